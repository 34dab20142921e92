import { describe, expect, it } from 'vitest';
import { EXPENSE_KINDS } from '../expenses.constants';
import { expenseItemSchema } from '../expenses.schemas';

const travel = (km: string) => ({
  date: '2026-10-12',
  type: EXPENSE_KINDS.travel,
  description: 'Drive to set',
  km,
});
const ticket = (amountTotal: string) => ({
  date: '2026-10-12',
  type: EXPENSE_KINDS.ticket,
  description: 'Taxi',
  amountTotal,
});
/** The field, key and params of the first problem, or 'ok' with the parsed value. */
function verdict(input: unknown, field: 'km' | 'amountTotal') {
  const parsed = expenseItemSchema.safeParse(input);
  if (parsed.success) return { ok: parsed.data[field] };
  const issue = parsed.error.issues[0]!;
  return {
    field: issue.path.join('.'),
    key: issue.message,
    ...('params' in issue && issue.params ? { params: issue.params } : {}),
  };
}

describe('expense item schema at the edges (issue 12 item 16: the form and the server share it)', () => {
  it.each([
    ['12.5', { ok: '12.5' }],
    ['12,5', { ok: '12.5' }],
    ['1234567.5', { ok: '1234567.5' }],
    ['12.55', { field: 'km', key: 'maxDecimals', params: { max: '1' } }],
    ['12.555', { field: 'km', key: 'maxDecimals', params: { max: '1' } }],
    ['0', { field: 'km', key: 'notPositive' }],
    ['0.0', { field: 'km', key: 'notPositive' }],
    ['-5', { field: 'km', key: 'notPositive' }],
    ['12 km', { field: 'km', key: 'notPositive' }],
    ['12345678', { field: 'km', key: 'tooManyDigits', params: { max: '7' } }],
  ])('km %s', (km, expected) => {
    expect(verdict(travel(km), 'km')).toEqual(expected);
  });

  it.each([
    // A ticket costs something (issue 12 item 15).
    ['0', { field: 'amountTotal', key: 'notPositive' }],
    ['0.00', { field: 'amountTotal', key: 'notPositive' }],
    ['12,10', { ok: '12.10' }],
    // A third decimal is accepted and rounded once, by the amounts computation.
    ['12.555', { ok: '12.555' }],
    ['999999999999.99', { ok: '999999999999.99' }],
    ['12.5555', { field: 'amountTotal', key: 'maxDecimals', params: { max: '3' } }],
    ['-3', { field: 'amountTotal', key: 'notAmount' }],
    ['abc', { field: 'amountTotal', key: 'notAmount' }],
    ['1234567890123', { field: 'amountTotal', key: 'tooManyDigits', params: { max: '12' } }],
  ])('amount %s', (amount, expected) => {
    expect(verdict(ticket(amount), 'amountTotal')).toEqual(expected);
  });
});
