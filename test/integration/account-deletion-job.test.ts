/**
 * Leaving's last gap (docs/decisions/account-deletion-job.md): a deletion nobody has to retry. A sweep that fails half-way (every S3
 * attempt answers SlowDown) or runs out of time answers 202 with the member already signed out and refused
 * every write; the account-deletion job, with no retry by the member, finishes it and nothing of them
 * remains. Forty DELETEs at once run the deletion once and none answers 5xx
 * (docs/decisions/account-deletion.md).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../shared/constants';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account';
import { claimDeletion, releaseDeletion } from '../../functions/data/members/user-deletion';
import { getUser } from '../../functions/data/members/users';
import { deleteAccount } from '../../functions/account/account-erasure';
import { DELETION_LEASE_MS, DeletionOutOfTime } from '../../functions/account/deletion-budget';
import { faultSwitch } from '../../infra/local/faults/fault-switch';
import { bucketKeys, mentioning, tableItemsOnceSwept, throttles } from './support/leftovers';
import { uploadViaStorage } from './support/photos';
import { finishedByTheJob, publicPhotoOf, runDeletionJob, sameSession } from './support/account-deletion';
import { newMember, NEW_MEMBER_PASSWORD, useDemoMembers } from './support/members';
import { keysRead, recordDynamoCommands } from './support/sent-commands';
import { tableItems } from './support/table';

const { app, ben, ids } = useDemoMembers();

let photoBytes: Buffer;
let benPhoto: string;
beforeAll(async () => {
  ({ bytes: photoBytes, photoId: benPhoto } = await publicPhotoOf(app, ben));
}, 60_000);

afterEach(() => faultSwitch.set(0));

/** A member with two public photos, a comment and a like on Ben's photo, and a follow of Ben. */
async function leavingMember(email: string) {
  const { browser, id } = await newMember(app, email, { firstName: 'Eve', lastName: 'Leaving' });
  const photos = await uploadViaStorage(
    app,
    browser,
    [
      { name: 'a.jpg', bytes: photoBytes },
      { name: 'b.jpg', bytes: photoBytes },
    ],
    { visibility: 'public' },
  );
  expect((await browser.post(`/api/photos/${benPhoto}/comments`, { content: 'Bye' })).status).toBe(201);
  expect((await browser.post(`/api/photos/${benPhoto}/likes`)).status).toBeLessThan(300);
  expect((await browser.post(`/api/users/${ids.ben}/follow`)).status).toBeLessThan(300);
  return { browser, id, email, photos };
}

/** Nothing but the address's own throttles names the member; no object of theirs; Ben sees nothing of them. */
async function nothingLeftOf(member: { id: string; email: string; photos: string[] }): Promise<void> {
  const needles = [member.id, member.email, ...member.photos];
  expect(await getUser(member.id)).toBeNull();
  expect(mentioning(await tableItemsOnceSwept(), needles).filter((item) => !throttles(item))).toEqual([]);
  expect((await bucketKeys()).filter((key) => [member.id, ...member.photos].some((needle) => key.includes(needle)))).toEqual([]);
  for (const path of ['/api/photos/public?limit=50', `/api/photos/${benPhoto}/comments`, `/api/users/${ids.ben}/followers`]) {
    expect(JSON.stringify((await ben.get(path)).body), path).not.toMatch(new RegExp(needles.join('|')));
  }
  for (const photo of member.photos) expect([403, 404]).toContain((await ben.get(`/api/photos/${photo}`)).status);
}

