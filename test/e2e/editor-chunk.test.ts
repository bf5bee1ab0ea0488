/**
 * On the production build (npm run build:web, which the e2e run does first): the photo editor's code
 * is in no chunk the landing page or the feed loads. What those pages load is index.html's scripts and
 * the static imports they reach (and the member home's lazy chunk); the editor must only be reachable
 * through a dynamic import().
 */
import { describe, expect, it } from 'vitest';
import { dynamicImports, entryScripts, isBuilt, reachableGraph, readAsset as read, staticGraph } from './support/built-assets';

/** Markers of the editor library that no other code of ours contains. */
const EDITOR_MARKERS = ['FIE_', 'filerobot', 'Konva'];

describe('the editor chunk', () => {
  it('is loaded by neither the landing page nor the feed, only by a dynamic import', () => {
    expect(isBuilt(), 'run npm run build:web first').toBe(true);
    const scripts = entryScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const landing = staticGraph(scripts);
    // The feed is the landing page's graph plus the member home's lazy chunk and what it imports.
    const memberHome = [...landing].flatMap(dynamicImports).find((file) => file.startsWith('member-home-'));
    expect(memberHome, 'the member home is a lazy chunk').toBeDefined();
    const loaded = new Set([...landing, ...staticGraph([memberHome!])]);

    for (const file of loaded) {
      const code = read(`assets/${file}`);
      for (const marker of EDITOR_MARKERS) expect(code.includes(marker), `${file} holds ${marker}`).toBe(false);
    }
    // Screens are lazy chunks (app/lazy-route): the editor is imported by one of them, dynamically.
    const dynamic = [...reachableGraph(scripts)].flatMap(dynamicImports);
    // The launcher (photo-editor-launcher-*) is a lazy chunk too, and imports the editor's dynamically.
    const editorChunk = dynamic.find((file) => file.startsWith('photo-editor-') && !file.startsWith('photo-editor-launcher-'));
    expect(editorChunk, 'the editor is a dynamic import of the app').toBeDefined();
    expect(loaded.has(editorChunk!)).toBe(false);
    // Nor does the feed load the launcher (its dialog, the saved-edit read, the save): it comes when first opened.
    expect([...loaded].filter((file) => file.startsWith('photo-editor-launcher-'))).toEqual([]);
    expect(dynamic.some((file) => file.startsWith('photo-editor-launcher-'))).toBe(true);
    expect(read(`assets/${editorChunk}`)).toContain('FIE_');
  });
});
