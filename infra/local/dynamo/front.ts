/**
 * The HTTP front the SDK talks to. It speaks DynamoDB's JSON 1.0 protocol: requests whose operation
 * we implement (transactions, TTL) are answered here; everything else goes to dynalite unchanged,
 * writes through the one write lock so they never interleave with a transaction.
 */
import http from 'node:http';
import { crc32 } from 'node:zlib';
import type { DynaliteClient } from './dynalite-client';
import type { Mutex } from './mutex';
import { DynamoError, ErrorTypes, isRecord } from './wire';

/** An operation the front answers itself, given the parsed request body. */
export type OperationHandler = (request: Record<string, unknown>) => Promise<object>;

/** Single-item and batch writes dynalite performs; each must wait for the write lock. */
const LOCKED_WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

export interface FrontDeps {
  dynalite: DynaliteClient;
  writeLock: Mutex;
  handlers: Record<string, OperationHandler>;
  onError: (error: unknown) => void;
}

export function createFront(deps: FrontDeps): http.Server {
  return http.createServer((req, res) => {
    readBody(req)
      .then((body) => route(deps, req, res, body))
      .catch((error: unknown) => {
        deps.onError(error);
        if (!res.headersSent) sendJson(res, 500, { __type: ErrorTypes.internal, message: String(error) });
        else res.destroy();
      });
  });
}

async function route(deps: FrontDeps, req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): Promise<void> {
  const operation = operationOf(req);
  const handler = req.method === 'POST' && operation ? deps.handlers[operation] : undefined;
  if (handler) return answer(res, handler, body);

  const forward = () => deps.dynalite.forward(req.method ?? 'POST', req.url ?? '/', req.headers, body);
  const reply = operation && LOCKED_WRITES.has(operation) ? await deps.writeLock.run(forward) : await forward();
  res.writeHead(reply.status, withoutHopHeaders(reply.headers));
  res.end(reply.body);
}

/** `DynamoDB_20120810.PutItem` -> `PutItem`. */
function operationOf(req: http.IncomingMessage): string | undefined {
  const target = req.headers['x-amz-target'];
  return typeof target === 'string' ? target.split('.')[1] : undefined;
}

async function answer(res: http.ServerResponse, handler: OperationHandler, body: Buffer): Promise<void> {
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    return sendJson(res, 400, { __type: ErrorTypes.serialization });
  }
  if (!isRecord(request)) return sendJson(res, 400, { __type: ErrorTypes.serialization });
  try {
    sendJson(res, 200, await handler(request));
  } catch (error) {
    if (!(error instanceof DynamoError)) throw error;
    sendJson(res, error.status, error.body);
  }
}

function sendJson(res: http.ServerResponse, status: number, payload: object): void {
  const body = Buffer.from(JSON.stringify(payload));
  res.writeHead(status, {
    'Content-Type': 'application/x-amz-json-1.0',
    'Content-Length': body.length,
    'x-amz-crc32': String(crc32(body)),
    'x-amzn-RequestId': crypto.randomUUID(),
  });
  res.end(body);
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Our own connection to the client decides keep-alive and framing, not dynalite's. */
function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const { connection: _connection, 'keep-alive': _keepAlive, 'transfer-encoding': _encoding, ...rest } = headers;
  return rest;
}
