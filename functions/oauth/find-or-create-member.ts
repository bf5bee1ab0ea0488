/**
 * The member behind a verified social identity: found by email, or created (email verified).
 * Linking an existing email+password account that was never verified drops its password, since
 * whoever set it never proved they own the address.
 */
import type { SocialProvider } from '../../shared/enums';
import { clearPasswordOfUnverified, createUser, fillProfileGaps, getUserByEmail, type UserRecord } from '../data/members/users';
import { EmailTakenError } from '../kernel/errors';
import type { IdTokenClaims } from './id-token';

function names(claims: IdTokenClaims): { firstName: string | null; lastName: string | null } {
  if (claims.given_name || claims.family_name) {
    return { firstName: claims.given_name ?? null, lastName: claims.family_name ?? null };
  }
  const [first, ...rest] = (claims.name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: first ?? null, lastName: rest.length ? rest.join(' ') : null };
}

export async function findOrCreateMember(provider: SocialProvider, claims: IdTokenClaims): Promise<UserRecord> {
  const email = claims.email.toLowerCase();
  const profile = { ...names(claims), profileImageUrl: claims.picture ?? null };
  const existing = await getUserByEmail(email);
  if (existing) {
    if (!existing.emailVerified) await clearPasswordOfUnverified(existing.id);
    await fillProfileGaps(existing.id, profile);
    return existing;
  }
  try {
    return await createUser({ email, ...profile, passwordHash: null, authProvider: provider, emailVerified: true });
  } catch (error) {
    // Two callbacks for the same new address raced: the other one created the member.
    if (error instanceof EmailTakenError) {
      const member = await getUserByEmail(email);
      if (member) return member;
    }
    throw error;
  }
}
