/**
 * Signed requests to an AWS API with Node's fetch, for the services the functions call without an SDK
 * client (S3, SES, Bedrock): `@smithy/signature-v4` and the default credential chain are already in
 * every bundle for DynamoDB, while each client with its protocol and middleware was 25-140 KB more.
 * Each service module (s3.ts, ses.ts, bedrock.ts) builds its access here and speaks its own protocol.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider, Checksum, SourceData } from '@smithy/types';
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { RetryPolicy } from './retries';

/** SHA-256 (or its HMAC, given a key) from node:crypto, in the shape the SigV4 signer takes. */
export class NodeSha256 implements Checksum {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', toBytes(this.secret));
  }

  update(data: Uint8Array): void {
    this.hash.update(data);
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  reset(): void {
    this.hash = this.fresh();
  }
}

const toBytes = (data: SourceData): Uint8Array =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** What a request to one service needs: where it is, and who signs. */
export interface AwsAccess {
  region: string;
  /** An emulator's address in local mode; undefined in the cloud (the service's own host). */
  endpoint: string | undefined;
  credentials: AwsCredentialIdentityProvider;
  signer: SignatureV4;
  /** For calls sent with retries (retries.ts); the SDK's standard policy unless a test gives its own. */
  retry?: RetryPolicy;
}

export interface AwsAccessSettings extends Omit<AwsAccess, 'signer'> {
  /** The signing name: `s3`, `ses`, `bedrock`. */
  service: string;
  /** False for S3, which signs the path as sent; every other service signs it encoded once more. */
  uriEscapePath?: boolean;
}

export function awsAccess({ service, uriEscapePath = true, ...settings }: AwsAccessSettings): AwsAccess {
  const signer = new SignatureV4({
    service,
    region: settings.region,
    credentials: settings.credentials,
    sha256: NodeSha256,
    uriEscapePath,
  });
  return { ...settings, signer };
}

/** RFC 3986 percent-encoding (encodeURIComponent plus `!'()*`), as AWS expects path labels and form values. */
export const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The endpoint's address in local mode, else `https://<host>`. */
export const serviceUrl = (access: AwsAccess, host: string) => access.endpoint?.replace(/\/$/, '') ?? `https://${host}`;

export interface SignedRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'POST';
  url: URL;
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
}

/** One signed request, sent once; the answer as it came, whatever its status. */
export async function sendSigned(access: AwsAccess, request: SignedRequest): Promise<Response> {
  const { url } = request;
  const signed = await access.signer.sign({
    method: request.method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { ...request.headers, host: url.host },
    body: request.body,
  });
  // fetch sends the same host itself and refuses to be given one.
  const { host: _host, ...headers } = signed.headers;
  return fetch(url, { method: request.method, headers, body: request.body });
}
