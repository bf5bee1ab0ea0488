import '../support/env';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { publicUser } from '../../../shared/schemas/user';
import { handler } from '../../../functions/auth/handler';
import { hashPassword } from '../../../functions/lib/accounts/passwords';
import { bodyOf, invoke } from '../support/api-event';
import { freezeClock } from '../support/clock';
import { givenMember, givenSession, member, resetTable, sessionKey } from '../support/table';
import * as z from '../../../shared/zod';

const ddb = mockClient(DynamoDBDocumentClient);

const getUser = (cookies?: string[], headers?: Record<string, string>) =>
  invoke(handler, { routeKey: 'GET /api/auth/user', cookies, headers });
const SID = 'raw-session-id-from-the-cookie';

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword('a secret password');
});

beforeEach(() => {
  resetTable(ddb);
});

describe('GET /api/auth/user', () => {
  it('answers the signed-in member without secrets', async () => {
    // Prepare
    const ada = member({ passwordHash });
    givenMember(ddb, ada);
    givenSession(ddb, SID, ada.id, new Date(Date.now() + 3600_000));

    // Act
    const result = await getUser([`theme=dark`, `${SESSION_COOKIE_NAME}=${SID}`]);

    // Assess
    expect(result.statusCode).toBe(200);
    const { passwordHash: _secret, avatarKey: _storageKey, ...visible } = ada;
    expect(bodyOf(result)).toEqual(visible);
    expect(z.strictObject(publicUser.shape).safeParse(bodyOf(result)).success).toBe(true);
    expect(result.body).not.toContain(passwordHash);
    expect(ddb.commandCalls(GetCommand, { Key: sessionKey(SID) })).toHaveLength(1);
  });

  it("answers 401 { message: 'Unauthorized' } without a cookie", async () => {
    // Act
    const result = await getUser();

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ message: 'Unauthorized' });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 401 when the session expired, though DynamoDB has not deleted it yet', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, SID, ada.id, new Date(clock.now().getTime() - 1000));

    // Act
    const result = await getUser([`${SESSION_COOKIE_NAME}=${SID}`]);

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 for a session id the table does not know', async () => {
    // Act
    const result = await getUser([`${SESSION_COOKIE_NAME}=forged-session-id`]);

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ message: 'Unauthorized' });
  });

  it('answers 401 when the session’s member no longer exists', async () => {
    // Prepare
    givenSession(ddb, SID, '01JGONE000000000000000000A', new Date(Date.now() + 3600_000));

    // Act
    const result = await getUser([`${SESSION_COOKIE_NAME}=${SID}`]);

    // Assess
    expect(result.statusCode).toBe(401);
  });

  it('answers 401 to a cookie that is not valid percent-encoding', async () => {
    // Act
    const result = await getUser([`${SESSION_COOKIE_NAME}=%E0%A4%A`]);

    // Assess
    expect(result.statusCode).toBe(401);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('serves a GET even when the Origin is another site', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, SID, ada.id, new Date(Date.now() + 3600_000));

    // Act
    const result = await getUser([`${SESSION_COOKIE_NAME}=${SID}`], { origin: 'https://elsewhere.example' });

    // Assess
    expect(result.statusCode).toBe(200);
  });
});
