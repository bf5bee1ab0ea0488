import '../support/env';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { announcement, weeklyFeature } from '../../../shared/schemas/content';
import { handler } from '../../../functions/content/handler';
import type { PhotoRecord } from '../../../functions/data/photos/photo';
import type { ApiResult } from '../../../functions/lib/http/types';
import { apiEvent, lambdaContext } from '../support/api-event';
import { freezeClock } from '../support/clock';
import { TEST_ENV } from '../support/env';
import { givenMember, givenSession, member, resetTable } from '../support/table';
import { ANNOUNCEMENTS_PARTITION, featureKey, givenStore, photoItem, userItem, type Store } from './content-table';
import * as z from '../../../shared/zod';

const ddb = mockClient(DynamoDBDocumentClient);

const NOW = new Date('2026-11-21T05:00:00.000Z');
const MONDAY = '2026-11-16';
const SID = 'raw-session-id';

const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });
const ben = member({ firstName: 'Ben', lastName: 'Okafor' });

let store: Store;
beforeEach(() => {
  resetTable(ddb);
  freezeClock(NOW);
  store = givenStore(ddb, [userItem(ada), userItem(ben)]);
  givenMember(ddb, ben);
  givenSession(ddb, SID, ben.id, new Date(NOW.getTime() + 3600_000));
});

const get = async (routeKey: string, cookies?: string[]) =>
  (await handler(apiEvent({ routeKey, cookies }), lambdaContext())) as ApiResult;
const asBen = () => get('GET /api/weekly-features/current', [`${SESSION_COOKIE_NAME}=${SID}`]);
const parsed = (result: ApiResult): unknown => JSON.parse(result.body ?? '');

const featureItem = (photoId: string, overrides: Record<string, unknown> = {}) => ({
  ...featureKey(MONDAY),
  type: 'weekly-feature',
  id: 'feature-1',
  photoId,
  weekStartDate: `${MONDAY}T00:00:00.000Z`,
  weekEndDate: '2026-11-23T00:00:00.000Z',
  featuredReason: 'Most liked photo this week',
  isActive: true,
  createdAt: '2026-11-16T08:00:00.000Z',
  ...overrides,
});

describe('event dispatch', () => {
  it("runs the weekly-feature job for the schedule's { job } event", async () => {
    // Prepare
    const photo = photoItem(NOW, 5, { userId: ada.id, likes: 3 });
    store.add(photo);

    // Act
    const outcome = await handler({ job: 'weekly-feature' }, lambdaContext());

    // Assess
    expect(outcome).toEqual({
      outcome: 'created',
      weekStartDate: `${MONDAY}T00:00:00.000Z`,
      photoId: photo.id,
      featuredReason: 'Most liked photo this week',
    });
  });

  it('refuses a job it does not know, touching nothing', async () => {
    // Act
    const run = handler({ job: 'spring-cleaning' }, lambdaContext());

    // Assess
    await expect(run).rejects.toThrow("Unknown job 'spring-cleaning'");
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers an HTTP event through the routes, and a route of another group with 404', async () => {
    // Act
    const results = [await get('GET /api/announcements'), await get('GET /api/photos')];

    // Assess
    expect(results.map((r) => r.statusCode)).toEqual([200, 404]);
  });
});

describe('GET /api/announcements', () => {
  it('lists the active announcements newest first, to visitors too, with one Query', async () => {
    // Prepare
    const item = (id: string, extra: Record<string, unknown> = {}) => ({
      PK: ANNOUNCEMENTS_PARTITION,
      SK: `ANNOUNCEMENT#${id}`,
      type: 'announcement',
      id,
      title: `Title ${id}`,
      description: `Description ${id}`,
      icon: 'users',
      color: 'green',
      isActive: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      ...extra,
    });
    ddb.on(QueryCommand).resolves({ Items: [item('03'), item('02', { icon: 'rocket' }), item('01', { isActive: undefined })] });

    // Act
    const result = await get('GET /api/announcements');

    // Assess
    expect(result.statusCode).toBe(200);
    const body = z.array(announcement).parse(parsed(result));
    expect(body.map((a) => a.id)).toEqual(['03', '01']);
    expect(body[1]?.isActive).toBe(true);
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': ANNOUNCEMENTS_PARTITION, ':prefix': 'ANNOUNCEMENT#', ':active': true },
      ScanIndexForward: false,
    });
    expect(queries[0]?.IndexName).toBeUndefined();
  });
});

describe('GET /api/weekly-features/current', () => {
  it('answers 401 to visitors', async () => {
    // Act
    const result = await get('GET /api/weekly-features/current');

    // Assess
    expect(result.statusCode).toBe(401);
    expect(parsed(result)).toEqual({ message: 'Unauthorized' });
  });

  it("answers this week's feature with a signed photo URL and the author's name, not their email", async () => {
    // Prepare
    const photo = photoItem(NOW, 30, { userId: ada.id, likes: 12, views: 40, title: 'Snowy peaks', description: 'Cold and bright' });
    store.add(photo, featureItem(photo.id as string));

    // Act
    const result = await asBen();

    // Assess
    expect(result.statusCode).toBe(200);
    const body = weeklyFeature.parse(parsed(result));
    expect(body).toMatchObject({
      photo: { id: photo.id, title: 'Snowy peaks', description: 'Cold and bright', likes: 12, views: 40 },
      user: { firstName: 'Ada', lastName: 'Lovelace', email: null, profileImageUrl: null },
      featuredReason: 'Most liked photo this week',
    });
    expect(body.photo.photoUrl).toMatch(new RegExp(`^${TEST_ENV.SITE_URL}/media/photos/${photo.id}/display\\.webp\\?.*Signature=`));
    expect(ddb.commandCalls(GetCommand, { Key: featureKey(MONDAY) })).toHaveLength(1);
  });

  it('answers null when the week has no feature', async () => {
    // Prepare: last week's feature does not count.
    const photo = photoItem(NOW, 24 * 8, { userId: ada.id });
    store.add(photo, { ...featureItem(photo.id as string), ...featureKey('2026-11-09') });

    // Act
    const result = await asBen();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('null');
  });

  it.each<[string, Partial<PhotoRecord>, Record<string, unknown>]>([
    ['made private', { privacy: { visibility: 'private', allowedTribes: [], intent: 'memory' } }, {}],
    ['shared with a tribe the viewer is not in', { privacy: { visibility: 'tribes', allowedTribes: ['t1'], intent: 'memory' } }, {}],
    ['switched off', {}, { isActive: false }],
  ])('answers null when the featured photo was %s', async (_case, photoChange, featureChange) => {
    // Prepare
    const photo = photoItem(NOW, 30, { userId: ada.id, likes: 12, ...photoChange });
    store.add(photo, featureItem(photo.id as string, featureChange));

    // Act
    const result = await asBen();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('null');
  });

  it('answers null when the featured photo was deleted', async () => {
    // Prepare
    store.add(featureItem('01KGONE0000000000000000000'));

    // Act
    const result = await asBen();

    // Assess
    expect(result.body).toBe('null');
  });
});
