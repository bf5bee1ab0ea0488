/** Where the repository's files are, independent of the directory `cdk` or vitest was started from. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupEntry } from '../../functions/route-table';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Any handler the route table names, plus the analysis, which serves no route. */
type HandlerName = Parameters<typeof groupEntry>[0];

/** The absolute entry file of a handler; groups added to the route table later resolve the same way. */
export const handlerEntry = (name: string): string => join(REPO_ROOT, groupEntry(name as HandlerName));
