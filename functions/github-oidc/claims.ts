/**
 * A GitHub user as OpenID Connect standard claims, the same for the ID token and the userinfo endpoint.
 * The email is the primary address when GitHub has verified it, else another verified one; a user with
 * no verified address gets no claims at all, because members are matched by email.
 */
import { getEmails, getUser, type GitHubEmail, type GitHubUser } from './github-client';

export interface ProfileClaims {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  given_name?: string;
  family_name?: string;
  preferred_username: string;
  picture?: string;
  profile?: string;
}

export function verifiedEmail(emails: readonly GitHubEmail[]): string | undefined {
  const verified = emails.filter((e) => e.verified);
  return (verified.find((e) => e.primary) ?? verified[0])?.email;
}

export function profileClaims(user: GitHubUser, email: string): ProfileClaims {
  const [given, ...family] = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    sub: String(user.id),
    email,
    email_verified: true,
    name: user.name?.trim() || user.login,
    ...(given ? { given_name: given } : {}),
    ...(family.length ? { family_name: family.join(' ') } : {}),
    preferred_username: user.login,
    ...(user.avatar_url ? { picture: user.avatar_url } : {}),
    ...(user.html_url ? { profile: user.html_url } : {}),
  };
}

/** Reads the user and their emails in parallel; null when GitHub has verified none of the addresses. */
export async function loadClaims(accessToken: string): Promise<ProfileClaims | null> {
  const [user, emails] = await Promise.all([getUser(accessToken), getEmails(accessToken)]);
  const email = verifiedEmail(emails);
  return email ? profileClaims(user, email) : null;
}
