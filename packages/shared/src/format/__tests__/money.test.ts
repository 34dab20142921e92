import { describe, expect, it } from 'vitest';
import { currencyAt, currencySymbol } from '../currency';
import { formatMoney, sumMoney, toMoneyString } from '../money';

describe('currencies (001 §9)', () => {
  it.each([
    [0, 'EUR', '€'],
    [1, 'USD', '$'],
    [2, 'CHF', 'CHF'],
    [3, 'GBP', '£'],
    [4, 'NZD', 'NZ$'],
    [5, 'DKK', 'kr'],
    [6, 'SEK', 'kr'],
    [7, 'ILS', '₪'],
    [8, 'CAD', 'CA$'],
    [9, 'EUR', '€'], // out of range gives 0
    [-1, 'EUR', '€'],
    [1.5, 'EUR', '€'],
  ])('index %j is %s', (index, code, symbol) => {
    expect(currencyAt(index).code).toBe(code);
    expect(currencySymbol(index)).toBe(symbol);
  });
});

describe('sumMoney', () => {
  it.each([
    [[], '0.00'],
    [Array.from({ length: 10 }, () => '0.1'), '1.00'], // floats give 0.9999999999999999
    [['0.005', '0.005'], '0.01'], // rounded once, at the end
    [['19.99', '-5.01', '0.02'], '15.00'],
    [['12345678901234567.89', '0.01'], '12345678901234567.90'],
    [['1.10', 'abc', ''], '1.10'],
  ])('%j sums to %s', (values, total) => expect(sumMoney(values)).toBe(total));

  it('writes one amount with two decimals', () => {
    expect(toMoneyString(12.3)).toBe('12.30');
    expect(toMoneyString('2.675')).toBe('2.68');
    expect(toMoneyString('n/a')).toBe('0.00');
  });
});

describe('formatMoney', () => {
  const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it.each([
    ['1234.5', 0, 'en-US', '€1,234.50'],
    ['1234.5', 0, 'fr-FR', '1 234,50 €'],
    ['1234.5', 0, 'de-DE', '1.234,50 €'],
    [1234.5, 1, 'en-US', '$1,234.50'],
    ['1.005', 3, 'en-US', '£1.01'],
    ['1234.5', 99, 'en-US', '€1,234.50'], // unknown currency index gives EUR
    ['abc', 0, 'en-US', '€0.00'],
    ['5', 0, 'not a locale', '€5.00'],
    ['12345678901234567.125', 0, 'en-US', '€12,345,678,901,234,567.13'],
  ])('%j in currency %i for %s is %s', (value, index, locale, text) => {
    expect(normalise(formatMoney(value, index, locale))).toBe(text);
  });
});
