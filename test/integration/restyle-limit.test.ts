/** AI restyles are paid model calls: limited per member per hour, counted before the model is asked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTYLES_PER_HOUR } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { signIn } from './support/members';

let app: LocalServer;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.stop();
});

describe('restyle limit', () => {
  it(
    'lets 40 parallel restyles by one member through only up to the hourly limit, then 429 with Retry-After',
    { timeout: 90_000 },
    async () => {
      // Prepare
      const ben = client(app.url);
      const chloe = client(app.url);
      await signIn(app, ben, 'ben@example.com');
      await signIn(app, chloe, 'chloe@example.com');
      const [benPhoto] = await uploadViaStorage(app, ben, [{ name: 'restyle.jpg', bytes: await jpegWithGps() }]);
      const [chloePhoto] = await uploadViaStorage(app, chloe, [{ name: 'mine.jpg', bytes: await jpegWithGps() }]);

      // Act
      const replies = await Promise.all(
        Array.from({ length: 40 }, () => ben.post(`/api/photos/${benPhoto}/reanalyze`, { style: 'poetic' })),
      );
      const another = await chloe.post(`/api/photos/${chloePhoto}/reanalyze`, { style: 'poetic' });

      // Assess
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(RESTYLES_PER_HOUR);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - RESTYLES_PER_HOUR);
      const limited = replies.find((r) => r.status === 429)!;
      expect(limited.body).toEqual({ message: PHOTO_MESSAGES.tooManyRestyles });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The limit is per member: another member restyles freely.
      expect(another.status).toBe(200);
    },
  );
});
