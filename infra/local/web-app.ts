/**
 * Serves the SPA at the same origin as the API: the production build from web/dist (npm start), or
 * Vite in middleware mode with hot reload (npm run dev). Unknown paths get index.html, as CloudFront does.
 * Text files go out brotli- or gzip-encoded from the build's precompressed twins when the browser accepts it.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { COMPRESSIBLE_EXTENSIONS } from '../../web/build/compress-assets';
import { chooseEncoding } from './content-encoding';
import { sendHtml } from './http-utils';
import { decodePathSegment } from '../../functions/lib/http/path-params';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type WebHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

export function staticWebApp(distDir: string): WebHandler {
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  return (req, res, url) => {
    const path = decodePathSegment(url.pathname);
    // Malformed percent-encoding (`/%E0%A4%A`) names no file and no page.
    if (path === null) return sendHtml(res, 404, '<p>Not found</p>');
    if (!existsSync(index)) {
      return sendHtml(res, 503, '<p>The web app is not built yet: run <code>npm run build:web</code> (npm start does it).</p>');
    }
    const requested = normalize(join(root, path));
    const insideRoot = requested.startsWith(root);
    const file = insideRoot && existsSync(requested) && statSync(requested).isFile() ? requested : index;
    const immutable = file !== index && url.pathname.startsWith('/assets/');
    const compressible = COMPRESSIBLE_EXTENSIONS.has(extname(file));
    const sent = compressible ? chooseEncoding(file, req.headers['accept-encoding'], existsSync) : { file, encoding: null };
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      // A cache must keep each encoding apart, whichever this answer used.
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
    });
    createReadStream(sent.file).pipe(res);
  };
}

export async function viteWebApp(): Promise<{ handler: WebHandler; indexHtml(): Promise<string>; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: resolve('web/vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'spa',
  });
  return {
    handler: (req, res) => new Promise<void>((done) => vite.middlewares(req, res, () => done())),
    /** index.html as Vite serves it, with the inline scripts it adds (security-headers.ts hashes them). */
    indexHtml: () => vite.transformIndexHtml('/', readFileSync(resolve('web/index.html'), 'utf8')),
    close: () => vite.close(),
  };
}
