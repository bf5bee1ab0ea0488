/**
 * The site's security headers, defined once: the CloudFront response-headers policy (stack/site.ts) and
 * the local server (local/security-headers.ts) both build them from here, so the two modes send the same
 * Content-Security-Policy. docs/decisions/content-security-policy.md explains each directive.
 */

export interface PolicyOrigins {
  /**
   * Where the browser sends presigned POST uploads: the media bucket's S3 endpoint in the cloud, the
   * storage front's port locally. Media itself is served from the site's own origin (`/media/`).
   */
  readonly uploadOrigin: string;
}

/** Additions for Vite's dev server only (`npm run dev`): its inline React Refresh preamble and HMR socket. */
export interface DevAllowances {
  readonly scriptHashes: readonly string[];
  readonly connect: readonly string[];
}

export type Directives = Readonly<Record<string, readonly string[]>>;

export function contentSecurityPolicyDirectives(origins: PolicyOrigins, dev?: DevAllowances): Directives {
  return {
    'default-src': ["'self'"],
    // Every script is a file of the build: no inline script, no eval.
    'script-src': ["'self'", ...(dev?.scriptHashes ?? [])],
    // styled-components (inside the photo editor) writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos come from /media/ on this origin; the drawn artwork and placeholders are data: URIs; the
    // editor and the upload previews draw from blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The API is on this origin; uploads go straight to storage.
    'connect-src': ["'self'", origins.uploadOrigin, ...(dev?.connect ?? [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export function contentSecurityPolicy(origins: PolicyOrigins, dev?: DevAllowances): string {
  return serializePolicy(contentSecurityPolicyDirectives(origins, dev));
}

/** Full URLs leave our origin only as the origin: enough for analytics elsewhere, no photo ids or tokens. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Powerful features the app never uses, switched off for it and anything it could ever embed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** One year, as CloudFront's managed SecurityHeadersPolicy sets it. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** The headers every answer of the site carries (HSTS only over HTTPS, so only in the cloud). */
export function securityHeaders(origins: PolicyOrigins, dev?: DevAllowances): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(origins, dev),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
