/**
 * Download my data, taken back: each copy has a key of its own, so an old link never serves a newer copy,
 * and a new password (changed or reset), signing out everywhere else and a new copy each end every earlier
 * link. A member who started leaving gets no copy and no mail.
 */
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_MESSAGES } from '../../shared/messages/data-export';
import { claimDeletion } from '../../functions/data/members/user-deletion';
import { getDataExport } from '../../functions/data/members/data-exports';
import { runScheduledJob } from '../../infra/local/scheduled-jobs';
import { client, linkToken, mailTo } from './support/local-app';
import { NEW_MEMBER_PASSWORD, newMember, useDemoMembers } from './support/members';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { packed } from './support/data-export';

const { app } = useDemoMembers();

/** A fresh member with one photo and a ready copy of their data whose link serves the zip. */
async function memberWithCopy(email: string) {
  const member = await newMember(app, email);
  await uploadViaStorage(app, member.browser, [{ name: 'p.jpg', bytes: await jpegWithGps() }]);
  expect((await member.browser.post('/api/auth/user/export')).status).toBe(202);
  const copy = await packed(member.browser);
  expect(copy.status).toBe('ready');
  expect((await fetch(copy.downloadUrl!)).status).toBe(200);
  return { ...member, copy };
}

const path = (url: string) => new URL(url).pathname;

describe('taking back links to a copy of one’s data', () => {
  it('gives each copy its own unguessable key: after a new copy the old link serves nothing, the new one its copy', async () => {
    const { browser, copy: first } = await memberWithCopy('new-copy@example.com');
    expect((await browser.post('/api/auth/user/export')).status).toBe(202);
    // The earlier copy stops as soon as a new one is asked for, before the new one is packed.
    expect((await fetch(first.downloadUrl!)).status).toBe(404);
    const second = await packed(browser);
    expect(path(second.downloadUrl!)).not.toBe(path(first.downloadUrl!));
    expect(path(second.downloadUrl!)).toMatch(/^\/media\/exports\/[^/]+\/[A-Za-z0-9_-]{40,}\.zip$/);
    expect((await fetch(first.downloadUrl!)).status).toBe(404);
    expect((await fetch(second.downloadUrl!)).status).toBe(200);
  });

  it('ends every earlier link when the password changes, and the page no longer offers the copy', async () => {
    const { browser, copy } = await memberWithCopy('changes-password@example.com');
    const changed = await browser.post('/api/auth/change-password', {
      currentPassword: NEW_MEMBER_PASSWORD,
      newPassword: 'a brand new pass',
    });
    expect(changed.status).toBe(204);
    expect((await fetch(copy.downloadUrl!)).status).toBe(404);
    expect(await browser.get('/api/auth/user/export')).toMatchObject({ status: 404, body: { message: DATA_EXPORT_MESSAGES.none } });
  });

  it('ends every earlier link when the password is reset by mail', async () => {
    const email = 'resets-password@example.com';
    const { copy } = await memberWithCopy(email);
    const phone = client(app.url);
    expect((await phone.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const resetMail = (await mailTo(app.url, email)).find((m) => m.text.includes('/reset-password'));
    const token = linkToken(resetMail!.text, '/reset-password');
    const reset = await phone.post('/api/auth/reset-password', { password: 'reset pass 1', confirmPassword: 'reset pass 1', token });
    expect(reset.status).toBe(200);
    expect((await fetch(copy.downloadUrl!)).status).toBe(404);
  });

  it('ends every earlier link when the member signs out everywhere else', async () => {
    const { browser, copy } = await memberWithCopy('signs-out-elsewhere@example.com');
    const ended = await browser.delete('/api/auth/sessions');
    expect(ended.status).toBe(200);
    expect((await fetch(copy.downloadUrl!)).status).toBe(404);
    // This browser stays signed in, and may ask for a new copy.
    expect((await browser.post('/api/auth/user/export')).status).toBe(202);
  });

  it('packs nothing and mails nothing for a member who started leaving, and takes the copy off the queue', async () => {
    const email = 'leaving-with-a-copy@example.com';
    const { browser, id } = await newMember(app, email);
    expect((await browser.post('/api/auth/user/export')).status).toBe(202);
    // Leaving starts (as DELETE /api/auth/user's claim marks it) before the job's run.
    expect(await claimDeletion(id, 60_000)).not.toBeNull();
    // A run may pack another member's queued copy first and stop: run until this one is dealt with.
    for (let run = 0; run < 20 && (await getDataExport(id)); run += 1) await runScheduledJob('data-export');
    expect(await getDataExport(id)).toBeNull();
    const mails = await mailTo(app.url, email);
    expect(mails.filter((m) => m.subject === DATA_EXPORT_MESSAGES.mailSubject)).toHaveLength(0);
  });
});
