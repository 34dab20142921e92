import { describe, expect, it } from 'vitest';
import { computeExpenseAmounts, travelKgCo2 } from '../expense-amounts';

describe('expense amounts (one rounding, exact sums)', () => {
  it.each([
    // amount excluding VAT, rate → amount as stored, vat, total
    ['100', '0.21', '100.00', '21.00', '121.00'],
    ['0.01', '0.21', '0.01', '0.00', '0.01'],
    ['0.05', '0.21', '0.05', '0.01', '0.06'],
    ['33.33', '0.06', '33.33', '2.00', '35.33'],
    ['19.99', '0.21', '19.99', '4.20', '24.19'],
    ['999999999.99', '0.21', '999999999.99', '210000000.00', '1209999999.99'],
  ])('from %s excl. at %s: amount %s, VAT %s, total %s', (typed, rate, amount, vat, total) => {
    expect(computeExpenseAmounts({ amount: typed, vatRate: rate })).toEqual({
      amount,
      amountVat: vat,
      amountTotal: total,
    });
  });

  it.each([
    // total paid, rate → amount, vat
    ['121', '0.21', '100.00', '21.00'],
    ['10', '0.21', '8.26', '1.74'],
    ['0.01', '0.21', '0.01', '0.00'],
    ['100', '0.06', '94.34', '5.66'],
    ['1', '0.06', '0.94', '0.06'],
    ['57.50', '0', '57.50', '0.00'],
  ])('from %s paid at %s: amount %s, VAT %s, and they add up', (total, rate, amount, vat) => {
    const result = computeExpenseAmounts({ amountTotal: total, vatRate: rate });
    expect(result).toEqual({ amount, amountVat: vat, amountTotal: Number(total).toFixed(2) });
    expect((Number(result.amount) * 100 + Number(result.amountVat) * 100) / 100).toBe(Number(total));
  });

  it('rounds the typed amount once, half up', () => {
    expect(computeExpenseAmounts({ amount: '10.005', vatRate: '0' }).amount).toBe('10.01');
  });

  it('computes travel CO2 to 3 decimals', () => {
    expect(travelKgCo2('120', '0.17174')).toBe('20.609');
    expect(travelKgCo2('0.5', '0.04047')).toBe('0.020');
  });
});
