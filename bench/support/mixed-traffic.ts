/**
 * Mixed traffic by three members against local mode, round by round, for the fault test
 * (test/integration/faults.test.ts), `npm run bench:faults` and `npm run bench:soak`: reads of every list
 * and detail, like toggles, comments, shares (some mailed), presigned uploads and deletes. It keeps a
 * ledger of what the API said it applied, so `brokenPromises` can check afterwards that each applied write
 * counts once and nothing refused left a trace.
 */
import { RATE_LIMIT_WINDOW_MS, UPLOAD_REQUESTS_PER_WINDOW } from '../../shared/constants';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A signed-in browser (test/integration/support/local-app.ts `client`). */
export interface Browser {
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
  delete(path: string): Promise<Answer>;
}

export interface Cast {
  ava: Browser;
  ben: Browser;
  chloe: Browser;
  ids: { ava: string; ben: string };
  /** Ava's public photos everyone reacts to. */
  photos: string[];
  /** A tribe of Ava's Ben belongs to, for the tribe feed, if the setup made one. */
  family?: string;
  /** The JPEG Ben uploads. */
  jpeg: Buffer;
}

export interface Outcome {
  what: string;
  kind: 'read' | 'write';
  status: number;
  message: unknown;
  retryAfter: string | null;
  ms: number;
}

/** Share mails are limited to 20 per member and hour: a run mails at most that many. */
const SHARE_MAILS = 20;
/** Uploads spaced this far apart never meet the allowance: a long run's pace. */
export const PACED_UPLOAD_MS = RATE_LIMIT_WINDOW_MS / UPLOAD_REQUESTS_PER_WINDOW;

export interface Ledger {
  /** 200 answers to like toggles, by `member photo`: each flipped the like once. */
  flips: Map<string, number>;
  /** The comments accepted (201), by photo. */
  comments: Map<string, string[]>;
  uploaded: string[];
  deleted: Set<string>;
  shares: number;
}

/**
 * The traffic: `round(n)` sends one round at once and resolves when every answer is in. Ben uploads one
 * photo a round, at most `uploadSpacingMs` apart and never more than his allowance in its window; with
 * `keepUploads` every other upload is kept, else each is deleted a round later (a long run's data then
 * stays the same size).
 */
export function mixedTraffic(
  cast: Cast,
  options: { onAnswer: (outcome: Outcome) => void; keepUploads?: boolean; uploadSpacingMs?: number },
) {
  const { ava, ben, chloe, ids, photos } = cast;
  const ledger: Ledger = {
    flips: new Map(),
    comments: new Map(photos.map((p) => [p, []])),
    uploaded: [],
    deleted: new Set(),
    shares: 0,
  };
  let mails = 0;
  const uploadTimes: number[] = [];

  async function send(what: string, sending: Promise<Answer>): Promise<Answer> {
    const started = performance.now();
    const reply = await sending;
    options.onAnswer({
      what,
      kind: what.startsWith('read') ? 'read' : 'write',
      status: reply.status,
      message: (reply.body as { message?: unknown } | null)?.message,
      retryAfter: reply.headers.get('retry-after'),
      ms: performance.now() - started,
    });
    return reply;
  }
  const read = (who: Browser, label: string, path: string) => send(`read ${label}`, who.get(path));

  async function toggleLike(name: 'ben' | 'chloe', photo: string) {
    const reply = await send('write like', cast[name].post(`/api/photos/${photo}/likes`));
    if (reply.status === 200) ledger.flips.set(`${name} ${photo}`, (ledger.flips.get(`${name} ${photo}`) ?? 0) + 1);
  }

  async function comment(photo: string, round: number) {
    const content = `round ${round}`;
    const reply = await send('write comment', chloe.post(`/api/photos/${photo}/comments`, { content }));
    if (reply.status === 201) ledger.comments.get(photo)!.push(content);
  }

  async function share(photo: string, round: number) {
    const mailed = round % 2 === 1 && mails < SHARE_MAILS;
    if (mailed) mails += 1;
    const body = { photoId: photo, shareType: 'warm', ...(mailed ? { toEmail: `friend${round}@example.com` } : {}) };
    if ((await send('write share', ava.post('/api/silent-shares', body))).status === 201) ledger.shares += 1;
  }

  async function upload() {
    const now = performance.now();
    while (uploadTimes.length && uploadTimes[0]! <= now - RATE_LIMIT_WINDOW_MS) uploadTimes.shift();
    // One place spare: a request refused with 503 may still have taken its place.
    if (uploadTimes.length >= UPLOAD_REQUESTS_PER_WINDOW - 1) return;
    if (uploadTimes.length && now - uploadTimes.at(-1)! < (options.uploadSpacingMs ?? 0)) return;
    uploadTimes.push(now);
    const id = await presignedUpload(ben, cast.jpeg, { visibility: 'public' }, (reply) => send('write upload', reply));
    if (id) ledger.uploaded.push(id);
  }

  async function deleteOne() {
    const victim = ledger.uploaded.find((id, index) => !ledger.deleted.has(id) && (!options.keepUploads || index % 2 === 0));
    if (!victim) return;
    if ((await send('write delete', ben.delete(`/api/photos/${victim}`))).status === 204) ledger.deleted.add(victim);
  }

  async function round(n: number): Promise<void> {
    const photo = photos[n % photos.length]!;
    await Promise.all([
      read(ben, 'feed', '/api/photos'),
      read(chloe, 'public', '/api/photos/public'),
      read(ben, 'detail', `/api/photos/${photo}`),
      read(chloe, 'comments', `/api/photos/${photo}/comments`),
      read(ava, 'profile photos', `/api/users/${ids.ava}/photos`),
      read(ava, 'profile', `/api/users/${ids.ava}/profile`),
      read(ava, 'notifications', '/api/notifications'),
      read(ava, 'unread', '/api/notifications/unread-count'),
      read(chloe, 'search', '/api/photos/search?q=photo'),
      ...(cast.family ? [read(ben, 'tribe feed', `/api/tribes/${cast.family}/photos`)] : []),
      toggleLike('ben', photo),
      toggleLike('chloe', photo),
      comment(photo, n),
      share(photo, n),
      upload(),
      deleteOne(),
    ]);
  }

  return { round, ledger };
}

