/**
 * A group's Lambda bundle built with the options the stack gives esbuild (infra/stack/service-function.ts
 * uses the same constants), for the bundle benchmark and the bundle test: what is measured is what is
 * deployed.
 */
import { build, type Metafile } from 'esbuild';

export const LAMBDA_TARGET = 'node22';
export const LAMBDA_MAIN_FIELDS = ['module', 'main'];
/** CommonJS dependencies bundled into an ES module still call require(). */
export const LAMBDA_ESM_BANNER =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * The one byte limit on a bundle, far above any group's size (0.4-0.6 MB): it catches an accident, such
 * as sharp or the image editor pulled into an API bundle; what a bundle costs is its import time.
 */
export const BUNDLE_CEILING_BYTES = 2 * 1024 * 1024;

export interface BuiltBundle {
  bytes: number;
  /** The AWS SDK client packages (`@aws-sdk/client-*`) the bundle holds. */
  sdkClients: string[];
  /** The source files the bundle holds, relative to the repository root or in node_modules. */
  inputs: string[];
  /** Packages the bundle imports at run time instead of holding them (native ones, such as sharp). */
  externals: string[];
  /** Bytes of the output by package (`zod`, `@aws-sdk/client-s3`) or, for our code, by top folder (`functions/lib`). */
  bytesBySource: Map<string, number>;
}

/** Builds `entry` (or the given source text) into `outfile` as the stack does. */
export async function buildLambdaBundle(
  input: { entry: string } | { source: string; resolveDir: string },
  outfile: string,
): Promise<BuiltBundle> {
  const result = await build({
    ...('entry' in input
      ? { entryPoints: [input.entry] }
      : { stdin: { contents: input.source, resolveDir: input.resolveDir, loader: 'ts' } }),
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_TARGET,
    mainFields: LAMBDA_MAIN_FIELDS,
    banner: { js: LAMBDA_ESM_BANNER },
    minify: true,
    // sharp is native and installed beside the bundles that need it, never bundled (service-function.ts).
    external: ['sharp'],
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  return {
    bytes: output.bytes,
    inputs: Object.keys(output.inputs),
    externals: [...new Set(output.imports.filter((i) => i.external).map((i) => i.path))],
    sdkClients: sdkClientsOf(result.metafile),
    bytesBySource: bytesBySource(output.inputs),
  };
}

function bytesBySource(inputs: Metafile['outputs'][string]['inputs']): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const source = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? file.split('/').slice(0, 2).join('/');
    bytes.set(source, (bytes.get(source) ?? 0) + bytesInOutput);
  }
  return bytes;
}

function sdkClientsOf(metafile: Metafile): string[] {
  const clients = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /node_modules\/@aws-sdk\/(client-[a-z0-9-]+)\//.exec(input);
    if (match) clients.add(match[1]!);
  }
  return [...clients].sort();
}
