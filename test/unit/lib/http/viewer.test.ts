import '../../support/env';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../../shared/constants';
import { resolveViewer } from '../../../../functions/lib/http/viewer';
import { apiEvent } from '../../support/api-event';
import { freezeClock } from '../../support/clock';
import { givenMember, givenSession, member, resetTable, sessionKey } from '../../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

const withCookie = (sid: string) => apiEvent({ routeKey: 'GET /api/auth/user', cookies: [`${SESSION_COOKIE_NAME}=${sid}`] });

describe('resolveViewer', () => {
  it('finds the member of a live session, keeping the raw session id', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, 'sid-1', ada.id, new Date(Date.now() + 60_000));

    // Act
    const viewer = await resolveViewer(withCookie('sid-1'), 'session');

    // Assess
    expect(viewer).toEqual({ user: ada, sessionId: 'sid-1' });
    expect(ddb.commandCalls(GetCommand, { Key: sessionKey('sid-1') })).toHaveLength(1);
  });

  it('ignores a session past its ttl', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, 'sid-1', ada.id, clock.now());

    // Act
    const viewer = await resolveViewer(withCookie('sid-1'), 'session');

    // Assess
    expect(viewer).toBeNull();
  });

  it('answers null without a cookie, without reading the table', async () => {
    // Act
    const viewer = await resolveViewer(apiEvent({ routeKey: 'GET /api/auth/user' }), 'session');

    // Assess
    expect(viewer).toBeNull();
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers null for a session whose member is gone', async () => {
    // Prepare
    givenSession(ddb, 'sid-1', '01JGONE000000000000000000A', new Date(Date.now() + 60_000));

    // Act
    const viewer = await resolveViewer(withCookie('sid-1'), 'session');

    // Assess
    expect(viewer).toBeNull();
  });

  it('takes the member from the authorizer’s context on mobile routes, without a session id', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);

    // Act
    const viewer = await resolveViewer(
      apiEvent({ routeKey: 'GET /api/mobile/status', authorizer: { userId: ada.id, keyId: 'key-1' } }),
      'apiKey',
    );

    // Assess
    expect(viewer).toEqual({ user: ada, apiKeyId: 'key-1' });
  });

  it('answers null when the authorizer’s member is gone', async () => {
    // Act
    const viewer = await resolveViewer(
      apiEvent({ routeKey: 'GET /api/mobile/status', authorizer: { userId: 'gone', keyId: 'key-1' } }),
      'apiKey',
    );

    // Assess
    expect(viewer).toBeNull();
  });

  it('never takes a session cookie on an API-key route', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, 'sid-1', ada.id, new Date(Date.now() + 60_000));

    // Act
    const viewer = await resolveViewer(
      apiEvent({ routeKey: 'GET /api/mobile/status', cookies: [`${SESSION_COOKIE_NAME}=sid-1`] }),
      'apiKey',
    );

    // Assess
    expect(viewer).toBeNull();
    expect(ddb.calls()).toHaveLength(0);
  });

  it('never takes an authorizer context on a session route', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);

    // Act
    const viewer = await resolveViewer(
      apiEvent({ routeKey: 'GET /api/auth/user', authorizer: { userId: ada.id, keyId: 'key-1' } }),
      'session',
    );

    // Assess
    expect(viewer).toBeNull();
  });
});
