import { describe, expect, it } from 'vitest';
import { sessionData } from '../../../shared/schemas/auth';
import { publicUser, signInResponse } from '../../../shared/schemas/user';

const user = {
  id: '01J',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  authProvider: 'email',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('publicUser', () => {
  it('drops secrets the server might send by mistake', () => {
    // Act
    const parsed = publicUser.parse({ ...user, passwordHash: 'scrypt$...' });

    // Assess
    expect(parsed).toEqual(user);
    expect(parsed).not.toHaveProperty('passwordHash');
  });

  it('refuses an unknown auth provider', () => {
    // Act
    const result = publicUser.safeParse({ ...user, authProvider: 'facebook' });

    // Assess
    expect(result.success).toBe(false);
  });
});

describe('signInResponse and sessionData', () => {
  it('read the sign-in answer and the stored session', () => {
    // Assess
    expect(signInResponse.parse({ message: 'Signed in', user })).toEqual({ message: 'Signed in', user });
    expect(sessionData.safeParse({ userId: 'u1' }).success).toBe(false);
  });
});
