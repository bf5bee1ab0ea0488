/**
 * The API-key decision, one code path for both modes: API Gateway's Lambda authorizer in the cloud and
 * the local API adapter call the same handler. A key is accepted when it has the right shape, its hash
 * is a stored key (one GetItem), and it is active and not expired; the member and key ids then travel
 * to the mobile Lambda in the authorizer context.
 */
import { API_KEY_LENGTH } from '../../shared/constants';
import { getApiKeyBySecret, touchApiKey } from '../data/members/api-keys';
import { clock } from '../kernel/clock';
import { logger } from '../kernel/logger';

export const API_KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${API_KEY_LENGTH}}$`);
/** lastUsed is written at most once a minute per key. */
export const LAST_USED_INTERVAL_MS = 60_000;

export type KeyDecision = { allowed: true; userId: string; keyId: string } | { allowed: false; reason: string };

export async function authorizeKey(presented: string | undefined): Promise<KeyDecision> {
  if (!presented) return { allowed: false, reason: 'missing' };
  if (!API_KEY_PATTERN.test(presented)) return { allowed: false, reason: 'malformed' };
  const key = await getApiKeyBySecret(presented);
  if (!key) return { allowed: false, reason: 'unknown' };
  if (!key.isActive) return { allowed: false, reason: 'deactivated' };
  if (key.expiresAt <= clock.nowIso()) return { allowed: false, reason: 'expired' };
  try {
    await touchApiKey(presented, LAST_USED_INTERVAL_MS);
  } catch (error) {
    // Bookkeeping: a failed lastUsed write must not lock the app out.
    logger.warn('authorizer: lastUsed not recorded', { keyId: key.id, error: error instanceof Error ? error.message : String(error) });
  }
  return { allowed: true, userId: key.userId, keyId: key.id };
}
