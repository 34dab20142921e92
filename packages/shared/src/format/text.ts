import { SELECT_LABEL_CUT, TEXT_TRUNCATION_LENGTH, TRUNCATION_SUFFIX } from '../app/app.constants';

/** Cuts text longer than `max` characters (default 100, 001 §9) and marks the cut with '...'. */
export function truncateText(text: string, max = TEXT_TRUNCATION_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}${TRUNCATION_SUFFIX}` : text;
}

/** Select-list labels are cut at 15 characters followed by '...' (001 §2.4). */
export const selectLabel = (text: string): string => truncateText(text, SELECT_LABEL_CUT);

/** The search term trimmed and without accents (001 §5), for matching in lists. */
export function normalizeSearchTerm(term: string): string {
  return term.trim().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The term as sent to the server: normalised and wrapped with '%' wildcards (001 §5). */
export const searchPattern = (term: string): string => `%${normalizeSearchTerm(term)}%`;

/** The stored search key of a name: trimmed, without accents, lower case (matched with searchPattern of a key). */
export const searchKey = (text: string): string => normalizeSearchTerm(text).toLowerCase();
