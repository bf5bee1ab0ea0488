/**
 * Every path of the SPA, in one table. `path` is the router pattern, `getHref`
 * builds a concrete link. API addresses live with the fetchers, not here.
 */
import type { SocialSignInError } from '@shared/constants';

export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    signIn: {
      path: '/signin',
      getHref: (options?: { error?: SocialSignInError }) => (options?.error ? `/signin?error=${options.error}` : '/signin'),
    },
    signUp: { path: '/signup', getHref: () => '/signup' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password',
      getHref: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
    },
    verifyEmail: {
      path: '/verify-email',
      getHref: (token?: string) => (token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email'),
    },
  },

  /** An invitation mail's Accept and Decline links, open signed in or out. */
  invitation: {
    path: '/invitations/:tribeId',
    getHref: (tribeId: string, answer?: 'accept' | 'decline') =>
      `/invitations/${encodeURIComponent(tribeId)}${answer ? `?answer=${answer}` : ''}`,
  },

  share: { path: '/share/:uniqueLink', getHref: (uniqueLink: string) => `/share/${encodeURIComponent(uniqueLink)}` },

  app: {
    photo: { path: '/photo/:id', getHref: (id: string) => `/photo/${encodeURIComponent(id)}` },
    upload: { path: '/upload', getHref: () => '/upload' },
    profile: { path: '/profile', getHref: () => '/profile' },
    tribes: { path: '/tribes', getHref: () => '/tribes' },
    tribeFeed: { path: '/tribe-feed', getHref: () => '/tribe-feed' },
    apiKeys: { path: '/api-keys', getHref: () => '/api-keys' },
    /** Another member's profile (our addition); one's own id redirects to /profile. */
    member: { path: '/profile/:userId', getHref: (userId: string) => `/profile/${encodeURIComponent(userId)}` },
    /** The member's memory capsules (our addition: a capsule must be readable somewhere). */
    capsules: { path: '/capsules', getHref: () => '/capsules' },
    /** Search results for the words in ?q=. */
    search: { path: '/search', getHref: (query: string) => `/search?q=${encodeURIComponent(query)}` },
    /** The member's account: name, picture, password, leaving. */
    settings: { path: '/settings', getHref: () => '/settings' },
  },

  /** The footer's reading pages, open to everyone. */
  info: {
    privacy: { path: '/privacy', getHref: () => '/privacy' },
    terms: { path: '/terms', getHref: () => '/terms' },
    guidelines: { path: '/guidelines', getHref: () => '/guidelines' },
    help: { path: '/help', getHref: () => '/help' },
  },

  notFound: { path: '*' },
} as const;
