/**
 * Gets the ImageNet look's weights into the models folder when they are not there: each file from the
 * public repository's raw URL at the pinned commit, kept only when its sha256 is the pinned one, written
 * whole or not at all. Local mode calls it at start and the stack's build before it bundles the analysis
 * function. It never throws for a failed download: it says what happened, and the caller decides whether
 * a machine without the look is fine (local mode) or not (a deploy).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGENET_FILES, imagenetDir, type WeightFile } from '../functions/ai/vision/imagenet/imagenet-weights';

const DOWNLOAD_TIMEOUT_MS = 60_000;

export type WeightsState =
  { state: 'present' | 'downloaded'; folder: string } | { state: 'unavailable'; folder: string; reason: string };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Whether the file is in the folder with its pinned hash. */
export function holdsFile(folder: string, file: WeightFile): boolean {
  const path = join(folder, file.name);
  return existsSync(path) && sha256(readFileSync(path)) === file.sha256;
}

async function download(folder: string, file: WeightFile, fetchFile: typeof fetch): Promise<void> {
  const response = await fetchFile(file.url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${file.url} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (sha256(bytes) !== file.sha256) throw new Error(`${file.name} from ${file.url} is not the pinned file (its sha256 differs)`);
  const partial = join(folder, `${file.name}.partial`);
  writeFileSync(partial, bytes);
  renameSync(partial, join(folder, file.name));
}

const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error.cause as { code?: string } | undefined)?.code;
  return cause ? `${error.message} (${cause})` : error.message;
};

/** Makes sure the weights are in `modelsFolder`, downloading what is missing or altered; `say` hears each step. */
export async function ensureImagenetWeights(
  modelsFolder: string,
  say: (line: string) => void,
  fetchFile: typeof fetch = fetch,
): Promise<WeightsState> {
  const folder = imagenetDir(modelsFolder);
  const missing = IMAGENET_FILES.filter((file) => !holdsFile(folder, file));
  if (!missing.length) return { state: 'present', folder };
  say(`Downloading the ImageNet classifier's weights (3.6 MB, Apache-2.0, google-coral/test_data) into ${folder} ...`);
  try {
    mkdirSync(folder, { recursive: true });
    for (const file of missing) await download(folder, file, fetchFile);
  } catch (error) {
    const reason = reasonOf(error);
    say(
      `The ImageNet look is off: its weights could not be downloaded (${reason}). Photos are still analysed by the other looks; ` +
        `set MODELS_DIR to a folder holding ${IMAGENET_FILES.map((file) => file.name).join(' and ')} under imagenet-mobilenet-v2/ to turn it on.`,
    );
    return { state: 'unavailable', folder, reason };
  }
  say('The ImageNet weights are in place and checked.');
  return { state: 'downloaded', folder };
}
