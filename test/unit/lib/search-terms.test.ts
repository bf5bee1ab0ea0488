import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS } from '../../../shared/constants';
import { MAX_TERMS_PER_PHOTO, photoTerms, queryTerms, singular, termsOf } from '../../../functions/data/photos/search-terms';

describe('search terms', () => {
  it('lower-cases, strips accents and splits on anything but letters and digits', () => {
    expect(termsOf('Crème BRÛLÉE, São-Paulo! 2024')).toEqual(['creme', 'brulee', 'sao', 'paulo', '2024']);
  });

  it('drops stop words and repeats', () => {
    expect(termsOf('The sunset and the SUNSET over the bay')).toEqual(['sunset', 'bay']);
    expect(termsOf('the of and')).toEqual([]);
  });

  it('makes simple plurals singular and leaves look-alikes alone', () => {
    expect(['sunsets', 'beaches', 'boxes', 'berries', 'glasses', 'clouds'].map(singular)).toEqual([
      'sunset',
      'beach',
      'box',
      'berry',
      'glass',
      'cloud',
    ]);
    expect(['glass', 'bus', 'iris', 'cactus', 'gas', 'sky'].map(singular)).toEqual(['glass', 'bus', 'iris', 'cactus', 'gas', 'sky']);
  });

  it('keeps letters of every script and never a key separator', () => {
    expect(termsOf('東京 タワー')).toEqual(['東京', 'タワー']);
    expect(termsOf('a#b %zebra% "quoted" PHOTO#1')).toEqual(['b', 'zebra', 'quoted', 'photo', '1']);
    expect(termsOf('🦓🦓 ---')).toEqual([]);
  });

  it('ignores words over 40 characters', () => {
    expect(termsOf(`${'x'.repeat(41)} fox`)).toEqual(['fox']);
  });

  it(`a query looks up its first ${MAX_SEARCH_TERMS} terms`, () => {
    expect(queryTerms('one two three four five six seven eight nine ten eleven')).toHaveLength(MAX_SEARCH_TERMS);
    expect(queryTerms('Lanterns, lantern, LANTERN')).toEqual(['lantern']);
  });

  it("a photo's terms: title, tags, mood, colour names and description", () => {
    const terms = photoTerms({
      title: 'Golden hour',
      description: 'Waves on the rocks',
      tags: ['sea breeze'],
      mood: 'Serene',
      primaryColors: ['#1e3c72'],
    });
    expect(terms).toEqual(expect.arrayContaining(['golden', 'hour', 'sea', 'breeze', 'serene', 'wave', 'rock', 'blue']));
    expect(terms).not.toContain('the');
  });

  it(`a photo is found by ${MAX_TERMS_PER_PHOTO} terms at most`, () => {
    const description = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const terms = photoTerms({ title: 't', description, tags: [], mood: null, primaryColors: [] });
    expect(terms).toHaveLength(MAX_TERMS_PER_PHOTO);
  });
});
