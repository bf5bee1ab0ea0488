/**
 * The app under its Content-Security-Policy in a real browser: every screen, signed
 * out and signed in, loads with the policy on its document and reports no violation; the photo editor
 * (styled-components, konva, blob: images) is covered in editor.test.ts with the same watch.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { watchCspViolations, type CspWatch } from './support/csp';
import { signInOn } from './support/members';
import { allScreens, screenFixture, type Screen } from './support/screens';

let app: LocalServer;
let browser: Browser;
let screens: Screen[];

withAppAndBrowser(
  {},
  async (started) => {
    ({ app, browser } = started);
    screens = allScreens(app, await screenFixture(app));
  },
  120_000,
);

async function visitor(member: boolean): Promise<{ context: BrowserContext; watch: CspWatch }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const watch = await watchCspViolations(context);
  if (member) await signInOn(await context.newPage(), app.url, 'ava@example.com');
  return { context, watch };
}

describe('the Content-Security-Policy in Chromium', () => {
  for (const member of [false, true]) {
    it(`every ${member ? 'member' : 'visitor'} screen loads under the policy with no violation`, async () => {
      const { context, watch } = await visitor(member);
      const page = context.pages()[0] ?? (await context.newPage());
      for (const screen of screens.filter((s) => s.member === member)) {
        const document = page.waitForResponse((response) => response.request().resourceType() === 'document');
        await screen.open(page);
        expect((await (await document).allHeaders())['content-security-policy'], screen.name).toContain("script-src 'self'");
      }
      expect(watch.violations).toEqual([]);
      await context.close();
    });
  }
});
