import { describe, expect, it } from 'vitest';
import { requiredText } from '../../../shared/schemas/fields';
import { createTribeBody } from '../../../shared/schemas/tribe';

const field = requiredText(5, 'Name is required', 'Name too long');

/** The messages of every issue, in order. */
const messages = (input: unknown): string[] => {
  const result = field.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('requiredText', () => {
  it('trims, then keeps 1 to max characters', () => {
    expect(field.parse('  Ada  ')).toBe('Ada');
    expect(field.parse('12345')).toBe('12345');
  });

  it('answers the required text for a missing, non-string, empty or blank value', () => {
    for (const input of [undefined, null, 42, {}, '', '   ']) expect(messages(input), String(input)).toEqual(['Name is required']);
  });

  it('answers the too-long text past max, counted after trimming', () => {
    expect(messages('123456')).toEqual(['Name too long']);
    expect(messages(' 12345 ')).toEqual([]);
  });

  it('uses the required text for too long when no other is given', () => {
    expect(
      requiredText(2, 'Pick a photo')
        .safeParse('abc')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Pick a photo']);
  });

  it("gives a tribe name that is not text the tribe name's own message", () => {
    expect(createTribeBody.safeParse({ name: 42 }).error?.issues.map((issue) => issue.message)).toEqual(['Tribe name is required']);
  });
});
