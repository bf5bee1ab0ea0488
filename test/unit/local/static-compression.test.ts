/** The local server's static files: precompressed twins chosen by Accept-Encoding, with Vary. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../../infra/local/content-encoding';
import { staticWebApp } from '../../../infra/local/web-app';
import { compressDirectory } from '../../../web/build/compress-assets';

let dist: string;
let server: Server;
let base: string;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'snifty-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><body>${'<p>landing</p>'.repeat(200)}</body></html>`);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dist, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
  compressDirectory(dist);
  const web = staticWebApp(dist);
  server = createServer((req, res) => void web(req, res, new URL(req.url ?? '/', 'http://localhost')));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the header's effect). */
function get(
  path: string,
  acceptEncoding?: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ headers: res.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files', () => {
  it('sends brotli when accepted, gzip when only gzip is, and the file itself otherwise, always with Vary', async () => {
    const br = await get('/assets/index-abc.js', 'gzip, deflate, br');
    const gzip = await get('/assets/index-abc.js', 'gzip;q=1.0, br;q=0');
    const plain = await get('/assets/index-abc.js');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    for (const reply of [br, gzip, plain]) expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(plain.bytes).toBe(Buffer.byteLength(script));
    expect(br.bytes).toBeLessThan(plain.bytes / 10);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('compresses the page the SPA falls back to, and never an image', async () => {
    expect((await get('/some/screen', 'br')).headers['content-encoding']).toBe('br');
    const image = await get('/assets/photo.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
  });

  it('reads Accept-Encoding as RFC 9110 does: q=0 refuses, * allows the rest', () => {
    expect([...acceptedEncodings('br;q=0, *')]).toEqual(['gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings(' GZIP ; q=0.5 , br')].sort()).toEqual(['br', 'gzip']);
  });
});
