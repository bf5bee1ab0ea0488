/** The member's sessions as Settings lists them (GET /api/auth/sessions): never the cookie's value. */
import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

export const sessionSummary = lazySchema(() =>
  z.object({
    /** Names the session for the sign-out call; not the cookie, and nothing that signs anyone in. */
    id: z.string(),
    device: z.string(),
    createdAt: z.string(),
    lastSeen: z.string(),
    expiresAt: z.string(),
    /** The session of the browser that asked. */
    current: z.boolean(),
  }),
);
export type SessionSummary = z.infer<typeof sessionSummary>;

export const sessionList = lazySchema(() => z.array(sessionSummary));

export const endedSessions = lazySchema(() => z.object({ ended: z.number() }));
