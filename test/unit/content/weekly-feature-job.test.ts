import '../support/env';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_INDEX } from '../../../functions/data/keys/keys';
import type { PhotoRecord } from '../../../functions/data/photos/photo';
import { weekOf } from '../../../functions/content/week';
import { MAX_CANDIDATES, pickFeaturedPhoto, runWeeklyFeatureJob } from '../../../functions/content/weekly-feature-job';
import { freezeClock } from '../support/clock';
import { conditionFailed, putItems, resetTable } from '../support/table';
import { featureKey, givenStore, photoItem } from './content-table';

const ddb = mockClient(DynamoDBDocumentClient);

/** A Saturday: the week runs from Monday 16 to Monday 23 November. */
const NOW = new Date('2026-11-21T05:00:00.000Z');
const WEEK = { start: '2026-11-16T00:00:00.000Z', end: '2026-11-23T00:00:00.000Z' };

beforeEach(() => {
  resetTable(ddb);
  freezeClock(NOW);
});

const idOf = (item: Record<string, unknown>) => item.id as string;
const featurePuts = () => putItems(ddb).filter((item) => item.type === 'weekly-feature');

describe('the weekly-feature job', () => {
  it('features the most liked public photo of the past week, for the current week only if it has none', async () => {
    // Prepare
    const photos = [photoItem(NOW, 50, { likes: 2 }), photoItem(NOW, 30, { likes: 5 }), photoItem(NOW, 2, { likes: 1 })];
    givenStore(ddb, photos);

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    const winner = idOf(photos[1]!);
    expect(outcome).toEqual({
      outcome: 'created',
      weekStartDate: WEEK.start,
      photoId: winner,
      featuredReason: 'Most liked photo this week',
    });
    const [put] = ddb.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(put).toMatchObject({
      TableName: 'snifty-unit',
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: {
        ...featureKey('2026-11-16'),
        type: 'weekly-feature',
        photoId: winner,
        weekStartDate: WEEK.start,
        weekEndDate: WEEK.end,
        featuredReason: 'Most liked photo this week',
        isActive: true,
        createdAt: NOW.toISOString(),
      },
    });
    expect(ddb.commandCalls(GetCommand, { Key: featureKey('2026-11-16') })).toHaveLength(1);
  });

  it('considers only public, ready photos, whatever the index still says', async () => {
    // Prepare
    const privateNow = photoItem(
      NOW,
      3,
      { likes: 90, privacy: { visibility: 'private', allowedTribes: [], intent: 'memory' } },
      { inPublicIndex: true },
    );
    const tribesNow = photoItem(
      NOW,
      4,
      { likes: 80, privacy: { visibility: 'tribes', allowedTribes: ['t1'], intent: 'memory' } },
      { inPublicIndex: true },
    );
    const processing = photoItem(NOW, 5, { likes: 70, status: 'processing' });
    const failed = photoItem(NOW, 6, { likes: 60, status: 'failed' });
    const ready = photoItem(NOW, 7, { likes: 1 });
    givenStore(ddb, [privateNow, tribesNow, processing, failed, ready]);

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    expect(outcome).toMatchObject({ outcome: 'created', photoId: idOf(ready) });
  });

  it('considers only photos created during the past 7 days', async () => {
    // Prepare
    const lastMonth = photoItem(NOW, 24 * 30, { likes: 500 });
    const eightDaysAgo = photoItem(NOW, 24 * 8, { likes: 100 });
    const sixDaysAgo = photoItem(NOW, 24 * 6, { likes: 3 });
    givenStore(ddb, [lastMonth, eightDaysAgo, sixDaysAgo]);

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    expect(outcome).toMatchObject({ outcome: 'created', photoId: idOf(sixDaysAgo) });
  });

  it('never overwrites the feature the week already has, and reads no photos for it', async () => {
    // Prepare
    const store = givenStore(ddb, [photoItem(NOW, 1, { likes: 40 })]);
    store.add({
      ...featureKey('2026-11-16'),
      type: 'weekly-feature',
      id: 'f1',
      photoId: 'chosen-by-hand',
      weekStartDate: WEEK.start,
      weekEndDate: WEEK.end,
      isActive: true,
      createdAt: NOW.toISOString(),
    });

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    expect(outcome).toEqual({ outcome: 'exists', weekStartDate: WEEK.start, photoId: 'chosen-by-hand' });
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('keeps a feature set by hand between its look and its write', async () => {
    // Prepare
    givenStore(ddb, [photoItem(NOW, 1, { likes: 40 })]);
    ddb
      .on(GetCommand, { Key: featureKey('2026-11-16') })
      .resolvesOnce({})
      .resolves({
        Item: { ...featureKey('2026-11-16'), type: 'weekly-feature', id: 'f1', photoId: 'chosen-by-hand', weekStartDate: WEEK.start },
      });
    ddb.on(PutCommand).rejects(conditionFailed());

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    expect(outcome).toEqual({ outcome: 'exists', weekStartDate: WEEK.start, photoId: 'chosen-by-hand' });
  });

  it('writes nothing when no photo qualifies', async () => {
    // Prepare
    givenStore(ddb, [photoItem(NOW, 24 * 9, { likes: 4 }), photoItem(NOW, 1, { status: 'processing' })]);

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    expect(outcome).toEqual({ outcome: 'none', weekStartDate: WEEK.start });
    expect(featurePuts()).toHaveLength(0);
  });

  it(`reads at most ${MAX_CANDIDATES} of the newest public photos, a page at a time`, async () => {
    // Prepare: 700 photos of the past few days, the most liked one beyond the first 500.
    const photos = Array.from({ length: 700 }, (_, i) => photoItem(NOW, 100 - i * 0.1, { likes: i === 10 ? 99 : 1 }));
    givenStore(ddb, photos);

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess: each page reads every group of the public index (PUBLIC_INDEX.groups Queries at once).
    const limits = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input.Limit);
    expect(limits).toEqual([101, 102, 102, 102, 102].flatMap((limit) => Array<number>(PUBLIC_INDEX.groups).fill(limit)));
    expect(outcome).toMatchObject({ outcome: 'created', featuredReason: 'Most liked photo this week' });
    expect((outcome as { photoId: string }).photoId).not.toBe(idOf(photos[10]!));
  });

  it('stops reading once a page reaches past the week', async () => {
    // Prepare: 100 recent photos, then 300 older than a week.
    const photos = [
      ...Array.from({ length: 300 }, (_, i) => photoItem(NOW, 24 * 30 - i * 0.1)),
      ...Array.from({ length: 100 }, (_, i) => photoItem(NOW, 24 * 7 - 1 - i * 0.1)),
    ];
    givenStore(ddb, photos);

    // Act
    await runWeeklyFeatureJob();

    // Assess: the first page (100) holds only recent photos; the second one reaches past the week.
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2 * PUBLIC_INDEX.groups);
  });
});

