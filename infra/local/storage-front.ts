/**
 * The local S3 endpoint, and the only way to the S3 emulator (s3rver), which listens on a Unix socket
 * in a private folder: a front that lets through what the cloud bucket would and nothing more.
 * - A browser's presigned POST is buffered, its policy verified exactly as S3 does (upload-policy.ts),
 *   and its key must be in the upload inbox (functions/lib/media/object-keys.ts): no policy can write
 *   a checked original, whatever it says.
 * - Every other request must be signed in its Authorization header with local mode's own secret
 *   (request-signature.ts), which only the app's SDK clients hold; the emulator's well-known
 *   credentials, presigned query URLs and anonymous requests get 403. Objects are read by members only
 *   through `/media/` on the app's origin, with signed URLs (media-route.ts).
 * - CORS is answered for the app's origins only (storage-cors.ts).
 * - It listens on 127.0.0.1 only.
 * Requests are forwarded without their signature: the emulator checks none it cannot check itself.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { BodyTooLargeError, readBody } from './http-utils';
import { requestSignatureValid } from './request-signature';
import { answerHeaders, preflightHeaders } from './storage-cors';
import { verifyPostPolicy, type Credentials, type PolicyVerdict } from './upload-policy';

/** Room for the policy fields and part headers around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The one interface the front listens on. */
export const STORAGE_FRONT_HOST = '127.0.0.1';

export interface StorageFrontOptions {
  /** The emulator's Unix socket. */
  socketPath: string;
  /** Local mode's S3 credentials: what the app's clients sign with and its upload policies are signed with. */
  credentials: Credentials;
  /** The app's origins (localhost and 127.0.0.1), the only ones whose pages may upload. */
  appOrigins: readonly string[];
  /** The only key prefix a presigned POST may write. */
  uploadPrefix: string;
}

export interface StorageFront {
  endpoint: string;
  /** The address the front listens on (tests check it is loopback). */
  address(): AddressInfo;
  stop(): Promise<void>;
}

type Refusal = Exclude<PolicyVerdict, { ok: true }>;

const ACCESS_DENIED: Refusal = { ok: false, status: 403, code: 'AccessDenied', message: 'Access Denied' };

/** The bucket of a request to a bucket itself (path style, no key, no sub-resource): where browsers POST uploads. */
function uploadBucket(url: URL): string | null {
  const match = /^\/([^/]+)\/?$/.exec(url.pathname);
  return match && !url.search ? match[1]! : null;
}

/** Headers that describe the client's hop or its signature, not the request the emulator should act on. */
const NOT_FORWARDED = new Set(['authorization', 'connection', 'keep-alive', 'origin']);

async function readForm(
  req: IncomingMessage,
  body: Buffer,
): Promise<{ fields: Record<string, string>; fileSize: number | null } | null> {
  try {
    const form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const fields: Record<string, string> = {};
    let fileSize: number | null = null;
    for (const [name, value] of form.entries()) {
      if (name.toLowerCase() === 'file' && typeof value !== 'string') fileSize = value.size;
      else if (typeof value === 'string') fields[name] = value;
    }
    return { fields, fileSize };
  } catch {
    return null;
  }
}

/** The form's `key` field (S3 compares field names case-insensitively). */
const formKey = (fields: Record<string, string>) => Object.entries(fields).find(([name]) => name.toLowerCase() === 'key')?.[1];

/** In the inbox, and no `..` the emulator's file store could resolve to another folder. */
const isInboxKey = (key: string | undefined, prefix: string) => Boolean(key?.startsWith(prefix) && !key.split('/').includes('..'));

export async function startStorageFront(options: StorageFrontOptions): Promise<StorageFront> {
  const sendError = (req: IncomingMessage, res: ServerResponse, verdict: Refusal, isUpload = false) => {
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    res.writeHead(verdict.status, answerHeaders(req, { 'content-type': 'application/xml' }, options.appOrigins, isUpload));
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${escape(verdict.message)}</Message></Error>`,
    );
  };

  const forward = (req: IncomingMessage, res: ServerResponse, how: { body?: Buffer; isUpload?: boolean } = {}) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !NOT_FORWARDED.has(name)));
    const upstream = request({ socketPath: options.socketPath, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answerHeaders(req, answer.headers, options.appOrigins, how.isUpload ?? false));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (how.body) upstream.end(how.body);
    else req.pipe(upstream);
  };

  const browserUpload = async (req: IncomingMessage, res: ServerResponse, bucket: string) => {
    let body: Buffer;
    try {
      body = await readBody(req, MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        const tooLarge: Refusal = {
          ok: false,
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
        return sendError(req, res, tooLarge, true);
      }
      return res.destroy();
    }
    const form = await readForm(req, body);
    if (!form) {
      const malformed: Refusal = {
        ok: false,
        status: 400,
        code: 'MalformedPOSTRequest',
        message: 'The body of your POST request is not well-formed multipart/form-data.',
      };
      return sendError(req, res, malformed, true);
    }
    const verdict = verifyPostPolicy({ bucket, ...form }, options.credentials, new Date());
    if (!verdict.ok) return sendError(req, res, verdict, true);
    // The cloud's grant does the same: whoever signs upload policies may write the inbox and no more.
    if (!isInboxKey(formKey(form.fields), options.uploadPrefix)) return sendError(req, res, ACCESS_DENIED, true);
    forward(req, res, { body, isUpload: true });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://storage.local');
    const bucket = uploadBucket(url);
    if (req.method === 'OPTIONS') {
      const allowed = preflightHeaders(req, options.appOrigins, bucket !== null);
      if (!allowed) return sendError(req, res, ACCESS_DENIED);
      res.writeHead(200, allowed);
      return res.end();
    }
    if (req.method === 'POST' && bucket) return void browserUpload(req, res, bucket);
    if (!requestSignatureValid(req, options.credentials, new Date())) return sendError(req, res, ACCESS_DENIED);
    // Writes and deletes go through at once: the emulator's file store takes them concurrently (emulator-file-store.ts).
    forward(req, res);
  });
  await new Promise<void>((done) => server.listen(0, STORAGE_FRONT_HOST, done));
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://${STORAGE_FRONT_HOST}:${address.port}`,
    address: () => address,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
