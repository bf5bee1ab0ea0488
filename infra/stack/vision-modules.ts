/**
 * The vision models' packages as the analysis Lambda carries them: installed next to the bundle (esbuild
 * cannot bundle wasm binaries and model weights, and the code requires them at run time), then pruned
 * to the one Node build, the wasm binaries and the three models the analyzer loads. Unpruned they are
 * ~140 MB of Lambda's 250 MB; pruned 13 MB (docs/performance.md).
 *
 * The ImageNet look's runtime, tfjs-tflite-node, compiles its addon when installed (no prebuilt one is
 * published), for the machine that installs it: the analysis function therefore runs on the build
 * machine's architecture (x86_64 on an x64 Linux build machine), and its weights are copied from the
 * models folder (infra/imagenet-weights.ts put them there) after their sha256 is checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMAGENET_FILES,
  IMAGENET_FOLDER,
  MODELS_DIR_VARIABLE,
  imagenetDir,
  modelsDir,
} from '../../functions/ai/vision/imagenet/imagenet-weights';
import { REPO_ROOT } from './paths';

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

const TFJS = ['@tensorflow/tfjs-core', '@tensorflow/tfjs-converter', '@tensorflow/tfjs-backend-wasm', '@tensorflow/tfjs-backend-cpu'];
const HUMAN = '@vladmandic/human';
const TFLITE = 'tfjs-tflite-node';
/** The models human-detector.ts enables; Human's other models (face mesh, hands, body...) stay out. */
const MODELS = ['centernet', 'blazeface', 'emotion'];

/** `name@version` of each package to install, at the versions package.json pins (tfjs-backend-cpu comes with wasm). */
export const VISION_MODULES = [HUMAN, ...TFJS.slice(0, 3), TFLITE].map(
  (name) => `${name}@${manifest.dependencies[name]!.replace(/^[\^~]/, '')}`,
);

/** Shell commands, run in the bundle's folder after the install, that delete what the analyzer never loads. */
export function pruneVisionModules(): string[] {
  const keepMain = TFJS.map(
    (name) =>
      `main=$(node -p "require('./node_modules/${name}/package.json').main") && find node_modules/${name} -type f ! -name package.json ! -path "node_modules/${name}/$main" ! -name '*.wasm' -delete`,
  );
  const keepModels = MODELS.map((model) => `! -path "node_modules/${HUMAN}/models/${model}.*"`).join(' ');
  return [
    ...keepMain,
    // Its main entry stays though never loaded (it wants tfjs-node): model-files.ts resolves it to find dist/.
    `find node_modules/${HUMAN} -type f ! -name package.json ! -path "node_modules/${HUMAN}/dist/human.node.js" ! -path "node_modules/${HUMAN}/dist/human.node-wasm.js" ${keepModels} -delete`,
    // The addon, its dist/ and this architecture's TensorFlow Lite library; not the sources, headers or other platforms.
    // Its own older tfjs-core and the web runtime go: its dist/ then loads the tfjs-core installed beside it.
    `rm -rf node_modules/${TFLITE}/node_modules node_modules/@webgpu node_modules/@tensorflow/tfjs-tflite node_modules/node-addon-api`,
    `find node_modules/${TFLITE} -type f ! -name package.json ! -path "node_modules/${TFLITE}/dist/*.js" ! -name "*_test.js" ! -path "node_modules/${TFLITE}/build/Release/*.node" ! -path "node_modules/${TFLITE}/cc_deps/${TFLITE_LIBRARY_FOLDER}/*" -delete`,
    `find node_modules/${TFLITE} -name "*_test.js" -delete`,
    'find node_modules -type d -empty -delete',
  ];
}

export type LambdaArchitecture = 'arm64' | 'x86_64';

/** The analysis function's architecture: the build machine's, which tfjs-tflite-node's addon is compiled for. */
export const VISION_ARCHITECTURE: LambdaArchitecture = process.arch === 'arm64' ? 'arm64' : 'x86_64';
const TFLITE_LIBRARY_FOLDER = VISION_ARCHITECTURE === 'arm64' ? 'linux_arm64' : 'linux_amd64';

/** Where the analysis function finds its models folder (MODELS_DIR): beside its bundle. */
export const LAMBDA_MODELS_DIR = '/var/task/models';
export { MODELS_DIR_VARIABLE };

/**
 * Shell commands, run in the bundle's folder, that copy the ImageNet weights from the models folder after
 * checking each file's sha256; the build fails, saying which file, when one is missing or altered.
 */
export function copyImagenetWeights(source = imagenetDir(modelsDir())): string[] {
  return [
    `mkdir -p models/${IMAGENET_FOLDER}`,
    ...IMAGENET_FILES.map(
      (file) =>
        `(echo "${file.sha256}  ${join(source, file.name)}" | sha256sum --check --status) || { echo "The analysis function needs ${join(source, file.name)} with sha256 ${file.sha256}: run npx cdk synth again with network access or set ${MODELS_DIR_VARIABLE} to a folder holding it" >&2; exit 1; }; cp "${join(source, file.name)}" models/${IMAGENET_FOLDER}/`,
    ),
  ];
}
