/** Mobile API keys (SPEC.md section 3). */
import { z } from 'zod';
import { API_KEY_NAME_MAX_LENGTH } from '../constants';
import { PLATFORMS } from '../enums';
import { VALIDATION } from '../messages';

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  platform: z.enum(PLATFORMS),
  keyPreview: z.string(),
  deviceId: z.string().nullable(),
  isActive: z.boolean(),
  lastUsed: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const generateKeyBody = z.object({
  platform: z.enum(PLATFORMS, { error: VALIDATION.apiKeyMissing }),
  name: z
    .string({ error: VALIDATION.apiKeyMissing })
    .trim()
    .min(1, { message: VALIDATION.apiKeyMissing })
    .max(API_KEY_NAME_MAX_LENGTH),
  deviceId: z.string().max(200).optional(),
});

export const generateKeyResponse = z.object({ apiKey: z.string(), key: apiKey });
export const apiKeyList = z.object({ apiKeys: z.array(apiKey) });
