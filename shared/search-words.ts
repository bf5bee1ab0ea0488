/**
 * Words search ignores, in the query and in the indexed text alike: they match nearly every photo, so
 * they would only cost reads (docs/decisions/search-words.md). Lower case, without accents; compared
 * before plurals are made singular.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after all also an and any are as at be been but by can do does for from had has have he her here his how i ' +
    'if in into is it its just me more my no not of on one or our out over she so some than that the their them then ' +
    'there these they this those to too up very was we were what when where which while who will with you your'
  ).split(' '),
);
