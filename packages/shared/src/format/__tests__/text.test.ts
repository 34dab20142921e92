import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm, searchPattern, selectLabel, truncateText } from '../text';

describe('truncation (001 §2.4, §9)', () => {
  it.each([
    ['x'.repeat(100), 'x'.repeat(100)],
    ['x'.repeat(101), `${'x'.repeat(100)}...`],
    ['', ''],
  ])('truncates %j to 100 by default', (text, cut) => expect(truncateText(text)).toBe(cut));

  it('takes another length', () => expect(truncateText('abcdef', 3)).toBe('abc...'));

  it.each([
    ['Production sound mixer', 'Production soun...'],
    ['Exactly fifteen', 'Exactly fifteen'],
    ['Short', 'Short'],
  ])('select label %j is %j', (text, label) => expect(selectLabel(text)).toBe(label));
});

describe('search terms (001 §5)', () => {
  it.each([
    ['  Élodie Müller ', 'Elodie Muller', '%Elodie Muller%'],
    [' café ', 'cafe', '%cafe%'],
    ['Ça va', 'Ca va', '%Ca va%'],
    ['plain', 'plain', '%plain%'],
    ['   ', '', '%%'],
  ])('%j becomes %j and %j', (term, normalised, pattern) => {
    expect(normalizeSearchTerm(term)).toBe(normalised);
    expect(searchPattern(term)).toBe(pattern);
  });
});
