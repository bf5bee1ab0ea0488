/**
 * The member home in one chunk (the signed-in feed on a phone). Left to itself the
 * bundler splits what the member home shares with other screens into many small chunks (one per icon,
 * one per shared component), and the home then waits for about 17 scripts and 7 stylesheets: over
 * HTTP/1.1's six connections per host that is several round trips, and each `<link rel=modulepreload>`
 * the loader appends costs main-thread time on a slow phone (docs/performance.md, "The member home in
 * one chunk"). This plugin puts every module the member home imports statically, and that the landing
 * page and the session check do not, in the home's own chunk. Other member screens that share some of
 * it (the shell, the photo card) load that chunk too.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { reachable } from './graph-walk';

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The member home's route module: the chunk's entry. */
const MEMBER_HOME = source('app/routes/member-home.tsx');
/** What a member's browser has loaded before the member home: the entry and the session's schemas. */
const LOADED_BEFORE = [source('main.tsx'), source('lib/deferred-schemas.ts')];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const staticClosure = (graph: ModuleGraph, roots: string[]) => reachable(roots, (id) => graph.getModuleInfo(id)?.importedIds ?? []);

/**
 * `plugin` reads the module graph once it is complete; `test` is the code-splitting group's test, which
 * the bundler calls after that, while it makes the chunks. Libraries keep their own groups.
 */
export function memberHomeChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'snifty:member-home-chunk',
    apply: 'build',
    buildEnd() {
      const before = staticClosure(this, LOADED_BEFORE);
      members = new Set([...staticClosure(this, [MEMBER_HOME])].filter((id) => !before.has(id) && !id.includes('node_modules')));
      if (!members.has(MEMBER_HOME)) this.error(`member-home-chunk: ${MEMBER_HOME} is not in the build`);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
