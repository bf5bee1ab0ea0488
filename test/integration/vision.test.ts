/**
 * Local mode's AI that sees, end to end: real photos uploaded as a member uploads them are named, found
 * by what is in them, restyled from their stored detections, and photos from before the vision models
 * are seen once at the next start without touching a title the member restyled.
 */
import { readFileSync } from 'node:fs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/data/table/client';
import { getPhoto } from '../../functions/data/photos/photo';
import { photoKey } from '../../functions/data/keys/photo-keys';
import { configuredAnalyzer } from '../../functions/ai/configured-analyzer';
import { LOCAL_TABLE_NAME } from '../../infra/local/local-env';
import { reanalyseUnseenPhotos } from '../../infra/local/vision-backfill';
import { DETECTIONS_VERSION } from '../../functions/ai/vision/detections';
import { useDemoMembers } from './support/members';
import { uploadViaStorage } from './support/photos';

const { app, ava } = useDemoMembers({ demoPhotos: false });

const fixture = (name: string) => ({ name: `${name}.jpg`, bytes: readFileSync(`infra/local/real-photos/${name}.jpg`) });

let astronaut: string;
let coffee: string;
let fruits: string;

beforeAll(async () => {
  const ids = await uploadViaStorage(app, ava, [fixture('astronaut'), fixture('coffee'), fixture('fruits')], { visibility: 'public' });
  [astronaut, coffee, fruits] = [ids[0]!, ids[1]!, ids[2]!];
}, 180_000);

describe('vision in local mode', { timeout: 120_000 }, () => {
  it('names what is in the uploaded photos and stores what the models saw', async () => {
    const [person, cup] = await Promise.all([getPhoto(astronaut), getPhoto(coffee)]);

    expect(person).toMatchObject({ status: 'ready', mood: 'joyful' });
    expect(person!.title.toLowerCase()).toContain('person');
    expect(cup!.tags).toContain('cup');
    expect(cup!.detections?.objects.some((object) => object.label === 'cup')).toBe(true);
  });

  it('finds the photos by what is in them', async () => {
    const found = await ava.get('/api/photos/search?q=cup');

    expect(found.status).toBe(200);
    expect((found.body as { id: string }[]).map((photo) => photo.id)).toEqual([coffee]);
    const fruit = await ava.get('/api/photos/search?q=fruit');
    expect((fruit.body as { id: string }[]).map((photo) => photo.id)).toEqual([fruits]);
  });

  it('restyles from the stored detections: the subject stays named in the new style', async () => {
    const reply = await ava.post(`/api/photos/${coffee}/reanalyze`, { style: 'poetic' });

    expect(reply.status).toBe(200);
    expect(`${reply.body.title} ${reply.body.description}`.toLowerCase()).toContain('a cup');
    await ava.post(`/api/photos/${coffee}/reanalyze/undo`, {});
  });

  it("sees photos from before the models once, keeping the member's restyled title", async () => {
    // Prepare: both photos as an older .data/ holds them (the coffee seen by the first, one-look
    // version of the models, the astronaut before any); the astronaut restyled by Ava.
    const forget = (id: string, values: Record<string, unknown>) =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: photoKey(id),
          UpdateExpression: `${'detections' in values ? '' : 'REMOVE detections '}SET ${Object.keys(values)
            .map((k) => `${k} = :${k}`)
            .join(', ')}`,
          ExpressionAttributeValues: Object.fromEntries(Object.entries(values).map(([k, v]) => [`:${k}`, v])),
        }),
      );
    const oneLook = { version: 1, objects: [{ label: 'cup', score: 0.47, box: [0.27, 0.05, 0.41, 0.61] }], faces: [] };
    await forget(coffee, { title: 'Plot Twist: It Was Dark Brown All Along', tags: ['brown', 'orange', 'warm'], detections: oneLook });
    await forget(astronaut, {
      title: 'My astronaut',
      tags: ['orange', 'black', 'warm'],
      previousText: { title: 'Old', description: 'Old', tags: ['orange'], mood: 'tender', style: 'witty' },
    });

    // Act
    const seen = await reanalyseUnseenPhotos(process.env.DYNAMODB_ENDPOINT!, LOCAL_TABLE_NAME, configuredAnalyzer());
    const again = await reanalyseUnseenPhotos(process.env.DYNAMODB_ENDPOINT!, LOCAL_TABLE_NAME, configuredAnalyzer());

    // Assess
    const [person, cup] = await Promise.all([getPhoto(astronaut), getPhoto(coffee)]);
    expect([seen, again]).toEqual([2, 0]);
    expect(cup!.title.toLowerCase()).toContain('cup');
    expect(cup!.detections).toMatchObject({ version: DETECTIONS_VERSION, zoomedOut: expect.any(Array) });
    expect(person!.title).toBe('My astronaut');
    expect(person!.tags).toEqual(expect.arrayContaining(['person', 'orange', 'black']));
    expect(person!.detections).not.toBeNull();
  });

  it('sees again a photo whose version 2 detections skipped the look that names fruit', async () => {
    // Prepare: the fruit as version 2 stored it: a weak 'orange' at full size, so no second look.
    const weakOrange = { label: 'orange', score: 0.23, box: [0.1, 0.1, 0.8, 0.8] };
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(fruits),
        UpdateExpression: 'SET title = :title, tags = :tags, detections = :detections',
        ExpressionAttributeValues: {
          ':title': 'Plot Twist: It Was Orange All Along',
          ':tags': ['orange', 'pink'],
          ':detections': { version: 2, objects: [weakOrange], zoomedOut: [], faces: [] },
        },
      }),
    );

    // Act
    const seen = await reanalyseUnseenPhotos(process.env.DYNAMODB_ENDPOINT!, LOCAL_TABLE_NAME, configuredAnalyzer());

    // Assess
    const heap = await getPhoto(fruits);
    expect(seen).toBe(1);
    expect(heap!.title.toLowerCase()).toContain('fruit');
    expect(heap!.tags[0]).toBe('fruit');
    expect(heap!.detections).toMatchObject({ version: DETECTIONS_VERSION, zoomedOut: expect.arrayContaining([expect.anything()]) });
  });
});
