/**
 * The local S3 endpoint: a front of the S3 emulator (s3rver) that adds what the emulator leaves out,
 * as the DynamoDB front does for transactions. A browser's presigned POST upload is buffered, its
 * policy verified exactly as S3 does (upload-policy.ts), and only then forwarded; every other request
 * must carry a signature (the SDK's, which s3rver checks), so nobody reads or writes objects anonymously.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { BodyTooLargeError, readBody } from './http-utils';
import { verifyPostPolicy, type Credentials, type PolicyVerdict } from './upload-policy';

/** Room for the policy fields and part headers around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface StorageFront {
  endpoint: string;
  stop(): Promise<void>;
}

function sendError(res: ServerResponse, verdict: Exclude<PolicyVerdict, { ok: true }>): void {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  res.writeHead(verdict.status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${verdict.code}</Code><Message>${escape(verdict.message)}</Message></Error>`,
  );
}

/** POST to a bucket (path style, no key, no sub-resource): a browser upload with a policy. */
function isBrowserUpload(req: IncomingMessage, url: URL): string | null {
  const match = /^\/([^/]+)\/?$/.exec(url.pathname);
  return req.method === 'POST' && match && !url.search ? match[1]! : null;
}

const isSigned = (req: IncomingMessage, url: URL) =>
  Boolean(req.headers.authorization) || url.searchParams.has('X-Amz-Signature') || url.searchParams.has('Signature');

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

export async function startStorageFront(options: { target: string; credentials: Credentials }): Promise<StorageFront> {
  const target = new URL(options.target);
  const forward = (req: IncomingMessage, res: ServerResponse, body?: Buffer) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  /**
   * DELETEs reach s3rver one at a time: after a delete its filesystem store removes the folders the
   * delete emptied, so two deletes in one folder at once (a photo's display image and thumbnail) race,
   * and the loser's rmdir answers 500. S3 has no folders; the cloud needs no such turn.
   */
  let deleteTurn = Promise.resolve();
  const forwardDelete = (req: IncomingMessage, res: ServerResponse) => {
    deleteTurn = deleteTurn.then(
      () =>
        new Promise<void>((done) => {
          // A caller that gave up while it waited (its connection closed) would never close again: its turn
          // passes at once, or every later delete would wait for ever.
          if (res.closed) return done();
          res.on('close', done);
          forward(req, res);
        }),
    );
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://storage.local');
    const bucket = isBrowserUpload(req, url);
    if (bucket) {
      void (async () => {
        let body: Buffer;
        try {
          body = await readBody(req, MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES);
        } catch (error) {
          if (error instanceof BodyTooLargeError) {
            return sendError(res, {
              ok: false,
              status: 400,
              code: 'EntityTooLarge',
              message: 'Your proposed upload exceeds the maximum allowed size',
            });
          }
          return res.destroy();
        }
        const form = await readForm(req, body);
        if (!form)
          return sendError(res, {
            ok: false,
            status: 400,
            code: 'MalformedPOSTRequest',
            message: 'The body of your POST request is not well-formed multipart/form-data.',
          });
        const verdict = verifyPostPolicy({ bucket, ...form }, options.credentials, new Date());
        if (!verdict.ok) return sendError(res, verdict);
        forward(req, res, body);
      })();
      return;
    }
    if (req.method !== 'OPTIONS' && !isSigned(req, url)) {
      return sendError(res, { ok: false, status: 403, code: 'AccessDenied', message: 'Access Denied' });
    }
    if (req.method === 'DELETE') forwardDelete(req, res);
    else forward(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
