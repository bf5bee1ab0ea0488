import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets';
import { earlyEntry } from './build/early-entry';
import { memberHomeChunk } from './build/member-home-chunk';

/** web/ is the Vite root; shared/ (one level up) holds the schemas and constants the app imports. */
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `@/` is web/src/, `@shared/` is the repository's shared/ (the same table as tsconfig.json's `paths`).
 * Exported for the web test project, which resolves the app's imports the same way.
 */
export const webAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@shared\//, replacement: fileURLToPath(new URL('../shared/', import.meta.url)) },
];

/**
 * react-filerobot-image-editor (the photo editor) ships modules that use `React` without
 * importing it: both the dev dependency optimiser and the build inject the import, or the editor fails
 * at run time with "React is not defined".
 */
const injectReact = { inject: { React: 'react' } };

const memberHome = memberHomeChunk();

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), compressAssets(), earlyEntry(), memberHome.plugin],
  resolve: { alias: webAliases },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      transform: injectReact,
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod's jitless switch and its English messages (shared/zod.ts) travel in zod's own chunk: every
            // chunk that builds a schema imports this one first, so no schema is built before the switch (no
            // eval probe under the CSP).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval|shared[\\/]zod\.ts/ },
            // The member home and what only it and other member screens use: one request, not two dozen.
            { name: 'member-home', test: memberHome.test, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  optimizeDeps: { rolldownOptions: { transform: injectReact } },
  server: {
    // The local server mounts Vite in middleware mode from the repository root; shared/ sits outside web/.
    fs: { allow: [repoRoot] },
  },
});
