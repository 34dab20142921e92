import {
  type BudgetImportField,
  type BudgetImportMapping,
  type BudgetImportRowKind,
  parseImportAmount,
} from '@setledger/shared/budget/budget-import';
import { Decimal } from 'decimal.js';
import { ERROR_TEXT, type ErrorText } from '../../core/errors';
import { serverText } from '../../core/texts';
import { accountKeys, type ImportAccount, suggestAccounts } from './budget-import.accounts';
import { classifyRow } from './budget-import.classify';
import { normalizeHeader } from './budget-import.suggest';
import { cellText, type ImportCell, type ImportDataRow } from './budget-import.workbook';

const DESCRIPTION_MAX = 500;

export interface ImportReferences {
  departments: readonly { value: number; message: string; costCenter: string; categoryId: number | null }[];
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
  /** Only data rows are budget lines; headings, subtotals and totals are shown and skipped. */
  kind: BudgetImportRowKind;
  /** The account the line counts in (account mapping), else null. */
  account: string | null;
  departmentNumber: number | null;
  departmentName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  costCenter: string | null;
  description: string;
  /** '1234.50', null when the cell is empty or refused. */
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
  const categoriesById = new Map(references.categories.map((c) => [c.id, c]));
  const categoriesByName = lookup(references.categories, (c) => normalizeHeader(c.name));
  const categoriesByCostCenter = lookup(references.categories, (c) => c.costCenter.trim().toLowerCase());
  return {
    department: (text: string) =>
      departmentsByNumber.get(text) ??
      hit(departmentsByName, normalizeHeader(text)) ??
      hit(departmentsByCostCenter, text.toLowerCase()),
    category: (text: string) =>
      hit(categoriesByName, normalizeHeader(text)) ?? hit(categoriesByCostCenter, text.toLowerCase()),
    departmentNumber: (value: number) => departmentsByNumber.get(String(value)) ?? null,
    categoryId: (id: number) => categoriesById.get(id) ?? null,
  };
}

export interface ImportCheck {
  rows: ImportRow[];
  /** Rows that are budget lines (with or without an error). */
  dataRowCount: number;
  /** Headings, subtotals and totals. */
  skippedCount: number;
  /** Budget lines with at least one error. */
  errorCount: number;
  /** The sum of the lines without an error (what would be imported), with 2 decimals. */
  total: string;
  /** With an account column: each account with its lines and the department and category they go to. */
  accounts: ImportAccount[] | null;
}

/**
 * Every row classified (line, heading, subtotal, total); every line resolved and checked. Messages in the
 * caller's language name the column. With an account column, a line goes to the department and category the
 * user confirmed for its account, and the accounts come back with suggestions for the others.
 */
