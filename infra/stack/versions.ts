/** Versions of packages the stack installs itself, read from package.json so they never drift from the tested ones. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

export const SHARP_VERSION = manifest.dependencies.sharp!.replace(/^[\^~]/, '');
