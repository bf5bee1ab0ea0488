/**
 * S3 access for the media store (lib/media/s3-requests.ts and s3-post-policy.ts) without the S3 client:
 * the client, its checksums and middleware-sdk-s3 were 140 KB of every bundle that touched media, while
 * the SigV4 signer and the credential chain are already in every bundle for DynamoDB. Local mode points
 * the endpoint at the emulator (path style); the cloud uses the bucket's own host.
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider, Checksum, SourceData } from '@smithy/types';
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { config } from '../config';
import { containerClient } from './container-client';

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

/** What a request to the media bucket needs: where S3 is, and who signs. */
export interface S3Access {
  region: string;
  /** The emulator's address in local mode (path-style URLs); undefined in the cloud (the bucket's host). */
  endpoint: string | undefined;
  credentials: AwsCredentialIdentityProvider;
  signer: SignatureV4;
}

/** S3 access from explicit settings: the container's below, and tests with fixed credentials. */
export function s3Access(settings: Omit<S3Access, 'signer'>): S3Access {
  const signer = new SignatureV4({
    service: 's3',
    region: settings.region,
    credentials: settings.credentials,
    sha256: NodeSha256,
    // S3 signs the path as sent, never encoded twice.
    uriEscapePath: false,
  });
  return { ...settings, signer };
}

export const s3Client = containerClient(() =>
  s3Access({ region: config().AWS_REGION, endpoint: config().S3_ENDPOINT, credentials: defaultProvider() }),
);
