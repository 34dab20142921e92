import Decimal from 'decimal.js';
import { currencyAt } from './currency';
import { round2, toDecimalOrNull } from './decimal';

/** An amount as text with exactly 2 decimals ("12.30"); non-numbers are 0. */
export function toMoneyString(value: unknown): string {
  return round2(toDecimalOrNull(value) ?? new Decimal(0)).toFixed(2);
}

/** Exact sum of decimal strings (or numbers), rounded once at the end; non-numbers count as 0. */
export function sumMoney(values: readonly unknown[]): string {
  const total = values.reduce<Decimal>((sum, value) => sum.plus(toDecimalOrNull(value) ?? 0), new Decimal(0));
  return round2(total).toFixed(2);
}

/**
 * An amount in the project's currency (index of 001 §9, out of range gives EUR) for a locale tag, with
 * 2 decimals. The rounded decimal text goes to Intl, so large amounts keep every digit.
 */
export function formatMoney(value: unknown, currencyIndex: number, locale = 'en-US'): string {
  const format = (tag: string) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: currencyAt(currencyIndex).code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(toMoneyString(value) as `${number}`);
  try {
    return format(locale);
  } catch {
    return format('en-US');
  }
}
