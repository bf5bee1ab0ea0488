/**
 * Local mode's AI that sees, end to end: real photos uploaded as a member uploads them are named, found
 * by what is in them, and restyled from their stored detections.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPhoto } from '../../functions/data/photos/photo';
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
});
