/** Writes docs/openapi.md, the readable reference, from the same generator that serves /api/openapi.json. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument } from '../functions/api/openapi/build-document';
import { openApiMarkdown } from '../functions/api/openapi/markdown';
import { REPO_ROOT } from './stack/paths';

const target = join(REPO_ROOT, 'docs', 'openapi.md');
writeFileSync(target, openApiMarkdown(buildOpenApiDocument()));
console.log(`wrote ${target}`);
