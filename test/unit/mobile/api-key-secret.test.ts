import { describe, expect, it } from 'vitest';
import { keyPreview, newApiKey } from '../../../functions/mobile/api-key-secret';

describe('API key secrets', () => {
  it('are 64 URL-safe characters, different every time', () => {
    const keys = Array.from({ length: 200 }, newApiKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('preview the first and last four characters only', () => {
    const key = `abcd${'m'.repeat(56)}wxyz`;
    expect(keyPreview(key)).toBe('abcd••••••••wxyz');
    expect(keyPreview(key)).not.toContain('m');
  });
});
