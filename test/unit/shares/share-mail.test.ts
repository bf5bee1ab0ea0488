import '../support/env';
import { describe, expect, it } from 'vitest';
import { createShareBody } from '../../../shared/schemas/share';
import { shareMail } from '../../../functions/shares/share-mail';
import { maySharePhoto } from '../../../functions/shares/share-rules';

const base = {
  to: 'gran@example.com',
  sender: { firstName: 'Ava', lastName: 'Martin' },
  shareType: 'thoughtful' as const,
  customMessage: '<script>alert(1)</script>\r\nBcc: victim@example.com',
  shareUrl: 'https://photos.example.com/share/abc',
  expiresAt: '2026-03-31T12:00:00.000Z',
};

describe('shareMail', () => {
  it('names the sender, the tone in words, the message and the link; escapes the message in HTML', () => {
    const mail = shareMail(base);
    expect(mail.to).toBe('gran@example.com');
    expect(mail.subject).toBe('Ava Martin shared a photo with you (Thoughtful gift)');
    expect(mail.text).toContain('Thoughtful gift');
    expect(mail.text).toContain(base.shareUrl);
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('keeps every line break out of the subject, whatever the name holds', () => {
    const mail = shareMail({ ...base, sender: { firstName: 'Eve\r\nBcc: x@example.com', lastName: null } });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Eve Bcc: x@example.com shared a photo with you (Thoughtful gift)');
  });

  it('says "A Snifty Photos member" for a sender without a name, never their address', () => {
    expect(shareMail({ ...base, sender: { firstName: null, lastName: null }, customMessage: null }).text).toMatch(
      /^A Snifty Photos member shared/,
    );
  });
});

describe('maySharePhoto', () => {
  const photo = {
    userId: 'ava',
    status: 'ready' as const,
    privacy: { visibility: 'tribes' as const, allowedTribes: ['t'], intent: 'memory' as const },
  };
  it('lets the owner share anything and others only a ready public photo', () => {
    expect(maySharePhoto('ava', photo)).toBe(true);
    expect(maySharePhoto('ben', photo)).toBe(false);
    expect(maySharePhoto('ben', { ...photo, privacy: { ...photo.privacy, visibility: 'public' } })).toBe(true);
    expect(maySharePhoto('ben', { ...photo, status: 'processing', privacy: { ...photo.privacy, visibility: 'public' } })).toBe(false);
  });
});

describe('createShareBody', () => {
  it("reads '' as no recipient and no message, lowercases the address and defaults to 30 days", () => {
    expect(createShareBody.parse({ photoId: 'P1', toEmail: '', shareType: 'fun', customMessage: '  ' })).toEqual({
      photoId: 'P1',
      toEmail: null,
      shareType: 'fun',
      customMessage: null,
      expiresInDays: 30,
    });
    expect(
      createShareBody.parse({ photoId: 'P1', toEmail: ' Gran@Example.COM ', shareType: 'warm', expiresInDays: 365 }),
    ).toMatchObject({
      toEmail: 'gran@example.com',
      expiresInDays: 365,
    });
  });
});
