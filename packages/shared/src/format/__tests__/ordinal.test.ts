import { describe, expect, it } from 'vitest';
import { dayOrdinal } from '../ordinal';

describe("the 'Do' token (001 §5)", () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('English %i is %s', (day, text) => expect(dayOrdinal(day, 'en-US')).toBe(text));

  it.each([
    [1, '1er'],
    [2, '2'],
    [21, '21'],
  ])('French %i is %s', (day, text) => expect(dayOrdinal(day, 'fr-BE')).toBe(text));

  it.each([
    ['de-DE', 3, '3.'],
    ['sk', 3, '3.'],
    ['it', 3, '3º'],
    ['pt-BR', 3, '3º'],
    ['nl', 1, '1ste'],
    ['nl', 2, '2de'],
    ['nl', 8, '8ste'],
    ['nl', 20, '20ste'],
    ['es-MX', 2, '2nd'], // languages without a rule use the English form
  ])('%s %i is %s', (locale, day, text) => expect(dayOrdinal(day, locale)).toBe(text));
});
