/** Hour fields of 001 §5. */

export const EMPTY_HOURS = '--:--';
export const ZERO_HOURS = '00:00';
const HOURS_MASK_LENGTH = 5;

/** '--:--' is 0 minutes; 'H:MM' or 'HH:MM' is read as minutes; anything else counts as 0. */
export function hoursToMinutes(text: string): number {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/**
 * The HH:MM input mask: digits only; first hour digit at most 2, second at most 3 when the first is 2
 * (else 9), minute tens at most 5. A digit the mask refuses is dropped, as an input mask does; a value
 * without digits becomes 00:00 and the result is at most 5 characters.
 */
export function maskHours(input: string): string {
  const accepted: number[] = [];
  for (const char of input.replace(/\D/g, '')) {
    if (accepted.length === 4) break;
    const digit = Number(char);
    const max = [2, accepted[0] === 2 ? 3 : 9, 5, 9][accepted.length]!;
    if (digit <= max) accepted.push(digit);
  }
  if (accepted.length === 0) return ZERO_HOURS;
  const digits = accepted.join('');
  const masked = digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
  return masked.slice(0, HOURS_MASK_LENGTH);
}
