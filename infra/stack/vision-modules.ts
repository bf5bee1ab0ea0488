/**
 * The vision models' packages as the analysis Lambda carries them: installed next to the bundle (esbuild
 * cannot bundle wasm binaries and model weights, and the code requires them at run time), then pruned
 * to the one Node build, the wasm binaries and the three models the analyzer loads. Unpruned they are
 * ~140 MB of Lambda's 250 MB; pruned 13 MB (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

const TFJS = ['@tensorflow/tfjs-core', '@tensorflow/tfjs-converter', '@tensorflow/tfjs-backend-wasm', '@tensorflow/tfjs-backend-cpu'];
const HUMAN = '@vladmandic/human';
/** The models human-detector.ts enables; Human's other models (face mesh, hands, body...) stay out. */
const MODELS = ['centernet', 'blazeface', 'emotion'];

/** `name@version` of each package to install, at the versions package.json pins (tfjs-backend-cpu comes with wasm). */
export const VISION_MODULES = [HUMAN, ...TFJS.slice(0, 3)].map(
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
    'find node_modules -type d -empty -delete',
  ];
}
