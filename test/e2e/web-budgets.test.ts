/**
 * Size budgets over the production build (npm run build:web, which the e2e run does first): sizes, not
 * times, so they hold on any machine. Bytes are on the wire: the brotli twins the build writes and the
 * servers send (docs/performance.md). A budget is today's measured size plus a small margin, so growth
 * fails here and is a decision, not an accident.
 */
import { describe, expect, it } from 'vitest';
import { dynamicImports, entryScripts, isBuilt, rawBytes, staticGraph, wireBytes } from './support/built-assets';

const KB = 1024;
/**
 * The landing page's script (the entry and everything it imports statically), its goal 100 KB brotli (docs/performance.md).
 * Measured 93.7 KB: react + react-dom + router 68.1 KB, the app 16 KB, TanStack Query 9.4 KB; no zod (a
 * visitor's session check has nothing to parse; lib/deferred-schemas.ts), one module per icon, and
 * shared/messages by area (docs/performance.md).
 */
const LANDING_SCRIPT_BUDGET = 96 * KB;
/**
 * What the signed-in feed adds to it: the member home's chunk and its static imports. Measured 32.0 KB:
 * the member home in one chunk, 18.2 KB (web/build/member-home-chunk.ts), and zod (10.0 KB) with the
 * schemas and texts it parses with, which the landing page no longer loads before its first paint. The
 * owner's dialogs (restyle and its result, privacy, delete) and the editor's launcher are not in it: they load
 * when first opened. The margin is 1 KB: a build that changes nothing in the chunk but the content hashes of
 * the chunks it names compresses up to about 50 bytes differently.
 */
const MEMBER_HOME_BUDGET = 33 * KB;
/**
 * How many scripts the signed-in feed adds: the member home's chunk, zod and the three schema chunks it
 * shares with the session check. Each one more is a request, and on a phone over HTTP/1.1's six
 * connections, sooner or later a round trip (docs/performance.md, "The member home in one chunk").
 */
const MEMBER_HOME_SCRIPTS = 5;

const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + wireBytes(file), 0);

describe('web budgets', () => {
  it("keeps the landing page's script within its budget, without the member app", () => {
    expect(isBuilt(), 'run npm run build:web first').toBe(true);
    const landing = staticGraph(entryScripts());
    expect(total(landing)).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET);
    // Signed-out screens never load the member home (its shell, feed and features), nor zod before the first paint.
    expect([...landing].some((file) => file.startsWith('member-home-') || file.startsWith('shells-'))).toBe(false);
    expect([...landing].some((file) => file.startsWith('zod-'))).toBe(false);
  });

  it('keeps what the signed-in feed adds within its budget', () => {
    const landing = staticGraph(entryScripts());
    const memberHome = [...landing].flatMap(dynamicImports).find((file) => file.startsWith('member-home-'));
    expect(memberHome).toBeDefined();
    const added = [...staticGraph([memberHome!])].filter((file) => !landing.has(file));
    expect(total(added)).toBeLessThanOrEqual(MEMBER_HOME_BUDGET);
    expect(added.length, added.join(', ')).toBeLessThanOrEqual(MEMBER_HOME_SCRIPTS);
  });

  it('ships a brotli twin of every sizeable script and stylesheet', () => {
    const landing = staticGraph(entryScripts());
    for (const file of landing) if (rawBytes(file) >= KB) expect(wireBytes(file), file).toBeLessThan(rawBytes(file) / 2);
  });
});
