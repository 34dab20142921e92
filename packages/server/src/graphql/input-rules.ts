import { hasControlCharacter, isIsoDate } from '@setledger/shared/validation/fields';
import type { ErrorText } from '../core/errors';

/**
 * The edge's rules for every input value (issue 12 items 4 and 8), applied to the whole request before any
 * resolver runs (input-guard.ts) and documented in the schema (input-limits.plugin.ts).
 */

/** Every list argument and list field holds at most this many items unless it declares fewer. */
export const MAX_LIST_ITEMS = 500;
/** Every string holds at most this many characters unless it declares its own maximum. */
export const MAX_STRING_LENGTH = 10_000;

/** A list's own maximum: `t.arg.intList({ ...maxItems(50) })`. */
export const maxItems = (n: number) => ({ extensions: { maxItems: n } }) as const;
/** A string that carries a calendar date (YYYY-MM-DD; empty means none): `t.string({ ...DATE_INPUT })`. */
export const DATE_INPUT = { extensions: { format: 'date' } } as const;

type Extensions = Readonly<Record<string, unknown>> | null | undefined;

export const listMaximum = (extensions: Extensions): number =>
  typeof extensions?.maxItems === 'number' ? extensions.maxItems : MAX_LIST_ITEMS;

export const isDateInput = (extensions: Extensions): boolean => extensions?.format === 'date';

/** What is wrong with a string input, or null: one rule for every string, one more for dates. */
export function stringProblem(value: string, extensions: Extensions): ErrorText | null {
  if (hasControlCharacter(value)) return 'controlCharacter';
  const max = typeof extensions?.maxLength === 'number' ? extensions.maxLength : MAX_STRING_LENGTH;
  if (value.length > max) return 'tooLong';
  if (isDateInput(extensions) && value.trim() !== '' && !isIsoDate(value.trim())) return 'invalidDate';
  return null;
}
