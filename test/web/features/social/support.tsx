/** Fixtures for the social tests: member profiles, comments, and an answer the test releases when it wants. */
import type { Comment, MemberProfile } from '@shared/schemas/social';
import { ME } from '../photos/support';
import type { ApiStub } from '../photos/support';

export const GRACE = { id: 'user-2', firstName: 'Grace', lastName: 'Hopper', email: null, profileImageUrl: null };

export function makeProfile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return { user: GRACE, followers: 5, following: 2, likes: 40, isFollowing: false, isSelf: false, ...overrides };
}

export const myProfile = (overrides: Partial<MemberProfile> = {}) =>
  makeProfile({
    user: { id: ME.id, firstName: ME.firstName, lastName: ME.lastName, email: ME.email, profileImageUrl: null },
    isSelf: true,
    ...overrides,
  });

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'c-1',
    photoId: 'p-1',
    userId: 'user-2',
    content: 'Lovely light!',
    user: GRACE,
    createdAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A stub answer held back until `release` is called, to look at the screen while a call is on its way. */
export function deferred(stub: ApiStub) {
  let release!: () => void;
  const answered = new Promise<ApiStub>((resolve) => {
    release = () => resolve(stub);
  });
  return { handler: () => answered, release };
}
