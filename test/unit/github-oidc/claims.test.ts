import { describe, expect, it } from 'vitest';
import { profileClaims, verifiedEmail } from '../../../functions/github-oidc/claims';
import { defaultGitHubState } from './github-stub';

describe('GitHub user to OIDC claims', () => {
  it('prefers the verified primary address', () => {
    expect(verifiedEmail(defaultGitHubState().emails)).toBe('mona@example.com');
  });

  it('has no address when none is verified', () => {
    expect(verifiedEmail([{ email: 'a@example.com', primary: true, verified: false }])).toBeUndefined();
  });

  it('falls back to the login when the user has no name, without inventing given and family names', () => {
    // Prepare
    const user = { ...defaultGitHubState().user, name: null };

    // Act
    const claims = profileClaims(user, 'mona@example.com');

    // Assess
    expect(claims.name).toBe('octo');
    expect(claims).not.toHaveProperty('given_name');
    expect(claims).not.toHaveProperty('family_name');
  });

  it('gives a one-word name as given_name only', () => {
    // Act
    const claims = profileClaims({ ...defaultGitHubState().user, name: '  Mona ' }, 'mona@example.com');

    // Assess
    expect(claims).toMatchObject({ name: 'Mona', given_name: 'Mona' });
    expect(claims).not.toHaveProperty('family_name');
  });
});
