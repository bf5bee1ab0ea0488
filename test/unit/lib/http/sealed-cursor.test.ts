import '../../support/env';
import { describe, expect, it } from 'vitest';
import { idCursor } from '../../../../functions/lib/http/cursor';
import { nextSealedCursor, openCursor, sealCursor } from '../../../../functions/lib/http/sealed-cursor';

const invalid = expect.objectContaining({ statusCode: 400, message: 'Invalid cursor' });

describe('sealed cursors', () => {
  it('round-trips for the member it was given to, and reveals nothing of what it holds', () => {
    // Act
    const cursor = nextSealedCursor('ava', true, '01JABCDEFGHJKMNPQRSTVWXYZ0')!;

    // Assess
    expect(openCursor(cursor, idCursor, 'ava')).toEqual({ before: '01JABCDEFGHJKMNPQRSTVWXYZ0' });
    expect(Buffer.from(cursor, 'base64url').toString('latin1')).not.toContain('01JABCDEF');
    expect(cursor.length).toBeLessThanOrEqual(512);
    expect(nextSealedCursor('ava', false, '01JABCDEF')).toBeNull();
  });

  it('is different each time, so two cursors to one place cannot be compared', () => {
    expect(sealCursor({ before: 'x' }, 'ava')).not.toBe(sealCursor({ before: 'x' }, 'ava'));
  });

  it('refuses another member’s cursor, an edited one, a short one and a plain JSON one with 400', () => {
    // Prepare
    const cursor = sealCursor({ before: '01JABCDEF' }, 'ava');
    const edited = Buffer.from(cursor, 'base64url');
    edited[14]! ^= 1;

    // Act, Assess
    for (const [text, viewer] of [
      [cursor, 'ben'],
      [edited.toString('base64url'), 'ava'],
      [cursor.slice(0, 20), 'ava'],
      [Buffer.from('{"before":"01JABCDEF"}').toString('base64url'), 'ava'],
      ['@@@', 'ava'],
    ] as const) {
      expect(() => openCursor(text, idCursor, viewer)).toThrow(invalid);
    }
  });

  it('refuses a sealed value of the wrong shape with 400', () => {
    expect(() => openCursor(sealCursor({ before: '../x' }, 'ava'), idCursor, 'ava')).toThrow(invalid);
  });

  it('treats no cursor as the first page', () => {
    expect(openCursor(undefined, idCursor, 'ava')).toBeUndefined();
    expect(openCursor('', idCursor, 'ava')).toBeUndefined();
  });
});
