/** Versions of packages the stack installs itself, read from package.json so they never drift from the tested ones. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** `sharp` -> `sharp@0.35.5`: a dependency at the exact version package.json names. */
export function pinned(name: string): string {
  const version = manifest.dependencies[name];
  if (!version) throw new Error(`${name} is not a dependency in package.json`);
  return `${name}@${version.replace(/^[\^~]/, '')}`;
}
