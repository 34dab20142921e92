import Decimal from 'decimal.js';
import { DECIMALS } from '../app/app.constants';

/** A finite number or numeric string as a Decimal; anything else is null. */
export function toDecimalOrNull(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || !Number.isFinite(Number(text))) return null;
  return new Decimal(text);
}

/** Rounds half away from zero at 2 places on the decimal value (001 §5, §9). */
export const round2 = (value: Decimal): Decimal => value.toDecimalPlaces(DECIMALS, Decimal.ROUND_HALF_UP);

/**
 * 001 §5: decimals round to 2 places and non-numbers become 0. Rounding the decimal text, not the binary float,
 * gives 1.005 -> 1.01 and 2.675 -> 2.68.
 */
export function roundTo2(value: unknown): number {
  const decimal = toDecimalOrNull(value);
  return decimal ? round2(decimal).toNumber() : 0;
}
