/**
 * Build-time compression: every text asset of the build gets a brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) twin beside it, which the local server sends to browsers that accept them
 * (infra/local/web-app.ts). In the cloud CloudFront compresses at the edge (infra/stack/site.ts).
 * Compressing once at build time lets the slowest, smallest settings cost nothing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The extensions worth compressing: images and fonts are already compressed. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest']);

/** Below this size the encoding's headers cost about what it saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function compressDirectory(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file)) || extname(file) === '.map') continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'snifty-compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      compressDirectory(outDir);
    },
  };
}
