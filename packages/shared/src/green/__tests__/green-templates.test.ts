import { describe, expect, it } from 'vitest';
import { applicationDays, carbonTemplateApplicationSchema, periodLength } from '../green-templates';
import { convertWasteQuantity, wasteUnitAt } from '../green-waste';

const parse = (input: unknown) => carbonTemplateApplicationSchema.parse(input);

describe('carbon template applications (issue 14)', () => {
  it('counts a day, a period, and weekdays only (Friday 6 to Monday 9 November 2026: 2 days)', () => {
    expect(applicationDays(parse({ fromDate: '2026-11-06' }))).toEqual(['2026-11-06']);
    expect(applicationDays(parse({ fromDate: '2026-11-06', toDate: '2026-11-09' }))).toHaveLength(4);
    expect(
      applicationDays(parse({ fromDate: '2026-11-06', toDate: '2026-11-09', weekdaysOnly: true })),
    ).toEqual(['2026-11-06', '2026-11-09']);
    expect(periodLength(parse({ fromDate: '2026-01-01', toDate: '2026-12-31' }))).toBe(365);
  });

  it('defaults to one entry per line and day, and refuses an end before the start', () => {
    expect(parse({ fromDate: '2026-11-06' })).toMatchObject({
      mode: 'perDay',
      weekdaysOnly: false,
      toDate: null,
    });
    expect(
      carbonTemplateApplicationSchema.safeParse({ fromDate: '2026-11-06', toDate: '2026-11-01' }).success,
    ).toBe(false);
  });
});

describe('waste units (001 §3.10, §9)', () => {
  it('reads a unit index as kg, tonne, litre or m3, and converts within a dimension only', () => {
    expect([0, 1, 2, 3, 9].map(wasteUnitAt)).toEqual(['kg', 'tonne', 'litre', 'm3', 'kg']);
    expect(convertWasteQuantity('65', 'kg', 'tonne')).toBe('0.065');
    expect(convertWasteQuantity('1.5', 'tonne', 'kg')).toBe('1500');
    expect(convertWasteQuantity('2', 'm3', 'litre')).toBe('2000');
    expect(convertWasteQuantity('2', 'kg', 'litre')).toBeNull();
  });
});
