/**
 * A stored session: whose, and since when. Its own module because every Lambda reads sessions: each
 * bundle then holds this schema and not the member's public shapes (esbuild keeps all of a module's
 * schemas once it is imported; issue 12).
 */
import * as z from '../zod';

export const sessionData = z.object({ userId: z.string(), createdAt: z.string() });
export type SessionData = z.infer<typeof sessionData>;
