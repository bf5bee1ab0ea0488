/**
 * Where the vision models and the wasm binaries are: inside node_modules, installed by `npm install`
 * (and next to the bundle in the analysis Lambda), never fetched. Human's `exports` map hides its
 * models/ folder, so the package's main entry is resolved and the folder found beside it; tfjs has no
 * file:// loader outside tfjs-node, so one is registered that reads the model JSON and its weight files.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';

/** Runtime requires, so esbuild leaves tfjs and Human out of every bundle (they are installed beside it). */
export const runtimeRequire = createRequire(import.meta.url);

/** CenterNet's fixed input side: Human squeezes the whole look to it, and the zoomed-out look is framed in it. */
export const CENTERNET_SIDE = 512;

export interface ModelPaths {
  /** Human's Node build that runs on tfjs-backend-wasm (it requires tfjs-core, -converter and -backend-wasm). */
  humanEntry: string;
  /** As a file:// URL with a trailing slash, Human's modelBasePath. */
  modelBaseUrl: string;
  /** The folder holding tfjs-backend-wasm*.wasm, with a trailing slash. */
  wasmDir: string;
}

export function modelPaths(): ModelPaths {
  const humanDist = dirname(runtimeRequire.resolve('@vladmandic/human'));
  const wasmDist = dirname(runtimeRequire.resolve('@tensorflow/tfjs-backend-wasm'));
  return {
    humanEntry: join(humanDist, 'human.node-wasm.js'),
    modelBaseUrl: `file://${join(humanDist, '..', 'models')}/`,
    wasmDir: `${wasmDist}/`,
  };
}

interface WeightsManifestGroup {
  paths: string[];
  weights: TfCore.io.WeightsManifestEntry[];
}

/** A tfjs IOHandler that reads a graph model's JSON and weight shards from disk. */
function fileHandler(path: string): TfCore.io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(await readFile(path, 'utf8')) as TfCore.io.ModelJSON & { weightsManifest: WeightsManifestGroup[] };
      const shards = await Promise.all(
        json.weightsManifest.flatMap((group) => group.paths).map((shard) => readFile(join(dirname(path), shard))),
      );
      const weights = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
      };
    },
  };
}

let registered = false;

/** Once per process: tfjs then loads `file://` model URLs from disk. */
export function registerFileLoader(tf: typeof TfCore): void {
  if (registered) return;
  registered = true;
  tf.io.registerLoadRouter((url) => {
    const first = Array.isArray(url) ? url[0] : url;
    if (typeof first === 'string' && first.startsWith('file://')) return fileHandler(first.slice('file://'.length));
    // tfjs's own routers answer null for URLs that are not theirs; its type says otherwise.
    return null as unknown as TfCore.io.IOHandler;
  });
}
