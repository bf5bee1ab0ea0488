/** Leaving, as tests finish and check it: the account-deletion job run until the member is gone. */
import { getUser } from '../../../functions/data/users';
import { runScheduledJob } from '../../../infra/local/scheduled-jobs';
import type { LocalServer } from '../../../infra/local/server';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { client } from './local-app';
import type { Client } from './members';
import { jpegWithGps, uploadViaStorage } from './photos';

export const runDeletionJob = () =>
  runScheduledJob('account-deletion') as Promise<{ finished: number; unfinished: number; failed: number }>;

/**
 * Runs the job until the member is gone (local mode also runs it every 5 s, so a run of its own may be
 * the one that finishes): true once they are, within a few runs.
 */
export async function finishedByTheJob(id: string): Promise<boolean> {
  for (let run = 0; run < 5 && (await getUser(id)); run += 1) await runDeletionJob();
  return (await getUser(id)) === null;
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
