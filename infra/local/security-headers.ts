/**
 * The local server's security headers: the same policy as the cloud's (../security-headers.ts), with
 * the storage front as the upload origin, set on every answer before any handler writes its own headers.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { securityHeaders, type DevAllowances } from '../security-headers';

/** Vite's HMR socket in middleware mode (its default port; web/vite.config.ts sets none). */
const VITE_HMR_SOCKETS = ['ws://localhost:24678', 'ws://127.0.0.1:24678'];

export function localSecurityHeaders(storageEndpoint: string, dev?: DevAllowances): Record<string, string> {
  return securityHeaders({ uploadOrigin: new URL(storageEndpoint).origin }, dev);
}

export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * What `npm run dev` adds: the hashes of the inline scripts Vite writes into index.html (the React
 * Refresh preamble), so the dev page runs under the same script-src as the build, and the HMR socket.
 */
export function viteDevAllowances(transformedIndexHtml: string): DevAllowances {
  const inline = [...transformedIndexHtml.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return {
    scriptHashes: inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`),
    connect: VITE_HMR_SOCKETS,
  };
}
