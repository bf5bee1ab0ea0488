/**
 * The session check, GET /api/auth/user, on its own: index.html preloads it, the early entry reads it
 * (src/early.ts) and lib/auth.ts parses it, and the early entry must not carry auth.ts' libraries.
 */
export const SESSION_PATH = '/api/auth/user';
