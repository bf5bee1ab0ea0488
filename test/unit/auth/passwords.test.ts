import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../../functions/lib/accounts/passwords';

describe('hashPassword', () => {
  it('writes scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    // Act
    const hash = await hashPassword('correct horse battery staple');

    // Assess
    const [scheme, n, r, p, salt, key, ...rest] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(rest).toEqual([]);
    expect(hash).not.toContain('correct horse');
  });

  it('salts every hash differently, so equal passwords give different hashes', async () => {
    // Act
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);

    // Assess
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });
});

describe('verifyPassword', () => {
  it('accepts the password the hash was made from', async () => {
    // Prepare
    const hash = await hashPassword('correct horse battery staple');

    // Act
    const valid = await verifyPassword('correct horse battery staple', hash);

    // Assess
    expect(valid).toBe(true);
  });

  it.each([
    ['another password', 'correct horse battery stapler'],
    ['a different case', 'Correct horse battery staple'],
    ['an empty password', ''],
    ['the hash itself', 'HASH'],
  ])('refuses %s', async (_case, attempt) => {
    // Prepare
    const hash = await hashPassword('correct horse battery staple');

    // Act
    const valid = await verifyPassword(attempt === 'HASH' ? hash : attempt, hash);

    // Assess
    expect(valid).toBe(false);
  });

  it('reads the parameters from the stored hash, so old hashes keep working', async () => {
    // Prepare: a hash made with N=1024, as an older version might have stored
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old password', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');

    // Act
    const [right, wrong] = await Promise.all([verifyPassword('old password', stored), verifyPassword('new password', stored)]);

    // Assess
    expect(right).toBe(true);
    expect(wrong).toBe(false);
  });

  it('treats the composed and decomposed forms of an accented password as the same (NFKC)', async () => {
    // Prepare
    const hash = await hashPassword('caf\u00e9 au lait');

    // Act
    const valid = await verifyPassword('cafe\u0301 au lait', hash);

    // Assess
    expect(valid).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['another scheme', 'bcrypt$10$abcdefghijklmnopqrstuv'],
    ['a hash without a key', 'scrypt$16384$8$1$c2FsdA=='],
    ['plain text', 'hunter2'],
  ])('refuses anything against %s rather than throwing', async (_case, stored) => {
    // Act
    const valid = await verifyPassword('hunter2', stored);

    // Assess
    expect(valid).toBe(false);
  });
});

describe('burnPasswordCheck', () => {
  it('spends a real scrypt check (milliseconds, not microseconds) and resolves without a result', async () => {
    // Prepare: the first call also makes the dummy hash
    await burnPasswordCheck('warm up');

    // Act
    const started = performance.now();
    const result = await burnPasswordCheck('whatever was typed');
    const elapsed = performance.now() - started;

    // Assess
    expect(result).toBeUndefined();
    expect(elapsed).toBeGreaterThan(1);
  });
});
