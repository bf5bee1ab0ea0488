/** The MediaStore on S3, with S3's REST endpoint faked: the requests it sends and how it reads "not found". */
import '../support/env';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { s3Access } from '../../../functions/lib/aws-clients/s3';
import { createS3MediaStore } from '../../../functions/lib/media/s3-media-store';

const BUCKET = 'snifty-media-test';
// Signing uses these credentials; they never leave the process.
const access = s3Access({
  region: 'us-east-1',
  endpoint: undefined,
  credentials: async () => ({ accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' }),
});
const store = createS3MediaStore(access, BUCKET);
const HOST = `https://${BUCKET}.s3.us-east-1.amazonaws.com`;

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: Buffer | undefined;
}
let sent: Sent[] = [];
/** The answer S3 gives a request, by method and key; 200 with no body when none is set. */
let answer: (method: string, key: string) => Response = () => new Response(null, { status: 200 });

const s3Error = (status: number, code: string) =>
  new Response(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`, { status });

beforeEach(() => {
  sent = [];
  answer = () => new Response(null, { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({
        method: init.method!,
        url: String(input),
        headers,
        body: init.body ? Buffer.from(init.body as Uint8Array) : undefined,
      });
      return answer(init.method!, new URL(String(input)).pathname.slice(1));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('createS3MediaStore', () => {
  it('reads an object with its bytes, type and size', async () => {
    // Prepare
    answer = () => new Response(Buffer.from('jpeg'), { headers: { 'content-type': 'image/jpeg', 'content-length': '4' } });

    // Act
    const object = await store.read('originals/u1/p1');

    // Assess
    expect(object).toEqual({ bytes: Buffer.from('jpeg'), contentType: 'image/jpeg', size: 4 });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([`GET ${HOST}/originals/u1/p1`]);
    // Signed with SigV4 for S3, with the payload's hash S3 requires.
    expect(sent[0]!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(sent[0]!.headers.get('x-amz-content-sha256')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('reads a missing object as null and lets any other failure through', async () => {
    answer = (_method, key) => (key === 'gone' ? s3Error(404, 'NoSuchKey') : s3Error(403, 'AccessDenied'));

    expect(await store.read('gone')).toBeNull();
    await expect(store.read('denied')).rejects.toThrow('AccessDenied');
    await expect(store.read('denied')).rejects.toMatchObject({ name: 'AccessDenied', status: 403 });
  });

  it('heads an object, and answers null when HeadObject says NotFound', async () => {
    answer = (_method, key) =>
      key === 'gone'
        ? new Response(null, { status: 404 })
        : new Response(null, { headers: { 'content-length': '1234', 'content-type': 'image/webp' } });

    expect(await store.head('photos/p1/display.webp')).toEqual({ size: 1234, contentType: 'image/webp' });
    expect(await store.head('gone')).toBeNull();
    expect(`${sent[0]!.method} ${sent[0]!.url}`).toBe(`HEAD ${HOST}/photos/p1/display.webp`);
  });

  it('writes originals with their type, and derived images as public and immutable (CloudFront keeps them a year)', async () => {
    // Act
    await store.putOriginal('originals/u1/p1', Buffer.from('png'), 'image/png');
    await store.putDerived('photos/p1/thumbnail.webp', { data: Buffer.from('webp'), contentType: 'image/webp' });

    // Assess
    expect(
      sent.map((s) => ({
        request: `${s.method} ${s.url}`,
        body: s.body,
        contentType: s.headers.get('content-type'),
        cacheControl: s.headers.get('cache-control'),
      })),
    ).toEqual([
      { request: `PUT ${HOST}/originals/u1/p1`, body: Buffer.from('png'), contentType: 'image/png', cacheControl: null },
      {
        request: `PUT ${HOST}/photos/p1/thumbnail.webp`,
        body: Buffer.from('webp'),
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      },
    ]);
    // The type S3 stores is signed, as the SDK signs it (SigV4 never signs cache-control).
    expect(sent[1]!.headers.get('authorization')).toContain('SignedHeaders=content-type;host;');
  });

  it("deletes a photo's original, display image and thumbnail with three single deletes", async () => {
    // Act
    await store.deletePhotoObjects({ id: 'p1', originalKey: 'originals/u1/p1' });

    // Assess: never DeleteObjects, which the local emulator handles poorly
    expect(sent).toHaveLength(3);
    expect(sent.map((s) => `${s.method} ${s.url}`).sort()).toEqual(
      [`DELETE ${HOST}/originals/u1/p1`, `DELETE ${HOST}/photos/p1/display.webp`, `DELETE ${HOST}/photos/p1/thumbnail.webp`].sort(),
    );
  });

  it('deletes one object by key, and fails when S3 refuses the delete (the photo record then stays)', async () => {
    await store.delete('originals/u1/p1');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([`DELETE ${HOST}/originals/u1/p1`]);

    answer = () => s3Error(403, 'AccessDenied');
    await expect(store.delete('originals/u1/p1')).rejects.toThrow('AccessDenied');
  });

  it('tries a write again after a throttle or a passing fault, as the S3 client did, and never after a refusal', async () => {
    // Arrange: waits recorded, not slept
    const waits: number[] = [];
    const retrying = createS3MediaStore({ ...access, retry: { attempts: 3, sleep: async (ms) => void waits.push(ms) } }, BUCKET);
    const failures = [s3Error(503, 'SlowDown'), s3Error(500, 'InternalError')];
    answer = () => failures.shift() ?? new Response(null, { status: 200 });

    // Act: the third attempt is answered
    await retrying.putDerived('photos/p1/display.webp', { data: Buffer.from('webp'), contentType: 'image/webp' });

    // Assess
    expect(sent.map((s) => s.method)).toEqual(['PUT', 'PUT', 'PUT']);
    expect(waits).toHaveLength(2);

    // A refusal is final at once, and a fault that lasts is thrown after the third attempt.
    sent = [];
    answer = () => s3Error(403, 'AccessDenied');
    await expect(retrying.delete('originals/u1/p1')).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(sent).toHaveLength(1);
    sent = [];
    answer = () => s3Error(503, 'SlowDown');
    await expect(retrying.read('photos/p1/display.webp')).rejects.toMatchObject({ name: 'SlowDown', status: 503 });
    expect(sent).toHaveLength(3);
  });

  it('presigns a POST whose policy fixes the key, the content type and 1 byte to 10 MB', async () => {
    // Act
    const upload = await store.presignUpload({ key: 'originals/u1/p1', contentType: 'image/webp', expiresInSeconds: 600 });

    // Assess
    expect(upload.url).toContain(BUCKET);
    expect(upload.fields).toMatchObject({ key: 'originals/u1/p1', 'Content-Type': 'image/webp' });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: BUCKET },
        { key: 'originals/u1/p1' },
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        ['eq', '$Content-Type', 'image/webp'],
      ]),
    );
    const lifetime = (Date.parse(policy.expiration) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
    // Presigning is local work: nothing is sent.
    expect(sent).toHaveLength(0);
  });
});
