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
    // Credits (a tax credit line of a real budget) are budget lines too.
    [-48000, '-48000.00'],
    ['-1 500,50', '-1500.50'],
    ['(1,500.00)', '-1500.00'],
    ['1,500.00-', '-1500.00'],
    ['-€ 12,5', '-12.50'],
    ['-0', '0.00'],
    ['-999999999999.99', '-999999999999.99'],
  ])('reads %s as %s', (value, amount) => {
    expect(parseImportAmount(value)).toEqual({ amount });
  });

  it.each([
    [null, 'required'],
    ['  ', 'required'],
    ['abc', 'notSignedAmount'],
    ['12-3', 'notSignedAmount'],
    ['#REF!', 'notSignedAmount'],
    ['--5', 'notSignedAmount'],
    ['(5', 'notSignedAmount'],
    [12.345, 'tooManyDecimals'],
    ['1,234', 'tooManyDecimals'],
    ['10.005', 'tooManyDecimals'],
    ['1000000000000', 'outOfRange'],
    ['-1000000000000', 'outOfRange'],
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

  it('takes an account column instead of department and category, with the accounts the user confirmed', () => {
    const accounts = { headerRow: 4, accountColumn: 1, descriptionColumn: 2, amountColumn: 4 };
    expect(budgetImportMappingSchema.safeParse(accounts).success).toBe(true);
    expect(
      budgetImportMappingSchema.safeParse({
        ...accounts,
        accounts: [{ account: '3300', departmentNumber: 2, categoryId: 7 }, { account: '6900' }],
      }).success,
    ).toBe(true);
    expect(
      budgetImportMappingSchema.safeParse({ headerRow: 4, descriptionColumn: 2, amountColumn: 4 }).error
        ?.issues[0],
    ).toMatchObject({ message: 'required', path: ['departmentColumn'] });
    expect(
      budgetImportMappingSchema.safeParse({ ...accounts, descriptionColumn: 1 }).error?.issues[0],
    ).toMatchObject({ message: 'mustDiffer' });
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
