import { Decimal } from 'decimal.js';

export interface ExpenseAmounts {
  amount: string;
  amountVat: string;
  amountTotal: string;
}

const TWO = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The three amounts of an expense item from what was typed and the VAT rate (a fraction: 0.21 for 21%).
 * From the amount excluding VAT: VAT = round(amount × rate), total = amount + VAT. From the total paid:
 * amount = round(total ÷ (1 + rate)), VAT = total − amount. One rounding, so amount + VAT = total exactly.
 */
export function computeExpenseAmounts(input: {
  amount?: string | null;
  amountTotal?: string | null;
  vatRate: string;
}): ExpenseAmounts {
  const rate = new Decimal(input.vatRate);
  if (input.amount !== undefined && input.amount !== null && input.amount !== '') {
    const amount = TWO(new Decimal(input.amount));
    const vat = TWO(amount.times(rate));
    return { amount: amount.toFixed(2), amountVat: vat.toFixed(2), amountTotal: amount.plus(vat).toFixed(2) };
  }
  const total = TWO(new Decimal(input.amountTotal || '0'));
  const amount = TWO(total.dividedBy(rate.plus(1)));
  return {
    amount: amount.toFixed(2),
    amountVat: total.minus(amount).toFixed(2),
    amountTotal: total.toFixed(2),
  };
}

/** Amounts are stored with 12 digits before the point (numeric(14, 2)). */
const STORED_LIMIT = new Decimal('1e12');

/** Whether the three amounts fit where they are stored (a larger item is refused, not cut). */
export function expenseAmountsFit(amounts: ExpenseAmounts): boolean {
  return [amounts.amount, amounts.amountVat, amounts.amountTotal].every((value) =>
    new Decimal(value).abs().lessThan(STORED_LIMIT),
  );
}

/** kg CO2e of a distance with a per-km factor, to 3 decimals. */
export function travelKgCo2(km: string, kgPerKm: string): string {
  return new Decimal(km).times(new Decimal(kgPerKm)).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/** Above the project's maximum per item (whole currency units), compared exactly (issue 12 item 15). */
export function isAboveMaximum(amountTotal: string, maxAmountPerItem: number): boolean {
  return new Decimal(amountTotal).gt(maxAmountPerItem);
}
