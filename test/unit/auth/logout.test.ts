import '../support/env';
import { DynamoDBDocumentClient, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { handler } from '../../../functions/auth/handler';
import { bodyOf, cookiesOf, invoke } from '../support/api-event';
import { useEnv } from '../support/env';
import { givenMember, givenSession, member, resetTable, sessionKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

const logout = (cookies?: string[], headers?: Record<string, string>) =>
  invoke(handler, { routeKey: 'POST /api/auth/logout', cookies, headers });
const SID = 'raw-session-id-from-the-cookie';

beforeEach(() => {
  resetTable(ddb);
});

describe('POST /api/auth/logout', () => {
  it('deletes the session item and clears the cookie', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, SID, ada.id, new Date(Date.now() + 3600_000));

    // Act
    const result = await logout([`${SESSION_COOKIE_NAME}=${SID}`], { origin: 'http://localhost:3000' });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.signedOut });
    expect(ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key)).toEqual([sessionKey(SID)]);
    expect(cookiesOf(result)[SESSION_COOKIE_NAME]).toBe(`${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  });

  it('clears the cookie with Secure when the site is on https', async () => {
    // Prepare
    useEnv({ SITE_URL: 'https://photos.snifty.test' });

    // Act
    const result = await logout();

    // Assess
    expect(cookiesOf(result)[SESSION_COOKIE_NAME]).toBe(`${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
  });

  it('answers 200 and clears the cookie when nobody is signed in', async () => {
    // Act
    const result = await logout();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(cookiesOf(result)[SESSION_COOKIE_NAME]).toContain('Max-Age=0');
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('is refused from another site, leaving the session alone', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, SID, ada.id, new Date(Date.now() + 3600_000));

    // Act
    const result = await logout([`${SESSION_COOKIE_NAME}=${SID}`], { origin: 'https://evil.example' });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(result.cookies).toBeUndefined();
  });
});
