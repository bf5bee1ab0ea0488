import type { ApiKeySummary } from '../../shared/schemas/api-key';
import type { ApiKeyRecord } from '../data/members/api-keys';

/** A key as its owner sees it: never the key itself nor its hash. */
export const keyAnswer = (key: ApiKeyRecord): ApiKeySummary => ({
  id: key.id,
  name: key.name,
  platform: key.platform,
  keyPreview: key.keyPreview,
  createdAt: key.createdAt,
  expiresAt: key.expiresAt,
  lastUsed: key.lastUsed,
  isActive: key.isActive,
});
