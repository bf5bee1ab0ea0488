/**
 * The query keys more than one feature reads, writes or invalidates (features never import each
 * other, so these cannot live in one of them). A feature's own keys stay in its api/ folder
 * (commentKeys, notificationKeys, profileKeys, ...). Each factory builds on its parent, so the parent
 * key, used as a filter, reaches every child: `photoKeys.all` reaches every grid, detail and the
 * trending lists (TanStack Query's query-key factories).
 */

/** The member signed in (GET /api/auth/user); logout keeps this key and forgets every other. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'user'] as const,
};

/**
 * Every photo list and photo read. The photos feature owns most of them, the tribes feature the tribe
 * feeds; upload, tribes and follows invalidate them.
 */
export const photoKeys = {
  all: ['photos'] as const,
  /** GET /api/photos: the home feed. */
  feed: () => [...photoKeys.all, 'feed'] as const,
  /** GET /api/photos/public: the tribe feed's All Public tab, public photos only. */
  public: () => [...photoKeys.all, 'public'] as const,
  /** GET /api/users/{userId}/liked-photos: the member's own Liked tab; likes and photo changes reach it. */
  liked: (userId: string) => [...photoKeys.all, 'liked', userId] as const,
  /** GET /api/photos/following: changes when the member follows or unfollows someone. */
  following: () => [...photoKeys.all, 'following'] as const,
  /** GET /api/users/{userId}/photos. */
  user: (userId: string) => [...photoKeys.all, 'user', userId] as const,
  /** GET /api/tribes/{tribeId}/photos. */
  tribe: (tribeId: string) => [...photoKeys.all, 'tribe', tribeId] as const,
  /** GET /api/photos/{id}. */
  detail: (id: string) => [...photoKeys.all, 'detail', id] as const,
  /** Every trending list, whatever its length. */
  allTrending: () => [...photoKeys.all, 'trending'] as const,
  /** GET /api/photos/trending?limit={limit}. */
  trending: (limit: number) => [...photoKeys.allTrending(), { limit }] as const,
};

/** GET /api/tribes: the one list of the member's tribes (the tribes screens and every privacy chooser). */
export const tribeKeys = {
  all: ['tribes'] as const,
  /** GET /api/tribes/invitations: the tribes feature reads it; the bell's invitation actions too. */
  invitations: ['tribe-invitations'] as const,
};

/** GET /api/memory-capsules: the capsules feature reads it; deleting a photo (which deletes its capsules) refreshes it. */
export const capsuleKeys = {
  all: ['memory-capsules'] as const,
};

/**
 * The bell's reads: every notification query key starts with ['notifications', userId], so one filter
 * reaches the list and the unread count of the member signed in (and a later member never sees another's
 * cache). The notifications feature reads them; answering a tribe invitation refreshes them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: string) => [...notificationKeys.all, userId] as const,
  list: (userId: string) => [...notificationKeys.user(userId), 'list'] as const,
  unreadCount: (userId: string) => [...notificationKeys.user(userId), 'unread-count'] as const,
};

/** The member's mobile API keys: the api-keys feature lists them; a password change that ends them invalidates them. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};
