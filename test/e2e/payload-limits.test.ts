/**
 * The web app never sends a multipart body near the cloud's limit: past about 4.7 MB
 * API Gateway answers 413 with its own text before our function runs, so the browser must stay well under
 * MAX_MULTIPART_BODY_BYTES whatever the member picks. A profile picture of nearly 5 MB is sent as a small crop.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, MAX_MULTIPART_BODY_BYTES } from '../../shared/constants';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { signedIn } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

/** Noise compresses badly, so a JPEG of it is as large as its pixels make it: between the two limits here. */
async function pictureOverTheMultipartLimit(): Promise<string> {
  const side = 2150;
  const bytes = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(bytes.length).toBeGreaterThan(MAX_MULTIPART_BODY_BYTES);
  expect(bytes.length).toBeLessThanOrEqual(AVATAR_MAX_BYTES);
  const path = join(mkdtempSync(join(tmpdir(), 'snifty-avatar-')), 'big.jpg');
  writeFileSync(path, bytes);
  return path;
}

describe('multipart bodies from the web app', () => {
  it('sends a profile picture of nearly 5 MB as a crop far under the multipart limit, and it is saved', async () => {
    const page = await signedIn(browser, app.url, 'ava@example.com');
    // Chromium does not report a blob body's size to Playwright, so the page notes what each form it sends holds.
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      (window as unknown as { sentFormBytes: number[] }).sentFormBytes = [];
      window.fetch = (input, init) => {
        if (init?.body instanceof FormData) {
          const bytes = [...init.body.values()].reduce((sum, v) => sum + (typeof v === 'string' ? v.length : v.size), 0);
          (window as unknown as { sentFormBytes: number[] }).sentFormBytes.push(bytes);
        }
        return send(input, init);
      };
    });
    await page.goto(`${app.url}/settings`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/user/avatar') && r.request().method() === 'PUT');
    await page.getByTestId('avatar-file').setInputFiles(await pictureOverTheMultipartLimit());

    expect((await answered).status()).toBe(200);
    const sent = await page.evaluate(() => (window as unknown as { sentFormBytes: number[] }).sentFormBytes);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeGreaterThan(1000);
    expect(sent[0]).toBeLessThan(MAX_MULTIPART_BODY_BYTES / 4);
  });
});
