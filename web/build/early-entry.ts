/**
 * The early entry (src/early.ts) as its own script in index.html. The app's entry runs
 * only once every module it imports has downloaded, react included (69 KB brotli, most of a phone's first
 * two seconds); the early entry imports no library, so, loaded `async` from its own script tag, it runs as
 * soon as its few hundred bytes arrive. The app's entry imports it too: one module, run once, sharing the
 * reads it started (lib/early-reads.ts).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const EARLY = fileURLToPath(new URL('../src/early.ts', import.meta.url));
const HTML = fileURLToPath(new URL('../index.html', import.meta.url));

export function earlyEntry(): Plugin {
  return {
    name: 'snifty:early-entry',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: HTML, early: EARLY } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === 'early');
        if (!chunk) throw new Error('early-entry: no chunk for src/early.ts in the build');
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head' },
        ];
      },
    },
  };
}
