/** Numeric and above 0 (001 §5): a number, or text that reads fully as a number; '' and NaN are not. */
export function isPositiveNumber(value: unknown): boolean {
  if (typeof value === 'string' && value.trim() === '') return false;
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  const number = Number(value);
  return Number.isFinite(number) && number > 0;
}
