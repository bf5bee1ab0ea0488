import { describe, expect, it } from 'vitest';
import { CAPSULE_MESSAGES } from '../../../shared/messages/capsule';
import { createCapsuleBody, isIsoDate, isSealed, splitTags, utcDay } from '../../../shared/schemas/capsule';

const TODAY = '2026-11-23';
const body = createCapsuleBody(() => TODAY);
const firstMessage = (input: Record<string, unknown>) =>
  body.safeParse({ photoId: 'p1', journalEntry: 'Entry', ...input }).error?.issues[0]?.message;

describe('the capsule body', () => {
  it('trims the entry and the tags, drops empty and repeated tags, and reads empty optionals as none', () => {
    // Act
    const parsed = body.parse({
      photoId: ' p1 ',
      journalEntry: '  A day to remember \n',
      emotionTone: '',
      unlockDate: '',
      tags: [' sea ', '', '   ', 'sun', 'sea'],
    });

    // Assess
    expect(parsed).toEqual({
      photoId: 'p1',
      journalEntry: 'A day to remember',
      emotionTone: null,
      unlockDate: null,
      tags: ['sea', 'sun'],
    });
  });

  it('takes no tags, no emotion and no date at all', () => {
    expect(body.parse({ photoId: 'p1', journalEntry: 'x' })).toEqual({
      photoId: 'p1',
      journalEntry: 'x',
      emotionTone: null,
      unlockDate: null,
      tags: [],
    });
  });

  it("says 'Journal entry required' for a missing or blank entry", () => {
    expect(firstMessage({ journalEntry: undefined })).toBe(CAPSULE_MESSAGES.journalEntryRequired);
    expect(firstMessage({ journalEntry: ' \t\n ' })).toBe(CAPSULE_MESSAGES.journalEntryRequired);
    expect(CAPSULE_MESSAGES.journalEntryRequired).toBe('Journal entry required');
    expect(CAPSULE_MESSAGES.journalEntryPrompt).toBe('Please write something about this memory');
  });

  it('accepts 5000 characters of entry (after trimming) and refuses 5001', () => {
    expect(body.safeParse({ photoId: 'p1', journalEntry: ` ${'x'.repeat(5000)} ` }).success).toBe(true);
    expect(firstMessage({ journalEntry: 'x'.repeat(5001) })).toBe(CAPSULE_MESSAGES.journalEntryTooLong);
  });

  it('accepts the six emotions only', () => {
    for (const emotion of ['happy', 'nostalgic', 'peaceful', 'grateful', 'bittersweet', 'hopeful']) {
      expect(body.parse({ photoId: 'p1', journalEntry: 'x', emotionTone: emotion }).emotionTone).toBe(emotion);
    }
    expect(firstMessage({ emotionTone: 'Happy' })).toBe(CAPSULE_MESSAGES.emotionInvalid);
    expect(firstMessage({ emotionTone: 3 })).toBe(CAPSULE_MESSAGES.emotionInvalid);
  });

  it('takes today and later as the unlock date, refuses the past by UTC day, and real YYYY-MM-DD dates only', () => {
    expect(body.parse({ photoId: 'p1', journalEntry: 'x', unlockDate: TODAY }).unlockDate).toBe(TODAY);
    expect(body.parse({ photoId: 'p1', journalEntry: 'x', unlockDate: '2027-01-01' }).unlockDate).toBe('2027-01-01');
    expect(firstMessage({ unlockDate: '2026-11-22' })).toBe(CAPSULE_MESSAGES.unlockDatePast);
    for (const bad of ['2026-13-01', '2027-02-29', '27-01-01', '2027-1-1', '2027-01-01T00:00:00Z', 'soon']) {
      expect(firstMessage({ unlockDate: bad })).toBe(CAPSULE_MESSAGES.unlockDateInvalid);
    }
  });

  it('allows 20 tags of 40 characters, not 21 tags nor a 41-character tag', () => {
    expect(
      body.safeParse({ photoId: 'p1', journalEntry: 'x', tags: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, 'z')) }).success,
    ).toBe(true);
    expect(firstMessage({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toBe(CAPSULE_MESSAGES.tooManyTags);
    expect(firstMessage({ tags: ['z'.repeat(41)] })).toBe(CAPSULE_MESSAGES.tagTooLong);
    expect(firstMessage({ tags: 'a,b' })).toBe(CAPSULE_MESSAGES.tagsInvalid);
  });

  it('counts tags after dropping empties and repeats', () => {
    const tags = [...Array.from({ length: 20 }, (_, i) => `t${i}`), '', ' ', 't0'];
    expect(body.parse({ photoId: 'p1', journalEntry: 'x', tags }).tags).toHaveLength(20);
  });
});

describe('capsule dates', () => {
  it('is sealed until 00:00 UTC of its unlock date, and never without one', () => {
    expect(isSealed('2026-11-24', new Date('2026-11-23T23:59:59.999Z'))).toBe(true);
    expect(isSealed('2026-11-24', new Date('2026-11-24T00:00:00.000Z'))).toBe(false);
    expect(isSealed('2026-11-24', new Date('2026-12-01T00:00:00.000Z'))).toBe(false);
    expect(isSealed(null, new Date('2026-11-23T00:00:00.000Z'))).toBe(false);
  });

  it('reads the UTC day, checks real dates and splits the form tags on commas', () => {
    expect(utcDay(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(splitTags('sea, sun,, ')).toEqual(['sea', ' sun', '', ' ']);
  });
});
