/**
 * Talks to the in-process dynalite over loopback: forwards client requests verbatim, and makes the
 * single-item calls the front composes transactions and TTL sweeps from.
 */
import http from 'node:http';
import { EMULATOR_MAX_SOCKETS } from '../local-env';
import { DynamoError, ErrorTypes } from './wire';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** dynalite checks that a request looks signed, never the signature itself. */
const LOOKS_SIGNED = {
  Authorization:
    'AWS4-HMAC-SHA256 Credential=S3RVER/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=0',
  'X-Amz-Date': '20200101T000000Z',
};

/** Headers that describe our hop to dynalite, not the client's request. */
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A reused keep-alive socket that dynalite had closed: the request was not read. */
class StaleSocketError extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
  }
}

export class DynaliteClient {
  /**
   * Idle sockets are let go after 4 s, before dynalite's server (5 s) closes them under a request. dynalite
   * answers on this process's one event loop, so as many sockets as the SDK's pool are enough; unbounded, a
   * transaction's burst of single-item calls left dozens open (docs/decisions/local-connection-pools.md).
   */
  private readonly agent = new http.Agent({ keepAlive: true, timeout: 4_000, maxSockets: EMULATOR_MAX_SOCKETS });

  constructor(private readonly port: number) {}

  /** Sends a client's request on unchanged (headers, body) and returns dynalite's reply. */
  forward(method: string, path: string, headers: http.IncomingHttpHeaders, body: Buffer): Promise<RawReply> {
    const outgoing: http.OutgoingHttpHeaders = { 'content-length': body.length };
    for (const [name, value] of Object.entries(headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) outgoing[name] = value;
    }
    return this.send(method, path, outgoing, body);
  }

  /** Calls one DynamoDB operation; resolves with the parsed answer or rejects with a DynamoError. */
  async call<T = Record<string, unknown>>(operation: string, input: object): Promise<T> {
    const body = Buffer.from(JSON.stringify(input));
    const reply = await this.send(
      'POST',
      '/',
      {
        ...LOOKS_SIGNED,
        'Content-Type': 'application/x-amz-json-1.0',
        'Content-Length': body.length,
        'X-Amz-Target': `DynamoDB_20120810.${operation}`,
      },
      body,
    );
    const parsed = parseJson(reply.body);
    if (reply.status >= 300) {
      throw new DynamoError(
        reply.status,
        isErrorBody(parsed) ? parsed : { __type: ErrorTypes.internal, message: reply.body.toString() },
      );
    }
    return parsed as T;
  }

  /** Closes pooled keep-alive sockets so dynalite's server can close. */
  close(): void {
    this.agent.destroy();
  }

  /**
   * dynalite's server closes a keep-alive socket after 5 idle seconds; a request that still raced that close
   * on a reused socket never reached it, so it is sent once more on a connection of its own (Node's
   * documented remedy; the pool may hold other sockets closed at the same moment).
   */
  private async send(method: string, path: string, headers: http.OutgoingHttpHeaders, body: Buffer): Promise<RawReply> {
    try {
      return await this.sendOnce(method, path, headers, body);
    } catch (error) {
      if (!(error instanceof StaleSocketError)) throw error;
      return this.sendOnce(method, path, headers, body, false);
    }
  }

  private sendOnce(
    method: string,
    path: string,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
    agent: http.Agent | false = this.agent,
  ): Promise<RawReply> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: this.port, method, path, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        reject(request.reusedSocket && error.code === 'ECONNRESET' ? new StaleSocketError(error) : error),
      );
      request.end(body);
    });
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return body.length ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is { __type: string } {
  return typeof value === 'object' && value !== null && typeof (value as { __type?: unknown }).__type === 'string';
}
