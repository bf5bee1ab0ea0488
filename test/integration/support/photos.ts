/** Helpers for photo tests: pictures made with sharp, uploads the way the browser and the mobile app send them. */
import sharp from 'sharp';
import type { LocalServer } from '../../../infra/local/server';
import type { client as makeClient } from './local-app';

type Client = ReturnType<typeof makeClient>;

/** A JPEG with a colour gradient, and EXIF GPS unless told otherwise. */
export async function jpegWithGps(options: { width?: number; height?: number; from?: string; to?: string } = {}): Promise<Buffer> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${options.from ?? '#ff7a18'}"/><stop offset="1" stop-color="${options.to ?? '#1e3c72'}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${height / 6}" fill="#fff3b0"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Snifty', Model: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}

/** The browser's way: presigned POSTs, then the bytes straight to storage. Resolves after analysis. */
export async function uploadViaStorage(
  app: LocalServer,
  browser: Client,
  files: { name: string; bytes: Buffer; type?: string }[],
  privacy: Record<string, unknown> = { visibility: 'private' },
): Promise<string[]> {
  const reply = await browser.post('/api/photos/uploads', {
    files: files.map((f) => ({ name: f.name, type: f.type ?? 'image/jpeg', size: f.bytes.length })),
    privacy,
  });
  if (reply.status !== 201) throw new Error(`uploads refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  const uploads = reply.body.uploads as { photoId: string; url: string; fields: Record<string, string> }[];
  await Promise.all(
    uploads.map(async (upload, i) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(files[i]!.bytes)], { type: files[i]!.type ?? 'image/jpeg' }), files[i]!.name);
      const stored = await fetch(upload.url, { method: 'POST', body: form });
      if (stored.status !== 204) throw new Error(`storage refused: ${stored.status} ${await stored.text()}`);
    }),
  );
  await settle(app);
  return uploads.map((u) => u.photoId);
}

/** The multipart POST /api/photos (or another multipart photo call, e.g. POST /api/photos/edit). */
export async function uploadMultipart(
  app: LocalServer,
  browser: Client,
  file: { name: string; bytes: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
  path = '/api/photos',
) {
  const form = new FormData();
  if (file) form.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${app.url}${path}`, { method: 'POST', body: form, headers: { cookie, origin: app.url } });
  const body = await response.json();
  await settle(app);
  return { status: response.status, body };
}

/** Waits until the object-created events so far have been analysed. */
export async function settle(app: LocalServer): Promise<void> {
  await new Promise((done) => setTimeout(done, 50));
  await app.objectStore.idle();
}
