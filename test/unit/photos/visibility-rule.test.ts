import { describe, expect, it } from 'vitest';
import { canSee } from '../../../functions/lib/photos/visibility';
import type { PhotoRecord } from '../../../functions/data/photos/photo';

const OWNER = 'owner';
const photo = (
  visibility: 'private' | 'tribes' | 'public',
  status: PhotoRecord['status'] = 'ready',
): Pick<PhotoRecord, 'userId' | 'status' | 'privacy'> => ({
  userId: OWNER,
  status,
  privacy: { visibility, allowedTribes: visibility === 'tribes' ? ['family'] : [], intent: 'memory' },
});

const viewers = {
  owner: { id: OWNER, tribes: new Set<string>() },
  'tribe member': { id: 'ben', tribes: new Set(['family']) },
  'member of another tribe': { id: 'dan', tribes: new Set(['colleagues']) },
  'non-member': { id: 'chloe', tribes: new Set<string>() },
  'signed out': { id: null, tribes: new Set<string>() },
} as const;

const expected: Record<keyof typeof viewers, Record<'private' | 'tribes' | 'public', boolean>> = {
  owner: { private: true, tribes: true, public: true },
  'tribe member': { private: false, tribes: true, public: true },
  'member of another tribe': { private: false, tribes: false, public: true },
  'non-member': { private: false, tribes: false, public: true },
  'signed out': { private: false, tribes: false, public: false },
};

describe('the visibility rule', () => {
  for (const [who, viewer] of Object.entries(viewers)) {
    for (const visibility of ['private', 'tribes', 'public'] as const) {
      it(`${who} ${expected[who as keyof typeof viewers][visibility] ? 'sees' : 'does not see'} a ${visibility} photo`, () => {
        expect(canSee(viewer.id, photo(visibility), viewer.tribes)).toBe(expected[who as keyof typeof viewers][visibility]);
      });
    }
  }

  it('keeps a photo its owner only until analysis has finished', () => {
    for (const status of ['processing', 'failed'] as const) {
      expect(canSee(OWNER, photo('public', status), new Set())).toBe(true);
      expect(canSee('chloe', photo('public', status), new Set())).toBe(false);
      expect(canSee('ben', photo('tribes', status), new Set(['family']))).toBe(false);
    }
  });

  it('treats an unknown visibility as private', () => {
    const odd = { ...photo('public'), privacy: { visibility: 'friends' as never, allowedTribes: [], intent: 'memory' as const } };
    expect(canSee('chloe', odd, new Set())).toBe(false);
    expect(canSee(OWNER, odd, new Set())).toBe(true);
  });
});
