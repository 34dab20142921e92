import { describe, expect, it } from 'vitest';
import { poItemSchema } from '../purchase-orders.schemas';

const line = (values: Record<string, unknown>) => ({
  name: 'Lens',
  quantity: '1',
  unitPriceVatExcluded: '10',
  ...values,
});
function verdict(input: unknown) {
  const parsed = poItemSchema.safeParse(input);
  if (parsed.success)
    return {
      ok: [parsed.data.quantity, parsed.data.unitPriceVatExcluded ?? parsed.data.unitPriceVatIncluded],
    };
  const issue = parsed.error.issues[0]!;
  return {
    field: issue.path.join('.'),
    key: issue.message,
    ...('params' in issue && issue.params ? { params: issue.params } : {}),
  };
}

describe('PO line schema at the edges (issue 12 item 16: the lines editor and the server share it)', () => {
  it.each([
    [{ quantity: '0.333' }, { ok: ['0.333', '10'] }],
    [{ quantity: '2,5' }, { ok: ['2.5', '10'] }],
    [{ quantity: '0' }, { field: 'quantity', key: 'notPositive' }],
    [{ quantity: '-1' }, { field: 'quantity', key: 'notPositive' }],
    [{ quantity: '' }, { field: 'quantity', key: 'notPositive' }],
    [{ quantity: '1.2345' }, { field: 'quantity', key: 'maxDecimals', params: { max: '3' } }],
    [{ quantity: '1234567890' }, { field: 'quantity', key: 'tooManyDigits', params: { max: '9' } }],
    // A line's unit price is above 0 (issue 12 item 15).
    [{ unitPriceVatExcluded: '0' }, { field: 'unitPriceVatExcluded', key: 'notPositive' }],
    [{ unitPriceVatExcluded: '0.0001' }, { ok: ['1', '0.0001'] }],
    [{ unitPriceVatExcluded: '12.3456' }, { ok: ['1', '12.3456'] }],
    [
      { unitPriceVatExcluded: '12.34567' },
      { field: 'unitPriceVatExcluded', key: 'maxDecimals', params: { max: '4' } },
    ],
    [{ unitPriceVatExcluded: '-2' }, { field: 'unitPriceVatExcluded', key: 'notPositive' }],
    [
      { unitPriceVatExcluded: null, unitPriceVatIncluded: '1234567890123' },
      { field: 'unitPriceVatIncluded', key: 'tooManyDigits', params: { max: '12' } },
    ],
    // Each figure fits, the line total (stored with 12 digits before the point) does not.
    [
      { quantity: '999999999', unitPriceVatExcluded: '999999999999' },
      { field: 'unitPriceVatExcluded', key: 'outOfRange' },
    ],
  ])('%j', (values, expected) => {
    expect(verdict(line(values))).toEqual(expected);
  });
});
