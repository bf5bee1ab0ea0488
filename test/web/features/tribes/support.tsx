/** Tribe fixtures and renderers for the My Tribes and Tribe Feeds screens. */
import type { Tribe, TribeInvitation } from '@shared/schemas/tribe';
import { TribeFeedRoute } from '@/app/routes/tribe-feed';
import { TribesRoute } from '@/app/routes/tribes';
import { makeTribe } from '../upload/upload-support';
import { ME, renderRoutes } from '../photos/support';
import type { PublicUser } from '@shared/schemas/user';

export { ME };

type Member = Tribe['memberDetails'][number];

export const GRACE: Member = {
  id: 'user-2',
  memberId: 'user-2',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  profileImageUrl: null,
  pending: false,
};

export const INVITEE: Member = {
  memberId: 'new.friend@example.com',
  firstName: null,
  lastName: null,
  email: 'new.friend@example.com',
  profileImageUrl: null,
  pending: true,
};

/** The member's own Family tribe: Grace in it, warm tone, hearts. */
export const family = (overrides: Partial<Tribe> = {}) =>
  makeTribe({
    id: 'tribe-family',
    name: 'Family',
    type: 'family',
    members: ['user-2'],
    memberDetails: [GRACE],
    memberCount: 1,
    photoCount: 5,
    settings: { allowLikes: true, allowComments: false, reactionType: 'hearts', tonePreference: 'warm' },
    ...overrides,
  });

/** Someone else's tribe the member belongs to. */
export const bookClub = (overrides: Partial<Tribe> = {}) =>
  makeTribe({
    id: 'tribe-books',
    name: 'Book club',
    type: 'custom',
    ownerId: 'user-9',
    owner: { id: 'user-9', firstName: 'Katherine', lastName: 'Johnson', email: null, profileImageUrl: null },
    role: 'member',
    members: ['user-1', 'user-3'],
    memberDetails: [
      {
        id: 'user-1',
        memberId: 'user-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        profileImageUrl: null,
        pending: false,
      },
      { id: 'user-3', memberId: 'user-3', firstName: 'Alan', lastName: 'Turing', email: null, profileImageUrl: null, pending: false },
    ],
    memberCount: 2,
    photoCount: 1,
    settings: { allowLikes: true, allowComments: true, reactionType: 'stars', tonePreference: 'playful' },
    ...overrides,
  });

export const renderTribes = ({ signedInAs = ME }: { signedInAs?: PublicUser | null } = {}) =>
  renderRoutes(
    [
      { path: '/tribes', element: <TribesRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/tribes',
    { signedInAs: signedInAs ?? undefined },
  );

export const renderTribeFeed = (path = '/tribe-feed', { signedInAs = ME }: { signedInAs?: PublicUser | null } = {}) =>
  renderRoutes(
    [
      { path: '/tribe-feed', element: <TribeFeedRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
    { signedInAs: signedInAs ?? undefined },
  );

/** Katherine's invitation to her Book club, waiting for the viewer. */
export const invitation = (overrides: Partial<TribeInvitation> = {}): TribeInvitation => ({
  id: 'inv-1',
  tribeId: 'tribe-books',
  tribeName: 'Book club',
  tribeType: 'custom',
  owner: { id: 'user-9', firstName: 'Katherine', lastName: 'Johnson', profileImageUrl: null },
  invitedAt: '2026-03-01T12:00:00.000Z',
  ...overrides,
});
