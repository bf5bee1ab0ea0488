import { describe, expect, it } from 'vitest';
import { trendingQuery, updatePrivacyBody, createUploadsBody, uploadPhotoFields } from '../../../shared/schemas/photo';
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('photo request schemas speak plainly to bad input', () => {
  it('names what is wrong with a privacy', () => {
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: null }))).toBe(PHOTO_MESSAGES.privacyInvalid);
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: { visibility: 'everyone' } }))).toBe(PHOTO_MESSAGES.visibilityInvalid);
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: { intent: 'revenge' } }))).toBe(PHOTO_MESSAGES.intentInvalid);
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: { visibility: 'tribes', allowedTribes: Array(41).fill('t') } }))).toBe(
      PHOTO_MESSAGES.tooManyTribes,
    );
    expect(updatePrivacyBody.parse({ privacy: {} }).privacy).toEqual({ visibility: 'private', allowedTribes: [], intent: 'memory' });
  });

  it('names what is wrong with an upload request', () => {
    expect(firstMessage(createUploadsBody.safeParse({ files: 'x' }))).toBe(PHOTO_MESSAGES.filesInvalid);
    expect(firstMessage(createUploadsBody.safeParse({ files: [{ name: '', type: 'image/jpeg', size: 1 }] }))).toBe(
      PHOTO_MESSAGES.fileNameRequired,
    );
    expect(firstMessage(uploadPhotoFields.safeParse({ allowedTribes: 'not json' }))).toBe(
      'allowedTribes must be a JSON list of tribe ids',
    );
    expect(uploadPhotoFields.parse({ allowedTribes: '["a","b"]', visibility: 'tribes' })).toMatchObject({ allowedTribes: ['a', 'b'] });
  });

  it('bounds the trending limit', () => {
    for (const limit of ['0', '51', 'abc', '1.5'])
      expect(firstMessage(trendingQuery.safeParse({ limit }))).toBe(PHOTO_MESSAGES.trendingLimit);
    expect(trendingQuery.parse({})).toEqual({ limit: 10 });
  });
});