describe('an account deletion that finishes itself', () => {
  it('a sweep that fails half-way answers 202, signs the member out, and the job finishes it with no retry', async () => {
    const member = await leavingMember('eve.fails@example.com');
    const retry = sameSession(app, member.browser);
    const counts = (await ben.get(`/api/photos/${benPhoto}`)).body;

    // Every S3 attempt fails: the sweep stops at its first step, the photos' objects.
    faultSwitch.set(1, ['SlowDown']);
    const deletion = await member.browser.delete('/api/auth/user', { password: NEW_MEMBER_PASSWORD });
    expect(deletion.status).toBe(202);
    expect(deletion.body).toEqual({ message: ACCOUNT_MESSAGES.deleteContinues });
    expect(deletion.cookies.some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`) && /max-age=0/i.test(c))).toBe(true);
    // A retry by the same session while the sweep still fails answers 202 again (409 while local mode's
    // own run of the job holds the claim), never 500.
    expect([202, 409]).toContain((await retry.delete('/api/auth/user', { password: NEW_MEMBER_PASSWORD })).status);

    // Half-way: the profile is still there, marked; the member is signed out and writes nothing.
    expect((await getUser(member.id))?.leavingSince).toBeTruthy();
    expect((await retry.get('/api/auth/user')).status).toBe(401);
    expect((await retry.post(`/api/photos/${benPhoto}/comments`, { content: 'Still here?' })).status).toBe(401);
    faultSwitch.set(0);

    // No retry by the member: the job finds them on the work list and finishes.
    expect(await finishedByTheJob(member.id)).toBe(true);
    await nothingLeftOf(member);
    expect((await ben.get(`/api/photos/${benPhoto}`)).body).toMatchObject({
      likes: counts.likes - 1,
      comments: counts.comments - 1,
    });
    // Gone: the session is gone with the rest, and the next run finds nobody.
    expect((await retry.delete('/api/auth/user', { password: NEW_MEMBER_PASSWORD })).status).toBe(401);
    expect(await runDeletionJob()).toEqual({ finished: 0, unfinished: 0, failed: 0 });
  }, 120_000);

  it('a run out of time stops between two steps; the job skips a live claim and continues once it is given back', async () => {
    const member = await leavingMember('eve.slow@example.com');
    const user = (await getUser(member.id))!;
    const leavingSince = await claimDeletion(member.id, DELETION_LEASE_MS);
    expect(leavingSince).toBeTruthy();
    await expect(
      deleteAccount({ ...user, leavingSince: leavingSince! }, { markedAt: Date.now(), deadline: Date.now() }),
    ).rejects.toBeInstanceOf(DeletionOutOfTime);
    // Its credentials ended before the first check: the session opens nothing.
    expect((await member.browser.get('/api/auth/user')).status).toBe(401);

    // While the claim is live, the job leaves it.
    expect(await runDeletionJob()).toEqual({ finished: 0, unfinished: 0, failed: 0 });
    expect((await getUser(member.id))?.leavingSince).toBeTruthy();
    await releaseDeletion(member.id);
    expect(await finishedByTheJob(member.id)).toBe(true);
    await nothingLeftOf(member);
  }, 120_000);

  it('reads its photos without their counter shards, and two passes over a photo leave one deleted-photo entry', async () => {
    const member = await leavingMember('eve.twice@example.com');
    const [crashing] = member.photos;
    let crashed = false;
    // The first deletion of one photo's item fails as a crash would: the job's run deletes that photo again.
    const recorder = recordDynamoCommands({
      refuse: ({ name, input }) =>
        !crashed && name === 'DeleteCommand' && input.Key?.PK === `PHOTO#${crashing}` && input.Key?.SK === 'PHOTO' && (crashed = true),
    });
    try {
      expect((await member.browser.delete('/api/auth/user', { password: NEW_MEMBER_PASSWORD })).status).toBe(202);
      expect(crashed).toBe(true);
      expect(await finishedByTheJob(member.id)).toBe(true);
    } finally {
      recorder.stop();
    }
    const photoDeletions = recorder.sent.filter(({ name, input }) => name === 'PutCommand' && input.Item?.type === 'deleted-photo');
    expect(photoDeletions.filter(({ input }) => input.Item.photoId === crashing).length).toBeGreaterThanOrEqual(2);
    const entries = (await tableItems()).filter(
      (item) => item.type === 'deleted-photo' && member.photos.includes(String(item.photoId)),
    );
    expect(entries.map((item) => item.photoId).sort()).toEqual([...member.photos].sort());

    const shardReads = recorder.sent
      .flatMap(keysRead)
      .filter((key) => member.photos.some((photo) => key.PK.startsWith(`PHOTO#${photo}#COUNT#`)));
    expect(shardReads).toEqual([]);
    await nothingLeftOf(member);
  }, 120_000);

  it('40 DELETEs at once by the member: one runs the deletion, the others answer 409, 401 or 429, none a 5xx', async () => {
    const member = await leavingMember('eve.forty@example.com');
    const browsers = Array.from({ length: 40 }, () => sameSession(app, member.browser));
    const statuses = await Promise.all(
      browsers.map(async (browser) => (await browser.delete('/api/auth/user', { password: NEW_MEMBER_PASSWORD })).status),
    );
    // 429: a password check is reserved as a sign-in attempt before it is judged (the sign-in form's limit).
    expect(statuses.filter((status) => ![202, 204, 401, 409, 429].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 202 || status === 204)).toHaveLength(1);
    // A loaded machine may have handed it to the job: the job finishes it either way.
    expect(await finishedByTheJob(member.id)).toBe(true);
    await nothingLeftOf(member);
  }, 120_000);
});
