/** Where the repository's files are, independent of the directory `cdk` or vitest was started from. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupEntry } from '../../functions/api/route-table';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The absolute entry file of a function: a route group's, the analysis' or the authorizer's. */
export const handlerEntry = (name: string): string => join(REPO_ROOT, groupEntry(name));
