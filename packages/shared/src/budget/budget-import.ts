import Decimal from 'decimal.js';
import { z } from 'zod';
import { typeError } from '../validation/keys';

/** An import file may weigh up to 5 MB and hold up to 20,000 rows under its header (issue 7). */
export const BUDGET_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const BUDGET_IMPORT_MAX_ROWS = 20_000;
/** The rows ReadBudgetImportFile shows under the header, as a sample. */
export const BUDGET_IMPORT_SAMPLE_ROWS = 10;

/** The columns an import maps; description is optional. */
export const BUDGET_IMPORT_FIELDS = ['department', 'category', 'description', 'amount'] as const;
export type BudgetImportField = (typeof BUDGET_IMPORT_FIELDS)[number];

/** Why a cell's amount is refused: keys of the server's error texts. */
export type ImportAmountError = 'required' | 'notAmount' | 'tooManyDecimals' | 'outOfRange';

const INTEGER_DIGITS = 12;

/** A spreadsheet number: the binary float is taken at 2 places when it is one (0.1 + 0.2 gives 0.30). */
function amountOfNumber(value: number): Decimal | 'notAmount' | 'tooManyDecimals' {
  if (!Number.isFinite(value)) return 'notAmount';
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
function amountOfText(raw: string): Decimal | 'notAmount' | 'tooManyDecimals' {
  let text = raw
    .replace(/[\s\u00a0\u202f'’]/g, '')
    .replace(/^(€|\$|£|EUR|CHF|USD|GBP)|(€|\$|£|EUR|CHF|USD|GBP)$/gi, '');
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
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return 'notAmount';
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return 'tooManyDecimals';
  return new Decimal(text);
}

/** A cell's amount as '1234.50', or why it is refused: 0 or more, at most 2 decimals and 12 digits. */
export function parseImportAmount(
  value: number | string | null | undefined,
): { amount: string } | { error: ImportAmountError } {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return { error: 'required' };
  const amount = typeof value === 'number' ? amountOfNumber(value) : amountOfText(value.trim());
  if (typeof amount === 'string') return { error: amount };
  if (amount.isNegative()) return { error: 'notAmount' };
  if (amount.truncated().toFixed(0).length > INTEGER_DIGITS) return { error: 'outOfRange' };
  return { amount: amount.toFixed(2) };
}

const column = z.number(typeError).int('notInteger').min(1, 'outOfRange').max(16_384, 'outOfRange');

/**
 * ImportBudgetLines' Mapping: the sheet (by name, else by 1-based index, else the first), the header row and
 * the 1-based column of each field. The department is matched by number, name or cost center, the category by
 * name or cost center.
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
      departmentColumn: column,
      categoryColumn: column,
      descriptionColumn: column.nullish(),
      amountColumn: column,
    },
    { error: 'invalid' },
  )
  .refine(
    (m) =>
      new Set(
        [m.departmentColumn, m.categoryColumn, m.amountColumn, m.descriptionColumn ?? 0].filter(Boolean),
      ).size === (m.descriptionColumn ? 4 : 3),
    { message: 'mustDiffer', path: ['amountColumn'] },
  );
export type BudgetImportMapping = z.infer<typeof budgetImportMappingSchema>;
