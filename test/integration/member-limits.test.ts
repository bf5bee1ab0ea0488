/**
 * Limits a member cannot reset. Mobile uploads are counted per member across keys (a new
 * key starts no fresh allowance), key creations are capped per member per day, and sign-ups per client
 * address; each counted atomically before the work, under forty parallel requests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_CREATIONS_PER_DAY, MOBILE_UPLOADS_PER_HOUR, SIGNUPS_PER_ADDRESS_PER_HOUR } from '../../shared/constants';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { client, type Reply } from './support/local-app';
import { useDemoMembers, type Client } from './support/members';

const { app, ava, ben } = useDemoMembers();

beforeAll(async () => {}, 60_000);

const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;
const noServerErrors = (replies: { status: number }[]) => expect(replies.filter((r) => r.status >= 500)).toEqual([]);
const generate = (who: Client, name: string) => who.post('/api/mobile/generate-key', { platform: 'android', name });
const presign = (apiKey: string) =>
  fetch(`${app.url}/api/mobile/uploads`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ files: [{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }] }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { message?: string } }));

describe('mobile uploads are counted per member, across keys', () => {
  it('a key deleted and made again starts no fresh allowance; forty parallel at the edge take exactly what is left', async () => {
    const first = (await generate(ben, 'First phone')).body;
    const early = [] as { status: number }[];
    for (let batch = 0; batch < 4; batch += 1)
      early.push(...(await Promise.all(Array.from({ length: 20 }, () => presign(first.apiKey)))));
    expect(early.map((r) => r.status)).toEqual(Array(80).fill(201));

    expect((await ben.delete(`/api/mobile/keys/${first.key.id}`)).status).toBeLessThan(300);
    const second = (await generate(ben, 'Second phone')).body.apiKey as string;
    const third = (await generate(ben, 'Third phone')).body.apiKey as string;
    const raced = await Promise.all(Array.from({ length: 40 }, (_, i) => presign(i % 2 ? second : third)));
    noServerErrors(raced);
    expect(raced.filter((r) => r.status === 201)).toHaveLength(MOBILE_UPLOADS_PER_HOUR - 80);
    const refused = raced.filter((r) => r.status === 429);
    expect(refused).toHaveLength(40 - (MOBILE_UPLOADS_PER_HOUR - 80));
    expect(refused[0]!.body).toEqual({ message: API_KEY_MESSAGES.tooManyUploads });
  });
});

describe('key creations are capped per member per day', () => {
  it('generating and deleting keys stops at the daily cap, counted under forty parallel requests', async () => {
    const made: string[] = [];
    for (let i = 0; i < API_KEY_CREATIONS_PER_DAY - 5; i += 1) {
      const reply = await generate(ava, `Churn ${i}`);
      expect(reply.status).toBe(201);
      made.push(reply.body.key.id);
      await ava.delete(`/api/mobile/keys/${reply.body.key.id}`);
    }
    const raced = await Promise.all(Array.from({ length: 40 }, (_, i) => generate(ava, `Race ${i}`)));
    noServerErrors(raced);
    expect(count(raced, 201)).toBe(5);
    const limited = raced.filter((r) => r.status === 429);
    expect(limited.length).toBe(35);
    expect(limited[0]!.body).toEqual({ message: API_KEY_MESSAGES.tooManyKeysToday });
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Deleting keys frees active places but no creations.
    for (const key of (await ava.get('/api/mobile/keys')).body.apiKeys as { id: string }[])
      await ava.delete(`/api/mobile/keys/${key.id}`);
    expect((await generate(ava, 'One more')).status).toBe(429);
    // Another member is not affected.
    expect((await generate(ben, 'Ben’s own')).status).toBe(201);
  });
});

describe('sign-ups are limited per client address', () => {
  it('forty parallel sign-ups from one address to forty addresses: the limit passes, the rest 429, no mail for them', async () => {
    const before = ((await (await fetch(`${app.url}/dev/mailbox.json`)).json()) as unknown[]).length;
    const raced = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client(app.url).post('/api/auth/signup', {
          email: `flood-${i}@example.com`,
          password: 'correct horse',
          firstName: 'Flo',
          lastName: 'Od',
        }),
      ),
    );
    noServerErrors(raced);
    expect(count(raced, 201)).toBe(SIGNUPS_PER_ADDRESS_PER_HOUR);
    expect(count(raced, 429)).toBe(40 - SIGNUPS_PER_ADDRESS_PER_HOUR);
    expect(raced.find((r) => r.status === 429)!.body).toEqual({ message: AUTH_MESSAGES.tooManySignUps });
    const mails = ((await (await fetch(`${app.url}/dev/mailbox.json`)).json()) as unknown[]).length;
    expect(mails - before).toBe(SIGNUPS_PER_ADDRESS_PER_HOUR);
  });
});