describe('choosing the photo', () => {
  const SINCE = '2026-11-14T05:00:00.000Z';
  const photo = (hoursAgo: number, overrides: Partial<PhotoRecord>) => photoItem(NOW, hoursAgo, overrides) as unknown as PhotoRecord;

  it('breaks a tie in likes by views, then by the newer photo', () => {
    // Prepare
    const older = photo(40, { likes: 7, views: 30 });
    const newer = photo(10, { likes: 7, views: 30 });
    const fewerViews = photo(5, { likes: 7, views: 12 });

    // Act
    const chosen = [pickFeaturedPhoto([older, newer, fewerViews], SINCE), pickFeaturedPhoto([fewerViews, older], SINCE)];

    // Assess
    expect(chosen.map((p) => p?.id)).toEqual([newer.id, older.id]);
  });

  it('says why the photo won, honestly', async () => {
    // Prepare
    givenStore(ddb, [photoItem(NOW, 3, { views: 4 }), photoItem(NOW, 2, { views: 1 })]);

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    expect(outcome).toMatchObject({ featuredReason: 'Most viewed photo this week' });
  });

  it('in a quiet week claims nothing that a newer upload would make false', async () => {
    // Prepare
    givenStore(ddb, [photoItem(NOW, 3), photoItem(NOW, 2)]);

    // Act
    const outcome = await runWeeklyFeatureJob();

    // Assess
    expect(outcome).toMatchObject({ featuredReason: "Picked from this week's public photos" });
  });
});

describe('the feature week', () => {
  it.each([
    ['2026-11-16T00:00:00.000Z', '2026-11-16'],
    ['2026-11-16T08:00:00.000Z', '2026-11-16'],
    ['2026-11-21T05:00:00.000Z', '2026-11-16'],
    ['2026-11-22T23:59:59.999Z', '2026-11-16'],
    ['2026-11-23T00:00:00.000Z', '2026-11-23'],
    ['2027-01-01T12:00:00.000Z', '2026-12-28'],
  ])('%s belongs to the week of Monday %s (UTC)', (at, monday) => {
    const week = weekOf(new Date(at));
    expect(week.start).toBe(`${monday}T00:00:00.000Z`);
    expect(Date.parse(week.end) - Date.parse(week.start)).toBe(7 * 24 * 3600_000);
  });
});
