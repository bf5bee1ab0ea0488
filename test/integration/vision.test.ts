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
let cat: string;

beforeAll(async () => {
  const ids = await uploadViaStorage(app, ava, [fixture('astronaut'), fixture('coffee'), fixture('fruits'), fixture('chelsea')], {
    visibility: 'public',
  });
  [astronaut, coffee, fruits, cat] = [ids[0]!, ids[1]!, ids[2]!, ids[3]!];
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

  it('names and finds what only the ImageNet look saw: the cat COCO was unsure of, the coffee in the cup', async () => {
    const tabby = (await getPhoto(cat))!;
    expect(tabby.title.toLowerCase()).toMatch(/\bcat\b/);
    expect(tabby.tags[0]).toBe('cat');

    const cats = await ava.get('/api/photos/search?q=cats');
    expect((cats.body as { id: string }[]).map((photo) => photo.id)).toEqual([cat]);
    const drinks = await ava.get('/api/photos/search?q=coffee');
    expect((drinks.body as { id: string }[]).map((photo) => photo.id)).toEqual([coffee]);
  });

  it('restyles from the stored detections: the subject stays named in the new style', async () => {
    const reply = await ava.post(`/api/photos/${coffee}/reanalyze`, { style: 'poetic' });

    expect(reply.status).toBe(200);
    expect(`${reply.body.title} ${reply.body.description}`.toLowerCase()).toContain('a cup');
    await ava.post(`/api/photos/${coffee}/reanalyze/undo`, {});
    const cat2 = await ava.post(`/api/photos/${cat}/reanalyze`, { style: 'minimal' });
    expect(cat2.body.tags[0]).toBe('cat');
    await ava.post(`/api/photos/${cat}/reanalyze/undo`, {});
  });
});
