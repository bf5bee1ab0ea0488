/** Mobile API keys and the mobile API as the API answers them (SPEC.md sections 2, 3 and 7; issue 15). */
import * as z from '../zod';
import { API_KEY_PLATFORMS } from '../enums';

/** A key as its owner sees it: never the key itself nor its hash. */
export const apiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  platform: z.enum(API_KEY_PLATFORMS),
  /** The first and last four characters with a mask between. */
  keyPreview: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsed: z.nullable(z.string()),
  isActive: z.boolean(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

/** The full key, shown once: it is stored only as its SHA-256 hash. */
export const generateKeyResponse = z.object({ apiKey: z.string(), key: apiKeySummary });
export type GenerateKeyResponse = z.infer<typeof generateKeyResponse>;

export const apiKeyList = z.object({ apiKeys: z.array(apiKeySummary) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

export const mobileStatus = z.object({
  ok: z.literal(true),
  user: z.object({ id: z.string(), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) }),
  key: z.object({ name: z.string(), platform: z.enum(API_KEY_PLATFORMS), expiresAt: z.string() }),
});
export type MobileStatus = z.infer<typeof mobileStatus>;
