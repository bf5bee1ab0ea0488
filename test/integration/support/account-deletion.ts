/** Leaving, as tests finish and check it: the account-deletion job run until the member is gone. */
import { getUser } from '../../../functions/data/members/users';
import { runScheduledJob } from '../../../infra/local/scheduled-jobs';
import type { LocalServer } from '../../../infra/local/server';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { client } from './local-app';
import type { Client } from './members';
import { jpegWithGps, uploadViaStorage } from './photos';

export const runDeletionJob = () =>
  runScheduledJob('account-deletion') as Promise<{ finished: number; unfinished: number; failed: number }>;

/** How long the job may take to finish a member: a loaded machine slows each of its runs. */
const FINISH_WITHIN_MS = 60_000;

/**
 * Runs the job until the member is gone: true once they are, within FINISH_WITHIN_MS. Local mode also runs
 * it every 5 s, and while that run holds the member's claim ours skip them at once, so between runs this
 * waits a moment rather than counting runs.
 */
export async function finishedByTheJob(id: string): Promise<boolean> {
  const deadline = Date.now() + FINISH_WITHIN_MS;
  for (let run = 0; ; run += 1) {
    if ((await getUser(id)) === null) return true;
    if (Date.now() >= deadline) return false;
    if (run > 0) await new Promise((done) => setTimeout(done, 250));
    await runDeletionJob();
  }
}

/** A small JPEG, and one public photo of `member` made from it (what a leaving member reacts to). */
export async function publicPhotoOf(app: LocalServer, member: Client): Promise<{ bytes: Buffer; photoId: string }> {
  const bytes = await jpegWithGps({ width: 320, height: 240 });
  const [photoId] = await uploadViaStorage(app, member, [{ name: 'photo.jpg', bytes }], { visibility: 'public' });
  return { bytes, photoId: photoId! };
}

/** Another browser holding the same session cookie (the member's own forgets it when a deletion clears it). */
export function sameSession(app: LocalServer, browser: Client): Client {
  const copy = client(app.url);
  copy.jar.set(SESSION_COOKIE_NAME, browser.jar.get(SESSION_COOKIE_NAME)!);
  return copy;
}