export function checkRows(input: {
  rows: readonly ImportDataRow[];
  mapping: BudgetImportMapping;
  headers: readonly string[];
  references: ImportReferences;
  lang: string;
}): ImportCheck {
  const match = matchers(input.references);
  const { mapping } = input;
  const byAccount = !!mapping.accountColumn;
  const columnOf: Record<BudgetImportField, number | null> = {
    account: mapping.accountColumn ?? null,
    department: byAccount ? null : (mapping.departmentColumn ?? null),
    category: byAccount ? null : (mapping.categoryColumn ?? null),
    description: mapping.descriptionColumn ?? null,
    amount: mapping.amountColumn,
  };
  const text = (cells: readonly ImportCell[], field: BudgetImportField) => {
    const column = columnOf[field];
    return column ? cellText(cells[column - 1] ?? null).trim() : '';
  };
  const read = input.rows.map(({ row, cells }) => {
    const amountCell = cells[mapping.amountColumn - 1] ?? null;
    const label = cells
      .filter((cell, i) => typeof cell === 'string' && i !== mapping.amountColumn - 1)
      .join(' ');
    const hasKey = byAccount
      ? text(cells, 'account') !== ''
      : text(cells, 'department') !== '' && text(cells, 'category') !== '';
    const kind = classifyRow({ label, hasAmount: cellText(amountCell).trim() !== '', hasKey });
    return { row, cells, kind, account: text(cells, 'account'), description: text(cells, 'description') };
  });
  const keys = byAccount ? accountKeys(read) : null;
  const confirmed = new Map((mapping.accounts ?? []).map((a) => [a.account.trim(), a]));

  let total = new Decimal(0);
  let errorCount = 0;
  const accountSums = new Map<string, { label: string; rows: number; total: Decimal }>();
  const rows = read.map(({ row, cells, kind, description }, index): ImportRow => {
    const errors: ImportRowError[] = [];
    const key = keys?.[index]?.key ?? null;
    const base = {
      row,
      kind,
      account: key,
      description,
      departmentNumber: null,
      departmentName: null,
      categoryId: null,
      categoryName: null,
      costCenter: null,
    };
    if (kind !== 'data') {
      const parsed = parseImportAmount(cells[mapping.amountColumn - 1] ?? null);
      return { ...base, amount: 'amount' in parsed ? parsed.amount : null, errors };
    }
    const fail = (field: BudgetImportField, error: ErrorText, params: Record<string, string> = {}) => {
      const column = input.headers[(columnOf[field] ?? columnOf.account ?? 1) - 1] ?? '';
      const value =
        field !== 'account' && columnOf[field] ? cellText(cells[columnOf[field]! - 1] ?? null) : (key ?? '');
      errors.push({
        row,
        column,
        field,
        value,
        message: serverText('api-errors', ERROR_TEXT[error], input.lang, { field: column, ...params }),
      });
    };
    let department: ReturnType<typeof match.departmentNumber> = null;
    let category: ReturnType<typeof match.categoryId> = null;
    if (byAccount) {
      const chosen = key ? confirmed.get(key) : undefined;
      if (
        !chosen ||
        chosen.departmentNumber === null ||
        chosen.departmentNumber === undefined ||
        chosen.categoryId === null ||
        chosen.categoryId === undefined
      )
        fail('account', 'unmappedAccount', { account: key ?? '' });
      else {
        department = match.departmentNumber(chosen.departmentNumber);
        if (!department) fail('department', 'unknownDepartment');
        category = match.categoryId(chosen.categoryId);
        if (!category) fail('category', 'unknownCategory');
      }
    } else {
      const departmentText = text(cells, 'department');
      department = departmentText ? match.department(departmentText) : null;
      if (!departmentText) fail('department', 'required');
      else if (!department) fail('department', 'unknownDepartment');
      const categoryText = text(cells, 'category');
      category = categoryText ? match.category(categoryText) : null;
      if (!categoryText) fail('category', 'required');
      else if (!category) fail('category', 'unknownCategory');
    }
    if (description.length > DESCRIPTION_MAX) fail('description', 'tooLong');
    const parsed = parseImportAmount(cells[mapping.amountColumn - 1] ?? null);
    if ('error' in parsed) fail('amount', parsed.error);
    if (errors.length > 0) errorCount += 1;
    else if ('amount' in parsed) total = total.plus(parsed.amount);
    if (key) {
      const sum = accountSums.get(key) ?? { label: keys![index]!.label, rows: 0, total: new Decimal(0) };
      sum.rows += 1;
      if ('amount' in parsed) sum.total = sum.total.plus(parsed.amount);
      accountSums.set(key, sum);
    }
    return {
      ...base,
      departmentNumber: department?.value ?? null,
      departmentName: department?.message ?? null,
      categoryId: category?.id ?? null,
      categoryName: category?.name ?? null,
      costCenter: category?.costCenter ?? null,
      amount: 'amount' in parsed ? parsed.amount : null,
      errors,
    };
  });
  const dataRowCount = rows.filter((r) => r.kind === 'data').length;
  return {
    rows,
    dataRowCount,
    skippedCount: rows.length - dataRowCount,
    errorCount,
    total: total.toFixed(2),
    accounts: byAccount ? accountList(accountSums, confirmed, input.references) : null,
  };
}

/** The accounts in the file's order: the user's choice where confirmed, else a suggestion from the names. */
function accountList(
  sums: ReadonlyMap<string, { label: string; rows: number; total: Decimal }>,
  confirmed: ReadonlyMap<string, { departmentNumber?: number | null; categoryId?: number | null }>,
  references: ImportReferences,
): ImportAccount[] {
  const entries = [...sums.entries()].map(([account, sum]) => ({ account, label: sum.label }));
  const suggested = suggestAccounts(entries, references);
  return [...sums.entries()].map(([account, sum]) => {
    const chosen = confirmed.get(account);
    const isConfirmed =
      chosen?.departmentNumber !== null &&
      chosen?.departmentNumber !== undefined &&
      chosen.categoryId !== null &&
      chosen.categoryId !== undefined;
    const values = isConfirmed ? chosen : suggested.get(account);
    return {
      account,
      label: sum.label,
      rowCount: sum.rows,
      total: sum.total.toFixed(2),
      departmentNumber: values?.departmentNumber ?? null,
      categoryId: values?.categoryId ?? null,
      confirmed: isConfirmed,
    };
  });
}
