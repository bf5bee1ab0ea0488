/**
 * The openapi Lambda as the cloud bundles it: the document is a pure function of the route table and the
 * schemas, so the stack computes it when it bundles this file (infra/lambda-bundle.ts, `groupDefines`)
 * and esbuild writes it in (gzipped JSON). The bundle then holds neither the schemas nor zod's JSON Schema
 * output (issue 12); test/infra/openapi-bundle.test.ts checks it serves what handler.ts builds.
 */
import { gunzipSync } from 'node:zlib';
import type { OpenApiDocument } from '../lib/openapi/build-document';
import { serveDocument } from './serve-document';

/** The document's JSON, gzipped, in base64: replaced by esbuild's `define` at bundle time; this file runs only bundled. */
declare const OPENAPI_DOCUMENT_GZIP: string;

export const handler = serveDocument(
  () => JSON.parse(gunzipSync(Buffer.from(OPENAPI_DOCUMENT_GZIP, 'base64')).toString('utf8')) as OpenApiDocument,
);
