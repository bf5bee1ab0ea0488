/**
 * axe-core on every screen: landing, the auth screens, the share page, an invitation
 * and the 404 page signed out; the feeds, photo detail, profile, upload, tribes, the tribe feed, the open
 * notification panel, memories, API keys (also with a key just generated), settings, an invitation and
 * the 404 page signed in; each at desktop width and at 390 px. No serious or critical finding anywhere
 * (colour contrast, names, labels, roles...).
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { AccessibilityReport } from './support/axe';
import { withAppAndBrowser } from './support/app-and-browser';
import { signInOn } from './support/members';
import { allScreens, screenFixture, type Screen } from './support/screens';

let app: LocalServer;
let browser: Browser;
let screens: Screen[];
/** Where the walk leaves a screenshot of each screen, to look at. */
const SHOTS = process.env.A11Y_SCREENSHOTS;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '390 px', viewport: { width: 390, height: 844 } },
] as const;

withAppAndBrowser(
  {},
  async (started) => {
    ({ app, browser } = started);
    screens = allScreens(app, await screenFixture(app));
  },
  120_000,
);

describe('accessibility of every screen (axe-core)', () => {
  for (const { name, viewport } of VIEWPORTS) {
    for (const member of [false, true]) {
      it(`${member ? 'member' : 'visitor'} screens at ${name}: no serious or critical finding`, async () => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        if (member) await signInOn(page, app.url, 'ava@example.com');
        const report = new AccessibilityReport();
        for (const screen of screens.filter((s) => s.member === member)) {
          await screen.open(page);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${screen.name}.png`.replace(/ /g, '-') });
          await report.check(page, screen.name);
        }
        await context.close();
        expect(report.failures).toEqual({});
      }, 400_000);
    }
  }
});
