import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../validation/keys';
import { carbonEntryFormOf, TRANSPORT_TYPE_CODES } from '../green.constants';
import { carbonEntryFilterSchema, carbonEntrySchema, greenPagingSchema } from '../green.schemas';
import { displayCarbonQuantity, displayKgCo2e } from '../green-units';

const problem = (input: unknown) => {
  const result = carbonEntrySchema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
};

describe('manual carbon entry schema (issue 14)', () => {
  it('takes each form with its fields, reading a decimal comma', () => {
    const travel = carbonEntrySchema.parse({
      carbonCategory: 3,
      strDate: '2026-11-02',
      transportTypeCode: 6,
      km: '300,5',
    });
    expect(travel).toMatchObject({
      km: '300.5',
      passengers: null,
      verified: false,
      entityType: 0,
      factorKey: '',
    });
    expect(problem({ carbonCategory: 5, strDate: '2026-11-02', meals: { red: 2 } })).toBeNull();
    expect(problem({ carbonCategory: 2, strDate: '2026-11-02', litres: '20', fuel: 'hvo' })).toBeNull();
  });

  it.each([
    [{ carbonCategory: 3, strDate: '2026-11-02', km: '3' }, 'transportTypeCode', 'required'],
    [{ carbonCategory: 1, strDate: '2026-11-02', nights: 2 }, 'country', 'required'],
    [{ carbonCategory: 2, strDate: '2026-11-02' }, 'kwh', 'required'],
    [{ carbonCategory: 2, strDate: '2026-11-02', litres: '3' }, 'fuel', 'required'],
    [{ carbonCategory: 0, strDate: '2026-11-02' }, 'days', 'required'],
    [{ carbonCategory: 4, strDate: '2026-11-02', waste: { glass: '0' } }, 'waste', 'required'],
    [{ carbonCategory: 5, strDate: '2026-11-02', meals: { red: -1 } }, 'meals.red', 'outOfRange'],
    [{ carbonCategory: 9, strDate: '2026-11-02', quantity: '2' }, 'factorKey', 'required'],
    [
      { carbonCategory: 9, strDate: '2026-11-02', endDate: '2026-11-01', quantity: '2', factorKey: 'x' },
      'endDate',
      'dateOrder',
    ],
    [{ carbonCategory: 3, strDate: '2026-11-02', transportTypeCode: 6, km: '0' }, 'km', 'notPositive'],
  ])('%o: %s is %s', (input, field, key) => expect(problem(input)).toEqual({ field, key }));

  it('gives every category 0-21 a form and every transport code a group', () => {
    expect(carbonEntryFormOf(3)).toBe('transport');
    expect(carbonEntryFormOf(21)).toBe('generic');
    expect(TRANSPORT_TYPE_CODES).toHaveLength(28);
    expect(TRANSPORT_TYPE_CODES.every((c) => c.group)).toBe(true);
  });

  it('pages the green table by 20, at most 100; -2 means no filter', () => {
    expect(greenPagingSchema.parse({})).toEqual({ offset: 0, size: 20 });
    expect(greenPagingSchema.safeParse({ size: 101 }).success).toBe(false);
    expect(carbonEntryFilterSchema.parse({ co2Type: -2, department: 3 })).toMatchObject({
      co2Type: null,
      department: 3,
    });
  });
});

describe('carbon units as shown (001 §9)', () => {
  it.each([
    ['812.4', 'kg', { value: '812.40', unit: 'Kg' }],
    ['1250', 'kg', { value: '1.25', unit: 'T' }],
    ['1000', 'kg', { value: '1000.00', unit: 'Kg' }],
    ['1500', 'litre', { value: '1.50', unit: 'm3' }],
    ['12.345', 'kWh', { value: '12.35', unit: 'Kwh' }],
  ])('%s %s', (value, unit, shown) => expect(displayCarbonQuantity(value, unit)).toEqual(shown));

  it('kg CO2e switches to T above 1000', () =>
    expect(displayKgCo2e('2690.16')).toEqual({ value: '2.69', unit: 'T' }));
});
