/** Reading the production build (web/dist) the way a browser loads it: index.html's scripts and the imports they reach. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { reachable } from '../../../web/build/graph-walk';

export const DIST = join(import.meta.dirname, '../../../web/dist');
export const readAsset = (file: string) => readFileSync(join(DIST, file), 'utf8');
export const isBuilt = () => existsSync(join(DIST, 'index.html'));

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`, never `import("./x.js")`. */
const STATIC_IMPORT = /(?:\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*)["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

export const staticImports = (file: string) => [...readAsset(`assets/${file}`).matchAll(STATIC_IMPORT)].map((m) => m[1]!);
export const dynamicImports = (file: string) => [...readAsset(`assets/${file}`).matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!);

/** The chunks loaded with these: their static imports, transitively. */
export const staticGraph = (entries: string[]) => reachable(entries, staticImports);

/** Every chunk the app can ever load from these, through static and dynamic imports. */
export const reachableGraph = (entries: string[]) => reachable(entries, (file) => [...staticImports(file), ...dynamicImports(file)]);

/** The scripts index.html loads (the entry and its modulepreloads). */
export const entryScripts = () =>
  [...readAsset('index.html').matchAll(/<(?:script|link)[^>]+(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);

/** Bytes on the wire: the build's brotli twin when there is one (small files are sent as they are). */
export function wireBytes(file: string): number {
  const path = join(DIST, 'assets', file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
}

export const rawBytes = (file: string) => statSync(join(DIST, 'assets', file)).size;
