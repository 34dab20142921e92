import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, formatLongDate, formatShortDate, is12HourLocale } from '../dates';

describe('date formats (001 §5)', () => {
  const late = new Date(Date.UTC(2026, 10, 22, 23, 5, 9));

  it.each([
    [DATE_FORMATS.short, '22/11/2026'],
    [DATE_FORMATS.dashed, '22-11-2026'],
    [DATE_FORMATS.dayMonth, '22-11'],
    [DATE_FORMATS.dateTime, '22-11-2026 23:05:09'],
    [DATE_FORMATS.time, '23:05:09'],
    ['YYYYMMDDHHmmss', '20261122230509'],
    ['[DD] DD', 'DD 22'],
  ])('%s reads %s in UTC', (pattern, text) => expect(formatDate(late, pattern)).toBe(text));

  it('shows the default short date in UTC whatever the input form', () => {
    expect(formatShortDate('2026-11-22T23:30:00-05:00')).toBe('23/11/2026');
    expect(formatShortDate(late.getTime())).toBe('22/11/2026');
  });

  it('shows another time zone when asked', () => {
    expect(formatDate(late, DATE_FORMATS.dateTime, { timeZone: 'Europe/Brussels' })).toBe(
      '23-11-2026 00:05:09',
    );
  });

  it('answers an empty text for an invalid date', () => expect(formatDate('not a date', 'DD')).toBe(''));

  it.each([
    [Date.UTC(2026, 10, 22), 'en-US', 'Sunday, November 22nd 2026'],
    [Date.UTC(2026, 0, 11), 'en-US', 'Sunday, January 11th 2026'],
    [Date.UTC(2026, 0, 21), 'en-UK', 'Wednesday, January 21st 2026'],
    [Date.UTC(2026, 0, 1), 'fr-FR', 'jeudi 1er janvier 2026'],
    [Date.UTC(2026, 0, 2), 'fr-CA', 'vendredi 2 janvier 2026'],
    [Date.UTC(2026, 2, 1), 'de-DE', 'Sonntag, März 1. 2026'],
    [Date.UTC(2026, 2, 1), 'nl', 'zondag, maart 1ste 2026'],
  ])('long date %i in %s is %s', (time, locale, text) => {
    expect(formatLongDate(new Date(time), { locale })).toBe(text);
  });

  it('falls back to English for a locale Intl rejects', () => {
    expect(formatLongDate(new Date(Date.UTC(2026, 0, 3)), { locale: 'not a locale' })).toBe(
      'Saturday, January 3rd 2026',
    );
  });
});

describe('is12HourLocale (001 §5)', () => {
  it.each([
    ['en-US', true],
    ['en-CA', true],
    ['es-MX', true],
    ['en-AU', true],
    ['ar-EG', true],
    ['en-IN', true],
    ['en-IE', true],
    ['en-NZ', true],
    ['en-PK', true],
    ['ar-SA', true],
    ['en_us', true],
    ['en-GB', false],
    ['en-UK', false],
    ['fr-CA', false],
    ['fr-FR', false],
    ['en', false],
  ])('%s: %s', (locale, twelve) => expect(is12HourLocale(locale)).toBe(twelve));
});
