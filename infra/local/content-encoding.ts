/**
 * Which precompressed twin of a static file to send (web/build/compress-assets writes `.br` and `.gz`
 * beside each text asset): brotli if the browser accepts it, else gzip, else the file itself. Only the
 * web app's files are negotiated; /media and the API never pass through here.
 */
export type Encoding = 'br' | 'gzip';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The codings an Accept-Encoding header allows (q=0 refuses one; `*` allows any not named). */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [rawName = '', ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = !q || Number(q.slice(2)) > 0;
    if (!allowed) refused.add(name);
    else if (name === '*') wildcard = true;
    else if (name === 'br' || name === 'gzip') accepted.add(name);
  }
  if (wildcard) for (const name of ['br', 'gzip'] as const) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

/** The encoding to send and the file holding it, given which twins exist. */
export function chooseEncoding(
  file: string,
  acceptEncoding: string | undefined,
  exists: (path: string) => boolean,
): { file: string; encoding: Encoding | null } {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ['br', 'gzip'] as const) {
    const twin = `${file}${SUFFIX[encoding]}`;
    if (accepted.has(encoding) && exists(twin)) return { file: twin, encoding };
  }
  return { file, encoding: null };
}
