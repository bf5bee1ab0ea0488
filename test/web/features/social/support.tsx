/** Fixtures for the social tests: member profiles, comments, and an answer the test releases when it wants. */
import type { Comment, MemberProfile } from '@shared/schemas/social';
import { MemberProfileRoute, ProfileRoute } from '@/app/routes/profile';
import { ME, renderRoutes } from '../photos/support';
import type { StubResponse } from '../../utils';

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
export function deferred(stub: StubResponse) {
  let release!: () => void;
  const answered = new Promise<StubResponse>((resolve) => {
    release = () => resolve(stub);
  });
  return { handler: () => answered, release };
}

/** The own profile at /profile and members' at /profile/:userId, signed in as ME; other paths land on 'Elsewhere'. */
export const renderProfiles = (path: string) =>
  renderRoutes(
    [
      { path: '/profile', element: <ProfileRoute /> },
      { path: '/profile/:userId', element: <MemberProfileRoute /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    path,
    { signedInAs: ME },
  );
