// Re-adds the lock entries `npm install` drops for unrs-resolver's bindings of other platforms (they are
// not in the registry these machines reach, so npm ci would call the lock out of sync). See
// docs/decisions/lockfile-foreign-bindings.md.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const resolver = lock.packages['node_modules/unrs-resolver'];
if (!resolver) process.exit(0);
let added = 0;
for (const [name, version] of Object.entries(resolver.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os, cpu] = name.replace('@unrs/resolver-binding-', '').split('-');
  lock.packages[key] = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
  added += 1;
}
const sorted = {};
for (const key of Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)))
  sorted[key] = lock.packages[key];
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} foreign binding entr${added === 1 ? 'y' : 'ies'} added`);
