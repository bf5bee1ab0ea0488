import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webAliases } from '../web/vite.config';

const root = fileURLToPath(new URL('..', import.meta.url));

// The ImageNet look's weights are data beside the repository, never committed: every test layer reads them
// from there, as CI and the benches do (a test that needs the look off points a classifier elsewhere).
process.env.MODELS_DIR ??= join(root, '..', 'shared', 'models');

/** One project per test layer; `npm run test:<layer>` picks one. */
export default defineConfig({
  root,
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        resolve: { alias: webAliases },
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
