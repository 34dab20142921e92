import { describe, expect, it } from 'vitest';
import { createFormatter } from '../formatter';

// Intl separates French thousands with U+202F and puts U+00A0 before the currency sign.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('createFormatter (issue 12 item 23): the project locale of 001 §9 and the reader language', () => {
  it.each([
    [0, '€28,000.50', '11/03/2026'],
    [1, '€28,000.50', '03/11/2026'],
    [2, `28${NNBSP}000,50${NBSP}€`, '03/11/2026'],
    [3, `28${NNBSP}000,50${NBSP}€`, '03/11/2026'],
    [4, `28${NBSP}000,50${NBSP}€`, '2026-11-03'],
    [5, `28${NNBSP}000.50${NBSP}€`, '03.11.2026'],
    [6, `28.000,50${NBSP}€`, '03.11.2026'],
    [7, '€28,000.50', '11/03/2026'], // out of range gives 0 (en-US)
  ])('regional setting %i shows money as %j and a day as %j', (regionalSetting, money, day) => {
    const f = createFormatter({ regionalSetting, language: 1, currency: 0 });
    expect(f.money('28000.5')).toBe(money);
    expect(f.date('2026-11-03')).toBe(day);
  });

  it('keeps every digit of large amounts and the decimals a unit price was typed with', () => {
    const de = createFormatter({ regionalSetting: 6, currency: 0 });
    expect(de.money('12347871234.56')).toBe(`12.347.871.234,56${NBSP}€`);
    expect(de.money('1250000')).toBe(`1.250.000,00${NBSP}€`);
    expect(de.unitPrice('12.3456')).toBe(`12,3456${NBSP}€`);
    expect(de.unitPrice('12.5')).toBe(`12,50${NBSP}€`);
    expect(de.number('20.739')).toBe('20,739');
    expect(de.number('1234567.5')).toBe('1.234.567,5');
    expect(de.number('20.07', 3)).toBe('20,070');
    expect(de.amount('-5.005')).toBe('-5,01');
  });

  it('uses the currency of the project with a narrow symbol', () => {
    expect(createFormatter({ regionalSetting: 0, currency: 1 }).money('1.5')).toBe('$1.50');
    expect(createFormatter({ regionalSetting: 6, currency: 2 }).money('1.5')).toBe(`1,50${NBSP}CHF`);
  });

  it('shows masses, volumes and energy with the 001 §9 unit switch in the locale', () => {
    const fr = createFormatter({ regionalSetting: 2 });
    expect(fr.mass('20.739')).toBe('20,74 Kg');
    expect(fr.mass('1234.5')).toBe('1,23 T');
    expect(fr.volume('2500')).toBe('2,50 m3');
    expect(fr.energy('1234.5')).toBe(`1${NNBSP}234,50 Kwh`);
  });

  it('writes plain numbers for files: the locale decimal mark, no grouping', () => {
    expect(createFormatter({ regionalSetting: 6 }).plain('28000.5', 2)).toBe('28000,50');
    expect(createFormatter({ regionalSetting: 2 }).plain('20.739')).toBe('20,739');
    expect(createFormatter({ regionalSetting: 0 }).plain('-1234567.125')).toBe('-1234567.125');
    expect(createFormatter({ regionalSetting: 6 }).decimalMark).toBe(',');
    expect(createFormatter({ regionalSetting: 1 }).decimalMark).toBe('.');
  });

  it('shows moments in the project time zone, with the 12-hour clock only where 001 §5 says', () => {
    const at = '2026-11-03T23:30:00Z';
    expect(createFormatter({ regionalSetting: 6, timeZone: 'Europe/Brussels' }).dateTime(at)).toBe(
      '04.11.2026, 00:30',
    );
    expect(createFormatter({ regionalSetting: 2 }).dateTime(at)).toBe('03/11/2026 23:30');
    expect(createFormatter({ regionalSetting: 0 }).dateTime(at)).toBe('11/03/2026, 11:30 PM');
    expect(createFormatter({ regionalSetting: 6, timeZone: 'Europe/Brussels' }).date(at)).toBe('04.11.2026');
    expect(createFormatter({ regionalSetting: 0, timeZone: 'Europe/Brussels' }).plainDateTime(at)).toBe(
      '11/04/2026 00:30:00',
    );
    expect(createFormatter({ regionalSetting: 2, timeZone: 'Not/AZone' }).plainDateTime(at)).toBe(
      '03/11/2026 23:30:00',
    );
  });

  it('names days and months in the reader language (001 §5 long date)', () => {
    expect(createFormatter({ regionalSetting: 0, language: 1 }).longDate('2026-11-01')).toBe(
      'dimanche 1er novembre 2026',
    );
    expect(createFormatter({ regionalSetting: 2, language: 2 }).longDate('2026-11-03')).toBe(
      'Dienstag, November 3. 2026',
    );
    expect(createFormatter({ regionalSetting: 6, language: 0 }).longDate('2026-11-03')).toBe(
      'Tuesday, November 3rd 2026',
    );
  });

  it('gives an empty text for what is not a number or a date, except money which is 0', () => {
    const f = createFormatter({ regionalSetting: 2 });
    expect(f.number(null)).toBe('');
    expect(f.number('abc')).toBe('');
    expect(f.date('not a date')).toBe('');
    expect(f.dateTime('')).toBe('');
    expect(f.money(null)).toBe(`0,00${NBSP}€`);
  });

  it('shows percentages of a factor in the locale', () => {
    expect(createFormatter({ regionalSetting: 6 }).percent('0.055')).toBe(`5,5${NBSP}%`);
    expect(createFormatter({ regionalSetting: 0 }).percent('0.21')).toBe('21%');
  });

  it('spells dates for messages in the reader language, in the project time zone', () => {
    const at = '2026-12-03T23:30:00Z';
    const zone = 'Europe/Brussels';
    expect(createFormatter({ regionalSetting: 0, language: 1, timeZone: zone }).spelledDate(at)).toBe(
      '4 décembre 2026',
    );
    expect(createFormatter({ regionalSetting: 0, language: 2, timeZone: zone }).spelledDate(at)).toBe(
      '4. Dezember 2026',
    );
    expect(createFormatter({ regionalSetting: 6, language: 0, timeZone: zone }).spelledDate(at)).toBe(
      'December 4, 2026',
    );
    expect(createFormatter({ regionalSetting: 0, language: 6, timeZone: zone }).spelledDateTime(at)).toBe(
      '4 de dezembro de 2026 às 00:30',
    );
  });
});
