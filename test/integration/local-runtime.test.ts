/**
 * The local runtime itself: persistence across restarts, a data folder of an older format made again
 * instead of migrated, and the S3 → analysis wiring.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { dataFormatOf, LOCAL_DATA_FORMAT } from '../../infra/local/data-format';
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

  it('recreates a data folder written before the current format, saying so once, and keeps a current one', async () => {
    // Prepare: a folder with the demo in it, its stamp gone as in a folder an older version wrote.
    const folder = mkdtempSync(join(tmpdir(), 'snifty-format-'));
    const log = vi.spyOn(console, 'log');
    try {
      await (await startApp({ dataDir: folder })).stop();
      rmSync(join(folder, 'format.json'));
      const said = () => log.mock.calls.filter(([line]) => /written by an older version/.test(String(line)));
      expect(said()).toHaveLength(0);

      // Act
      const recreated = await startApp({ dataDir: folder });
      await recreated.stop();
      const kept = await startApp({ dataDir: folder });
      await kept.stop();

      // Assess: the old data went and the demo was seeded again; the current folder was left alone.
      expect(said()).toHaveLength(1);
      expect(recreated.demo?.created).toBe(3);
      expect(kept.demo?.created).toBe(0);
      expect(dataFormatOf(folder)).toBe(LOCAL_DATA_FORMAT);
      expect(existsSync(join(folder, 'dynamodb'))).toBe(true);
    } finally {
      log.mockRestore();
      rmSync(folder, { recursive: true, force: true });
    }
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
