import { describe, expect, it } from 'vitest';
import {
  EXPENSE_STATUS,
  expenseGroupOf,
  expenseStatusClass,
  statusShownInAdvance,
} from '../expenses.constants';

describe('expense statuses (000 §4, 001 §4)', () => {
  it.each([
    [0, 'none', 'new'],
    [1, 'primary', 'submitted'],
    [2, 'warning', 'submitted'],
    [4, 'danger', 'new'],
    [8, 'success', 'approved'],
    [16, 'danger', 'new'],
    [3, 'primary', 'submitted'], // any other code is treated as submitted
    [99, 'primary', 'submitted'],
    [-1, 'primary', 'submitted'],
  ])('code %i shows as %s and groups as %s', (code, displayClass, group) => {
    expect(expenseStatusClass(code)).toBe(displayClass);
    expect(expenseGroupOf(code)).toBe(group);
  });

  it.each([
    [0, 3],
    [1, 3],
    [2, 3],
    [7, 3],
    [4, 4],
    [8, 8],
    [16, 16],
  ])("status %i shows as %i when 'in advance' applies", (code, shown) => {
    expect(statusShownInAdvance(code)).toBe(shown);
  });

  it('keeps the codes of the spec table', () => {
    expect(Object.values(EXPENSE_STATUS)).toEqual([0, 1, 2, 4, 8, 16]);
  });
});
