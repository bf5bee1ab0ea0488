import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../shared/messages/validation';
import { trendingQuery, updatePrivacyBody } from '../../../shared/schemas/photo';
import { createUploadsBody, uploadPhotoFields } from '../../../shared/schemas/photo-upload';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('photo request schemas speak plainly to bad input', () => {
  it('names what is wrong with a privacy', () => {
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: null }))).toBe(VALIDATION.privacyInvalid);
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: { visibility: 'everyone' } }))).toBe(VALIDATION.visibilityInvalid);
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: { intent: 'revenge' } }))).toBe(VALIDATION.intentInvalid);
    expect(firstMessage(updatePrivacyBody.safeParse({ privacy: { visibility: 'tribes', allowedTribes: Array(41).fill('t') } }))).toBe(
      VALIDATION.tooManyTribes,
    );
    expect(updatePrivacyBody.parse({ privacy: {} }).privacy).toEqual({ visibility: 'private', allowedTribes: [], intent: 'memory' });
  });

  it('names what is wrong with an upload request', () => {
    expect(firstMessage(createUploadsBody.safeParse({ files: 'x' }))).toBe(VALIDATION.filesInvalid);
    expect(firstMessage(createUploadsBody.safeParse({ files: [{ name: '', type: 'image/jpeg', size: 1 }] }))).toBe(
      VALIDATION.fileNameRequired,
    );
    expect(firstMessage(uploadPhotoFields.safeParse({ allowedTribes: 'not json' }))).toBe(
      'allowedTribes must be a JSON list of tribe ids',
    );
    expect(uploadPhotoFields.parse({ allowedTribes: '["a","b"]', visibility: 'tribes' })).toMatchObject({ allowedTribes: ['a', 'b'] });
  });

  it('bounds the trending limit', () => {
    for (const limit of ['0', '51', 'abc', '1.5'])
      expect(firstMessage(trendingQuery.safeParse({ limit }))).toBe(VALIDATION.trendingLimit);
    expect(trendingQuery.parse({})).toEqual({ limit: 10 });
  });
});
