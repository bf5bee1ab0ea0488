/**
 * The ImageNet classifier's files: where they are read from, and what they must be. They are data, never
 * committed: a machine gets them from the public repository they are published in (google-coral/test_data,
 * Apache-2.0) at a pinned commit, and a file counts only when its sha256 is the one pinned here. The
 * vision models also run outside the service (benches, the stack's build), so the folder comes from the
 * environment directly rather than from the service's config.
 */
import { isAbsolute, join, resolve } from 'node:path';

/** The environment variable naming the models folder; tests, CI and the benches set it to ../shared/models. */
export const MODELS_DIR_VARIABLE = 'MODELS_DIR';
/** Where local mode keeps the models when MODELS_DIR is unset: inside its own data folder, never committed. */
export const DEFAULT_MODELS_DIR = '.data/models';

/** The folder of this model inside the models folder. */
export const IMAGENET_FOLDER = 'imagenet-mobilenet-v2';

const SOURCE_COMMIT = '104342d2d3480b3e66203073dac24f4e2dbb4c41';
const SOURCE_BASE = `https://raw.githubusercontent.com/google-coral/test_data/${SOURCE_COMMIT}`;

export interface WeightFile {
  name: string;
  sha256: string;
  url: string;
}

export const IMAGENET_MODEL_FILE = 'mobilenet_v2_1.0_224_quant.tflite';
export const IMAGENET_LABELS_FILE = 'imagenet_labels.txt';

export const IMAGENET_FILES: readonly WeightFile[] = [
  {
    name: IMAGENET_MODEL_FILE,
    sha256: '7aad0c74c5e3c06e5eb3c827e13304fdd68a83da6087d92ee169c24ff9fd4776',
    url: `${SOURCE_BASE}/${IMAGENET_MODEL_FILE}`,
  },
  {
    name: IMAGENET_LABELS_FILE,
    sha256: 'b8aaeb5630c62626a7d124a05c0e14230a7ffdd2136a31d0190a4fb71c1d82f1',
    url: `${SOURCE_BASE}/${IMAGENET_LABELS_FILE}`,
  },
];

/** The models folder as an absolute path (a relative MODELS_DIR is read from the working directory). */
export function modelsDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env[MODELS_DIR_VARIABLE] || DEFAULT_MODELS_DIR;
  return isAbsolute(dir) ? dir : resolve(dir);
}

export const imagenetDir = (dir = modelsDir()): string => join(dir, IMAGENET_FOLDER);
