import { describe, expect, it } from 'vitest';
import { jsonTextTooDeep, valueTooDeep } from '../../../shared/json-depth';

const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

describe('jsonTextTooDeep', () => {
  it('counts objects and arrays, and only past the limit is too deep', () => {
    expect(jsonTextTooDeep(nested(64), 64)).toBe(false);
    expect(jsonTextTooDeep(nested(65), 64)).toBe(true);
    expect(jsonTextTooDeep(`${'['.repeat(65)}${']'.repeat(65)}`, 64)).toBe(true);
    expect(jsonTextTooDeep('{"a":[1,{"b":[]}],"c":{}}', 4)).toBe(false);
    expect(jsonTextTooDeep('{"a":[1,{"b":[]}],"c":{}}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(JSON.stringify({ text: '[[[[[[{{{{{{', quoted: 'say \\"[[[[' }), 1)).toBe(false);
  });

  it('scans a million levels without recursion', () => {
    expect(jsonTextTooDeep('['.repeat(1_000_000), 64)).toBe(true);
  });
});

describe('valueTooDeep', () => {
  it('agrees with the text on the same JSON, and walks a deep value without recursion', () => {
    expect(valueTooDeep(JSON.parse(nested(64)), 64)).toBe(false);
    expect(valueTooDeep(JSON.parse(nested(65)), 64)).toBe(true);
    expect(valueTooDeep(JSON.parse(nested(100_000)), 64)).toBe(true);
    expect(valueTooDeep('text', 0)).toBe(false);
  });
});
