import Decimal from 'decimal.js';
import { z } from 'zod';
import { typeError } from '../validation/keys';

/** An import file may weigh up to 5 MB and hold up to 20,000 rows under its header (issue 7). */
export const BUDGET_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const BUDGET_IMPORT_MAX_ROWS = 20_000;
/** The rows ReadBudgetImportFile shows under the header, as a sample. */
export const BUDGET_IMPORT_SAMPLE_ROWS = 10;

/** The fields an import reads: an account, or a department and a category; the description is optional. */
export const BUDGET_IMPORT_FIELDS = ['account', 'department', 'category', 'description', 'amount'] as const;
export type BudgetImportField = (typeof BUDGET_IMPORT_FIELDS)[number];

/** Why a cell's amount is refused: keys of the server's error texts. */
export type ImportAmountError = 'required' | 'notSignedAmount' | 'tooManyDecimals' | 'outOfRange';

/** The kinds of rows an import reads: only data rows are budget lines; the others are shown and skipped. */
export const BUDGET_IMPORT_ROW_KINDS = ['data', 'heading', 'subtotal', 'total'] as const;
export type BudgetImportRowKind = (typeof BUDGET_IMPORT_ROW_KINDS)[number];

/** Accounts an import maps at most (a budget's chart of accounts has a few hundred). */
export const BUDGET_IMPORT_MAX_ACCOUNTS = 2000;

const INTEGER_DIGITS = 12;

/** A spreadsheet number: the binary float is taken at 2 places when it is one (0.1 + 0.2 gives 0.30). */
function amountOfNumber(value: number): Decimal | 'notSignedAmount' | 'tooManyDecimals' {
  if (!Number.isFinite(value)) return 'notSignedAmount';
  const cents = new Decimal(value).times(100);
  if (cents.minus(cents.round()).abs().greaterThan(1e-6)) return 'tooManyDecimals';
  return cents.round().dividedBy(100);
}

/**
 * A typed amount: spaces and apostrophes group thousands ("1 234,50", "1'234.50"); with both '.' and ',' the
 * last one is the decimal mark ("1.234,50", "1,234.50"); a single ',' or '.' is the decimal mark; repeated,
 * it groups thousands ("1.234.567"). "1,234" is therefore 1.234 (and refused: more than 2 decimals), never a
 * silent thousand.
 */
function amountOfText(raw: string): Decimal | 'notSignedAmount' | 'tooManyDecimals' {
  let text = raw
    .replace(/[\s\u00a0\u202f'’]/g, '')
    .replace(/^(€|\$|£|EUR|CHF|USD|GBP)|(€|\$|£|EUR|CHF|USD|GBP)$/gi, '');
  // Accountants write a credit as (1,500.00) or 1,500.00-; a minus may stand before the currency too.
  const bracketed = /^\(.*\)$/.test(text);
  const negative = bracketed || /^-|-$/.test(text);
  text = (bracketed ? text.slice(1, -1) : text).replace(/^-|-$/g, '');
  text = text.replace(/^(€|\$|£|EUR|CHF|USD|GBP)|(€|\$|£|EUR|CHF|USD|GBP)$/gi, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalMark = lastDot > lastComma ? '.' : ',';
    const grouping = decimalMark === '.' ? ',' : '.';
    text = text.split(grouping).join('');
    if (decimalMark === ',') text = text.replace(',', '.');
  } else {
    for (const mark of ['.', ',']) {
      const count = text.split(mark).length - 1;
      if (count > 1) text = text.split(mark).join('');
      else if (count === 1) text = text.replace(mark, '.');
    }
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return 'notSignedAmount';
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return 'tooManyDecimals';
  return negative ? new Decimal(text).negated() : new Decimal(text);
}

/**
 * A cell's amount as '1234.50', or why it is refused: at most 2 decimals and 12 digits. A negative amount is a
 * budget line too (a tax credit, a rebate).
 */
export function parseImportAmount(
  value: number | string | null | undefined,
): { amount: string } | { error: ImportAmountError } {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return { error: 'required' };
  const amount = typeof value === 'number' ? amountOfNumber(value) : amountOfText(value.trim());
  if (typeof amount === 'string') return { error: amount };
  if (amount.abs().truncated().toFixed(0).length > INTEGER_DIGITS) return { error: 'outOfRange' };
  return { amount: amount.isZero() ? '0.00' : amount.toFixed(2) };
}

const column = z.number(typeError).int('notInteger').min(1, 'outOfRange').max(16_384, 'outOfRange');

/** The department and category the user chose for an account of the file (null: not chosen yet). */
const accountMapping = z.object(
  {
    account: z.string(typeError).trim().min(1, 'required').max(200, 'tooLong'),
    departmentNumber: z.number(typeError).int('notInteger').nullish(),
    categoryId: z.number(typeError).int('notInteger').nullish(),
  },
  { error: 'invalid' },
);

/**
 * ImportBudgetLines' Mapping: the sheet (by name, else by 1-based index, else the first), the header row and
 * the 1-based column of each field. Either a department and a category column (the department matched by
 * number, name or cost center, the category by name or cost center), or an account column: each account (a
 * line's own, or the heading's it sits under) then gets the department and category the user confirmed in
 * `accounts`.
 */
export const budgetImportMappingSchema = z
  .object(
    {
      sheet: z.string(typeError).trim().max(200, 'tooLong').nullish(),
      sheetIndex: z
        .number(typeError)
        .int('notInteger')
        .min(1, 'outOfRange')
        .max(1000, 'outOfRange')
        .nullish(),
      headerRow: z.number(typeError).int('notInteger').min(1, 'outOfRange').max(1000, 'outOfRange'),
      accountColumn: column.nullish(),
      departmentColumn: column.nullish(),
      categoryColumn: column.nullish(),
      descriptionColumn: column.nullish(),
      amountColumn: column,
      accounts: z.array(accountMapping).max(BUDGET_IMPORT_MAX_ACCOUNTS, 'outOfRange').nullish(),
    },
    { error: 'invalid' },
  )
  .refine((m) => !!m.accountColumn || !!m.departmentColumn, {
    message: 'required',
    path: ['departmentColumn'],
  })
  .refine((m) => !!m.accountColumn || !!m.categoryColumn, { message: 'required', path: ['categoryColumn'] })
  .refine(
    (m) => {
      const used = mappedColumns(m);
      return new Set(used).size === used.length;
    },
    { message: 'mustDiffer', path: ['amountColumn'] },
  );

/** The columns a mapping reads: the account's, else the department's and category's; amount; description. */
export function mappedColumns(m: {
  accountColumn?: number | null;
  departmentColumn?: number | null;
  categoryColumn?: number | null;
  descriptionColumn?: number | null;
  amountColumn?: number | null;
}): number[] {
  const keys = m.accountColumn ? [m.accountColumn] : [m.departmentColumn, m.categoryColumn];
  return [...keys, m.amountColumn, m.descriptionColumn].filter((c): c is number => !!c);
}
export type BudgetImportMapping = z.infer<typeof budgetImportMappingSchema>;
