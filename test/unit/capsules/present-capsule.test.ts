import '../support/env';
import { describe, expect, it } from 'vitest';
import type { CapsuleRecord } from '../../../functions/data/photos/capsules';
import { capsuleAnswer } from '../../../functions/capsules/capsule-answer';

const capsule: CapsuleRecord = {
  id: '01JCAPSULE0000000000000001',
  userId: 'owner-1',
  photoId: 'photo-1',
  journalEntry: 'Grandma laughing at the sea',
  emotionTone: 'nostalgic',
  unlockDate: '2026-12-25',
  tags: ['family', 'sea'],
  createdAt: '2026-11-23T10:00:00.000Z',
  openedAt: null,
};
const photo = { id: 'photo-1', title: 'Sea day', thumbnailKey: 'photos/photo-1/thumbnail.webp' };

describe('presenting a capsule', () => {
  it('seals it before its date: only id, photo, emotion, unlock date, creation and sealed', () => {
    // Act
    const presented = capsuleAnswer(capsule, photo, new Date('2026-12-24T23:59:59.999Z'));

    // Assess
    expect(Object.keys(presented).sort()).toEqual(['createdAt', 'emotionTone', 'id', 'photo', 'sealed', 'unlockDate']);
    expect(presented).toMatchObject({
      sealed: true,
      unlockDate: '2026-12-25',
      emotionTone: 'nostalgic',
      photo: { id: 'photo-1', title: 'Sea day' },
    });
    expect(JSON.stringify(presented)).not.toMatch(/Grandma|family/);
  });

  it('opens it at 00:00 UTC of its date with the entry and tags', () => {
    const presented = capsuleAnswer(capsule, photo, new Date('2026-12-25T00:00:00.000Z'));
    expect(presented).toMatchObject({ sealed: false, journalEntry: 'Grandma laughing at the sea', tags: ['family', 'sea'] });
  });

  it('is open at once without an unlock date, and signs the thumbnail URL (none while there is no thumbnail)', () => {
    const open = capsuleAnswer({ ...capsule, unlockDate: null }, photo, new Date('2026-01-01T00:00:00.000Z'));
    expect(open).toMatchObject({ sealed: false, unlockDate: null });
    expect(open.photo.thumbnailUrl).toContain('photos/photo-1/thumbnail.webp');
    expect(capsuleAnswer(capsule, { ...photo, thumbnailKey: null }, new Date()).photo.thumbnailUrl).toBeNull();
  });
});