/**
 * The browser's upload of one JPEG: a presigned POST asked of the API (its answer passed through `answered`),
 * then the bytes straight to storage. The photo's id, or null when the API refused.
 */
export async function presignedUpload(
  who: Browser,
  jpeg: Buffer,
  privacy: Record<string, unknown>,
  answered: (reply: Promise<Answer>) => Promise<Answer> = (reply) => reply,
): Promise<string | null> {
  const file = { name: 'f.jpg', type: 'image/jpeg', size: jpeg.length };
  const reply = await answered(who.post('/api/photos/uploads', { files: [file], privacy }));
  if (reply.status !== 201) return null;
  const [slot] = (reply.body as { uploads: { photoId: string; url: string; fields: Record<string, string> }[] }).uploads;
  const form = new FormData();
  for (const [name, value] of Object.entries(slot!.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'f.jpg');
  const stored = await fetch(slot!.url, { method: 'POST', body: form });
  if (stored.status !== 204) throw new Error(`storage refused an upload: ${stored.status}`);
  return slot!.photoId;
}

/** Whether an answer keeps the promise: a read never 5xx; a write's 5xx only a 503 with Retry-After and a message. */
export function answerKeepsPromise(outcome: Outcome): boolean {
  if (outcome.status < 500) return true;
  return outcome.kind === 'write' && outcome.status === 503 && Number(outcome.retryAfter) > 0 && typeof outcome.message === 'string';
}

/**
 * What the state says against the ledger, once traffic and faults have stopped and the pipeline settled
 * (`[]` when every promise held): each upload ready or deleted, Ben's photos exactly those, each like as
 * its answered toggles left it and counted once, the comments and shares accepted and no others.
 */
export async function brokenPromises(cast: Cast, ledger: Ledger): Promise<string[]> {
  const { ava, ben, chloe, ids } = cast;
  const broken: string[] = [];
  const check = (holds: boolean, what: string) => {
    if (!holds) broken.push(what);
  };
  for (const id of ledger.uploaded) {
    const detail = await ben.get(`/api/photos/${id}`);
    if (ledger.deleted.has(id)) check(detail.status === 404, `deleted photo ${id} answers ${detail.status}`);
    else {
      const status = (detail.body as { status?: string } | null)?.status;
      check(detail.status === 200 && status === 'ready', `photo ${id} is ${detail.status} ${status}`);
    }
  }
  const listed = ((await ben.get(`/api/users/${ids.ben}/photos?limit=100`)).body as { id: string }[]).map((p) => p.id).sort();
  const kept = ledger.uploaded.filter((id) => !ledger.deleted.has(id)).sort();
  check(JSON.stringify(listed) === JSON.stringify(kept), `Ben's photos ${listed.join()} are not the ones kept: ${kept.join()}`);

  let likes = 0;
  for (const photo of cast.photos) {
    const seenBy = async (who: Browser) =>
      (await who.get(`/api/photos/${photo}`)).body as { isLiked: boolean; likes: number; comments: number };
    const [asBen, asChloe] = [await seenBy(ben), await seenBy(chloe)];
    for (const [name, seen] of [
      ['ben', asBen],
      ['chloe', asChloe],
    ] as const) {
      const expected = (ledger.flips.get(`${name} ${photo}`) ?? 0) % 2 === 1;
      check(seen.isLiked === expected, `${name}'s like on ${photo} is ${seen.isLiked}, its answered toggles say ${expected}`);
    }
    const liked = Number(asBen.isLiked) + Number(asChloe.isLiked);
    check(asBen.likes === liked, `photo ${photo} counts ${asBen.likes} likes for ${liked}`);
    likes += asBen.likes;
    const contents = ((await ben.get(`/api/photos/${photo}/comments?limit=100`)).body as { content: string }[]).map((c) => c.content);
    const accepted = ledger.comments.get(photo)!;
    check(
      JSON.stringify([...contents].sort()) === JSON.stringify([...accepted].sort()),
      `photo ${photo} lists comments ${contents.join('|')}, accepted ${accepted.join('|')}`,
    );
    check(asBen.comments === contents.length, `photo ${photo} counts ${asBen.comments} comments for ${contents.length}`);
  }
  const profile = (await ava.get(`/api/users/${ids.ava}/profile`)).body as { likes: number };
  check(profile.likes === likes, `Ava's profile counts ${profile.likes} likes for ${likes}`);
  const shares = (await ava.get('/api/silent-shares?limit=100')).body as unknown[];
  check(shares.length === ledger.shares, `Ava has ${shares.length} shares, ${ledger.shares} were accepted`);
  return broken;
}
