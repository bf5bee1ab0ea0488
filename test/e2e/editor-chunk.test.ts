/**
 * On the production build (npm run build:web, which the e2e run does first): the photo editor's code
 * is in no chunk the landing page or the feed loads. Every route is in the entry chunk, so what those
 * pages load is index.html's scripts and the static imports they reach; the editor must only be
 * reachable through a dynamic import().
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(import.meta.dirname, '../../web/dist');
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`, never `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*)["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of read(`assets/${file}`).matchAll(STATIC_IMPORT)) queue.push(match[1]!);
  }
  return seen;
}

/** Markers of the editor library that no other code of ours contains. */
const EDITOR_MARKERS = ['FIE_', 'filerobot', 'Konva'];

describe('the editor chunk', () => {
  it('is loaded by neither the landing page nor the feed, only by a dynamic import', () => {
    expect(existsSync(join(DIST, 'index.html')), 'run npm run build:web first').toBe(true);
    const html = read('index.html');
    const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const loaded = staticGraph(scripts);

    for (const file of loaded) {
      const code = read(`assets/${file}`);
      for (const marker of EDITOR_MARKERS) expect(code.includes(marker), `${file} holds ${marker}`).toBe(false);
    }
    const dynamic = [...loaded].flatMap((file) => [...read(`assets/${file}`).matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!));
    const editorChunk = dynamic.find((file) => file.startsWith('photo-editor-'));
    expect(editorChunk, 'the editor is a dynamic import of the app').toBeDefined();
    expect(loaded.has(editorChunk!)).toBe(false);
    expect(read(`assets/${editorChunk}`)).toContain('FIE_');
  });
});
