/** The member as the client reads it: never the password hash or tokens. */
import * as z from '../zod';
import { AUTH_PROVIDERS } from '../enums';
import { lazySchema } from '../lazy-schema';

export const publicUser = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
    authProvider: z.enum(AUTH_PROVIDERS),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type PublicUser = z.infer<typeof publicUser>;

/** The author of a photo, comment or share, as embedded in other payloads. */
export const userSummary = lazySchema(() =>
  z.object({
    id: z.optional(z.string()),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    email: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
  }),
);
export type UserSummary = z.infer<typeof userSummary>;

/** `notice`: something the member should know at once, shown with the welcome (mail to them stopped, say). */
export const signInResponse = lazySchema(() => z.object({ message: z.string(), user: publicUser, notice: z.optional(z.string()) }));
