import { describe, expect, it } from 'vitest';
import { budgetImportMappingSchema, parseImportAmount } from '../budget-import';

describe('parseImportAmount', () => {
  it.each([
    [1234.5, '1234.50'],
    [0, '0.00'],
    [0.1 + 0.2, '0.30'],
    ['1234.5', '1234.50'],
    ['1 234,50', '1234.50'],
    ['1\u202f234,50', '1234.50'],
    ['1.234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    ["1'234.50", '1234.50'],
    ['1.234.567', '1234567.00'],
    ['€ 12,5', '12.50'],
    ['12.300', '12.30'],
    ['999999999999.99', '999999999999.99'],
  ])('reads %s as %s', (value, amount) => {
    expect(parseImportAmount(value)).toEqual({ amount });
  });

  it.each([
    [null, 'required'],
    ['  ', 'required'],
    ['abc', 'notAmount'],
    ['12-3', 'notAmount'],
    ['#REF!', 'notAmount'],
    [-5, 'notAmount'],
    ['-5', 'notAmount'],
    [12.345, 'tooManyDecimals'],
    ['1,234', 'tooManyDecimals'],
    ['10.005', 'tooManyDecimals'],
    ['1000000000000', 'outOfRange'],
  ])('refuses %s (%s)', (value, error) => {
    expect(parseImportAmount(value)).toEqual({ error });
  });
});

describe('budgetImportMappingSchema', () => {
  const mapping = { headerRow: 1, departmentColumn: 1, categoryColumn: 2, amountColumn: 4 };

  it('accepts distinct columns, the description optional', () => {
    expect(budgetImportMappingSchema.safeParse(mapping).success).toBe(true);
    expect(budgetImportMappingSchema.safeParse({ ...mapping, descriptionColumn: 3 }).success).toBe(true);
  });

  it('refuses one column for two fields and a row or column below 1', () => {
    expect(
      budgetImportMappingSchema.safeParse({ ...mapping, descriptionColumn: 2 }).error?.issues[0],
    ).toMatchObject({
      message: 'mustDiffer',
    });
    expect(budgetImportMappingSchema.safeParse({ ...mapping, headerRow: 0 }).error?.issues[0]).toMatchObject({
      message: 'outOfRange',
      path: ['headerRow'],
    });
  });
});
