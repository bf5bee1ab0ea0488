/** The local runtime itself: persistence across restarts and the S3 → analysis wiring. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { client, startApp } from './support/local-app';

const dataDir = mkdtempSync(join(tmpdir(), 'snifty-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
}

describe('local runtime', () => {
  it('keeps accounts and sessions across a restart on the same data folder', async () => {
    // Prepare
    const first = await startApp({ dataDir });
    const browser = client(first.url);
    expect((await browser.post('/api/auth/signin', { email: 'ava@example.com', password: 'snifty-demo-2026' })).status).toBe(200);
    await first.stop();

    // Act
    const second = await startApp({ dataDir });
    const again = client(second.url);
    again.jar.set('sid', browser.jar.get('sid')!);
    const me = await again.get('/api/auth/user');
    await second.stop();

    // Assess: same member, and seeding did not duplicate anyone
    expect(me.body).toMatchObject({ email: 'ava@example.com' });
    expect(second.demo?.created).toBe(0);
  });

  it('invokes the analysis handler for uploads in the inbox only', async () => {
    const app = await startApp();
    try {
      const store = mediaStore();
      await store.putOriginal('inbox/u1/p1 with space.jpg', Buffer.from('x'), 'image/jpeg');
      await until(() => app.objectStore.analysisInvocations() === 1);
      // What the analysis writes (a checked original, derived images) starts nothing.
      await store.putOriginal('originals/u1/p1', Buffer.from('x'), 'image/jpeg');
      await store.putDerived('derived/u1/p1.webp', { data: Buffer.from('x'), contentType: 'image/webp' });
      await new Promise((r) => setTimeout(r, 200));
      await app.objectStore.idle();
      expect(app.objectStore.analysisInvocations()).toBe(1);
    } finally {
      await app.stop();
    }
  });
});
