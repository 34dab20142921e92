import { describe, expect, it } from 'vitest';
import { formatMonth } from '../format';

describe('formatMonth (issue 14: month labels of the green charts)', () => {
  it.each([
    ['en', 'Nov 2026'],
    ['fr', 'nov. 2026'],
    ['de', 'Nov. 2026'],
    ['nl', 'nov 2026'],
  ])('reads 2026-11 in %s as %s', (language, expected) => {
    expect(formatMonth('2026-11', language)).toBe(expected);
  });

  it('shows anything that is not a month as given', () => {
    expect(formatMonth('2026-13', 'en')).toBe('2026-13');
    expect(formatMonth('Q4', 'en')).toBe('Q4');
  });
});
