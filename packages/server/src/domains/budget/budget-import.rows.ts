import {
  type BudgetImportField,
  type BudgetImportMapping,
  parseImportAmount,
} from '@setledger/shared/budget/budget-import';
import { Decimal } from 'decimal.js';
import { ERROR_TEXT, type ErrorText } from '../../graphql/errors';
import { serverText } from '../translations/texts';
import { normalizeHeader } from './budget-import.suggest';
import { cellText, type ImportCell, type ImportDataRow } from './budget-import.workbook';

const DESCRIPTION_MAX = 500;

export interface ImportReferences {
  departments: readonly { value: number; message: string; costCenter: string }[];
  categories: readonly { id: number; name: string; costCenter: string }[];
}

export interface ImportRowError {
  row: number;
  /** The column's header name (its letter when the header cell is blank). */
  column: string;
  field: BudgetImportField;
  /** The cell as read. */
  value: string;
  message: string;
}

export interface ImportRow {
  row: number;
  departmentNumber: number | null;
  departmentName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  costCenter: string | null;
  description: string;
  /** '1234.50', null when the cell is refused. */
  amount: string | null;
  errors: ImportRowError[];
}

type Lookup<T> = Map<string, T | 'ambiguous'>;

function lookup<T>(entries: readonly T[], key: (entry: T) => string): Lookup<T> {
  const map: Lookup<T> = new Map();
  for (const entry of entries) {
    const k = key(entry);
    if (k !== '') map.set(k, map.has(k) ? 'ambiguous' : entry);
  }
  return map;
}

const hit = <T>(map: Lookup<T>, key: string): T | null => {
  const found = map.get(key);
  return found === undefined || found === 'ambiguous' ? null : found;
};

/**
 * A department by its number, else its name, else its cost center; a category by its name, else its cost
 * center. Names compare without case and accents; a name or cost center shared by two records matches none.
 * Only the caller's project's records are given, so another project's names never match.
 */
function matchers(references: ImportReferences) {
  const departmentsByNumber = new Map(references.departments.map((d) => [String(d.value), d]));
  const departmentsByName = lookup(references.departments, (d) => normalizeHeader(d.message));
  const departmentsByCostCenter = lookup(references.departments, (d) => d.costCenter.trim().toLowerCase());
  const categoriesByName = lookup(references.categories, (c) => normalizeHeader(c.name));
  const categoriesByCostCenter = lookup(references.categories, (c) => c.costCenter.trim().toLowerCase());
  return {
    department: (text: string) =>
      departmentsByNumber.get(text) ??
      hit(departmentsByName, normalizeHeader(text)) ??
      hit(departmentsByCostCenter, text.toLowerCase()),
    category: (text: string) =>
      hit(categoriesByName, normalizeHeader(text)) ?? hit(categoriesByCostCenter, text.toLowerCase()),
  };
}

export interface ImportCheck {
  rows: ImportRow[];
  errorCount: number;
  /** The sum of the rows without an error (what would be imported), '0.00' with 2 decimals. */
  total: string;
}

/** Every data row resolved and checked; messages in the caller's language name the column. */
export function checkRows(input: {
  rows: readonly ImportDataRow[];
  mapping: BudgetImportMapping;
  headers: readonly string[];
  references: ImportReferences;
  lang: string;
}): ImportCheck {
  const match = matchers(input.references);
  const { mapping } = input;
  const columnOf: Record<BudgetImportField, number | null> = {
    department: mapping.departmentColumn,
    category: mapping.categoryColumn,
    description: mapping.descriptionColumn ?? null,
    amount: mapping.amountColumn,
  };
  let total = new Decimal(0);
  let errorCount = 0;
  const rows = input.rows.map(({ row, cells }): ImportRow => {
    const errors: ImportRowError[] = [];
    const cell = (field: BudgetImportField): ImportCell => {
      const column = columnOf[field];
      return column ? (cells[column - 1] ?? null) : null;
    };
    const fail = (field: BudgetImportField, text: ErrorText) => {
      const column = input.headers[columnOf[field]! - 1] ?? '';
      errors.push({
        row,
        column,
        field,
        value: cellText(cell(field)),
        message: serverText('api-errors', ERROR_TEXT[text], input.lang, { field: column }),
      });
    };
    const departmentText = cellText(cell('department')).trim();
    const department = departmentText ? match.department(departmentText) : null;
    if (!departmentText) fail('department', 'required');
    else if (!department) fail('department', 'unknownDepartment');
    const categoryText = cellText(cell('category')).trim();
    const category = categoryText ? match.category(categoryText) : null;
    if (!categoryText) fail('category', 'required');
    else if (!category) fail('category', 'unknownCategory');
    const description = cellText(cell('description')).trim();
    if (description.length > DESCRIPTION_MAX) fail('description', 'tooLong');
    const parsed = parseImportAmount(cell('amount'));
    if ('error' in parsed) fail('amount', parsed.error);
    if (errors.length > 0) errorCount += 1;
    else if ('amount' in parsed) total = total.plus(parsed.amount);
    return {
      row,
      departmentNumber: department?.value ?? null,
      departmentName: department?.message ?? null,
      categoryId: category?.id ?? null,
      categoryName: category?.name ?? null,
      costCenter: category?.costCenter ?? null,
      description,
      amount: 'amount' in parsed ? parsed.amount : null,
      errors,
    };
  });
  return { rows, errorCount, total: total.toFixed(2) };
}
