/**
 * Signed requests to one object of a bucket (GET, HEAD, PUT, DELETE) with Node's fetch, the part of S3's
 * REST API the media store uses. An answer outside 2xx is thrown as an S3Error named after S3's code
 * (`NoSuchKey`, `AccessDenied`), or `NotFound` for a bodiless 404, as the SDK named them, after the
 * SDK's standard retries (aws-clients/retries.ts).
 */
import { AwsError, xmlErrorFields } from '../aws-clients/aws-error';
import type { S3Access } from '../aws-clients/s3';
import { sendWithRetries } from '../aws-clients/retries';
import { encodeRfc3986 } from '../aws-clients/sigv4';

/** A refusal from S3, named after its code. */
export class S3Error extends AwsError {}

/** RFC 3986 percent-encoding of each path segment, as S3 expects a key in a URL. */
const encodeKey = (key: string) => key.split('/').map(encodeRfc3986).join('/');

/** The bucket's address: path style on the emulator, the bucket's own host in the cloud. */
export function bucketUrl(s3: S3Access, bucket: string): string {
  return s3.endpoint ? `${s3.endpoint.replace(/\/$/, '')}/${bucket}` : `https://${bucket}.s3.${s3.region}.amazonaws.com`;
}

export interface ObjectRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  key: string;
  body?: Buffer;
  headers?: Record<string, string>;
}

export async function sendObjectRequest(s3: S3Access, bucket: string, request: ObjectRequest): Promise<Response> {
  const url = new URL(`${bucketUrl(s3, bucket)}/${encodeKey(request.key)}`);
  const body = request.body ? new Uint8Array(request.body) : undefined;
  // Every request here names one key and is idempotent, so a throttle or a passing fault is tried
  // again, as the S3 client did: a photo's derived images are not lost to one 503.
  const response = await sendWithRetries(s3, { method: request.method, url, headers: request.headers, body }, (answer) =>
    s3ErrorOf(answer, request),
  );
  // Only a GET's body is read by the caller; reading the others' (empty) bodies frees the connection.
  if (request.method !== 'GET') await response.arrayBuffer();
  return response;
}

async function s3ErrorOf(response: Response, request: ObjectRequest): Promise<S3Error> {
  const text = request.method === 'HEAD' ? '' : await response.text();
  const fields = xmlErrorFields(text);
  const code = fields.code ?? (response.status === 404 ? 'NotFound' : `Http${response.status}`);
  const message = fields.message ?? response.statusText;
  return new S3Error(code, response.status, `S3 ${request.method} ${request.key}: ${response.status} ${code}: ${message}`);
}
