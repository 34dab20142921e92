import type { BudgetImportRowKind } from '@setledger/shared/budget/budget-import';
import { words } from './budget-import.classify';

/** An account of the file with the department and category its lines go to. */
export interface ImportAccount {
  /** The account as written ('3300'), or the line's description when it has none ('Contingency'). */
  account: string;
  /** Its name: the heading's title, else the first line's description. */
  label: string;
  rowCount: number;
  total: string;
  departmentNumber: number | null;
  categoryId: number | null;
  /** Whether the user confirmed it (else a suggestion, or nothing). */
  confirmed: boolean;
}

export interface AccountReferences {
  departments: readonly { value: number; message: string; categoryId: number | null }[];
  categories: readonly { id: number; name: string }[];
}

/**
 * The account each budget line counts in. A line sits under the heading of its account in a detail sheet
 * ('3300 CAMERA' over 3301, 3302 ... and the account's fringes): the heading's account, else its own, else its
 * description. A heading without an account, a subtotal or a total ends the account.
 */
export function accountKeys(
  rows: readonly { kind: BudgetImportRowKind; account: string; description: string }[],
): { key: string | null; label: string }[] {
  let group: { key: string; label: string } | null = null;
  return rows.map((row) => {
    if (row.kind === 'heading') {
      group = row.account ? { key: row.account, label: row.description || row.account } : null;
      return { key: null, label: '' };
    }
    if (row.kind !== 'data') {
      group = null;
      return { key: null, label: '' };
    }
    if (group) return group;
    const key = row.account || row.description;
    return { key: key || null, label: row.description || row.account };
  });
}

const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'des',
  'und',
  'der',
  'die',
  'das',
  'del',
  'van',
  'het',
  'dos',
]);

/**
 * Words a film budget puts in many account names ('PRODUCTION SOUND', 'PRODUCTION STAFF', 'POST PRODUCTION
 * SOUND'): they name a department only when nothing more specific does.
 */
const GENERIC_WORDS = new Set([
  'production',
  'produktion',
  'produzione',
  'productie',
  'producao',
  'produkcia',
  'post',
  'general',
  'unit',
  'staff',
  'department',
  'expense',
  'other',
]);
const GENERIC_WEIGHT = 0.25;

/** The significant words of a name: 'LOCATION EXPENSES' -> ['location', 'expense']. */
function tokens(name: string): string[] {
  return words(name)
    .split(' ')
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w) && !STOP_WORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/** 'transportation' names 'transport'; short words only when they are the whole name ('Art'). */
function names(word: string, reference: string[]): boolean {
  if (word.length < 4) return reference.length === 1 && reference[0] === word;
  return reference.some(
    (r) => r === word || (Math.min(r.length, word.length) >= 5 && (r.startsWith(word) || word.startsWith(r))),
  );
}

/** The one reference with the best score above 0, else null (a tie suggests nothing). */
function best<T>(items: readonly T[], score: (item: T) => number): T | null {
  let found: T | null = null;
  let top = 0;
  let tied = false;
  for (const item of items) {
    const value = score(item);
    if (value > top) {
      found = item;
      top = value;
      tied = false;
    } else if (value === top && value > 0) tied = true;
  }
  return tied ? null : found;
}

/**
 * A department and category for each account, from its name only: the department it names (with the category
 * the department is linked to), else the category it names (with the department linked to it). Words many
 * accounts share, or film budgets use everywhere ('production'), weigh less than rare ones ('sound'). Cost centres are never compared: account
 * numbers of a chart of accounts and cost centres of a production are different codes, and equal ones name
 * unrelated things.
 */
export function suggestAccounts(
  accounts: readonly { account: string; label: string }[],
  references: AccountReferences,
): Map<string, { departmentNumber: number | null; categoryId: number | null }> {
  const labelTokens = new Map(accounts.map((a) => [a.account, tokens(a.label)]));
  const frequency = new Map<string, number>();
  for (const list of labelTokens.values())
    for (const word of new Set(list)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const departments = references.departments.map((d) => ({ ...d, words: tokens(d.message) }));
  const categories = references.categories.map((c) => ({ ...c, words: tokens(c.name) }));
  const categoryIds = new Set(references.categories.map((c) => c.id));

  const suggestions = new Map<string, { departmentNumber: number | null; categoryId: number | null }>();
  for (const { account } of accounts) {
    const label = labelTokens.get(account) ?? [];
    const score = (reference: string[]) =>
      label.reduce(
        (sum, word) =>
          sum +
          (names(word, reference)
            ? (GENERIC_WORDS.has(word) ? GENERIC_WEIGHT : 1) / (frequency.get(word) ?? 1)
            : 0),
        0,
      );
    const department = best(departments, (d) => score(d.words));
    if (department) {
      const linked = department.categoryId !== null && categoryIds.has(department.categoryId);
      const category = linked ? department.categoryId : (best(categories, (c) => score(c.words))?.id ?? null);
      suggestions.set(account, { departmentNumber: department.value, categoryId: category });
      continue;
    }
    const category = best(categories, (c) => score(c.words));
    if (!category) {
      suggestions.set(account, { departmentNumber: null, categoryId: null });
      continue;
    }
    const owners = references.departments.filter((d) => d.categoryId === category.id);
    suggestions.set(account, {
      departmentNumber: owners.length === 1 ? owners[0]!.value : null,
      categoryId: category.id,
    });
  }
  return suggestions;
}
