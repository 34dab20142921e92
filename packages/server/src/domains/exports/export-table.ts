import {
  EXPORT_COLUMNS,
  type ExportableName,
  type ExportColumnType,
} from '@setledger/shared/exports/export-columns';
import { sumMoney } from '@setledger/shared/format/money';
import { badInput } from '../../core/errors';
import { serverText } from '../../core/texts';
import type { CellValue, ExportRecord } from './export-source';
import type { ExportTexts } from './export-texts';

export interface ExportTableColumn {
  key: string;
  label: string;
  type: ExportColumnType;
}

/** What every writer receives: headers in the caller's language, typed cells, money totals (2 decimals). */
export interface ExportTable {
  title: string;
  columns: ExportTableColumn[];
  rows: CellValue[][];
  /** Per column: the sum of a money column, else null. */
  totals: (string | null)[];
}

/** Title of each export (form 'exports', or [form, number] for a feature's own texts). */
const TITLE_TEXT: Record<ExportableName, number | readonly [string, number]> = {
  expense: 46,
  'expense item': 47,
  'purchase order': 48,
  user: 49,
  'budget per category': 50,
  'green table': 88,
  timesheet: ['payroll-export', 1],
  payroll: ['payroll-export', 2],
};

/** The chosen columns (a custom export's keys, in their order) or all of them; an unknown key is refused. */
export function chooseColumns(name: ExportableName, keys: readonly string[] | null, texts: ExportTexts) {
  const all = EXPORT_COLUMNS[name] as readonly {
    key: string;
    text: number;
    type: ExportColumnType;
    form?: string;
  }[];
  const specs = keys
    ? keys.map((key, index) => {
        const spec = all.find((c) => c.key === key);
        if (!spec) throw badInput(`columns.${index}`, 'unknownColumn');
        if (keys.indexOf(key) !== index) throw badInput(`columns.${index}`, 'duplicate');
        return spec;
      })
    : all;
  return specs.map((c) => ({
    key: c.key,
    label: c.form ? serverText(c.form, c.text, texts.lang) : texts.t(c.text),
    type: c.type,
  }));
}

export function buildTable(
  name: ExportableName,
  columns: ExportTableColumn[],
  records: readonly ExportRecord[],
  texts: ExportTexts,
): ExportTable {
  const rows = records.map((record) => columns.map((c) => record[c.key] ?? null));
  const totals = columns.map((c, index) => {
    if (c.type !== 'money') return null;
    const values = rows.map((row) => row[index]);
    // A column whose every amount is hidden (hideSalaryInfo) has no total either, rather than a false 0.
    if (values.length > 0 && values.every((value) => value === null || value === '')) return null;
    return sumMoney(values);
  });
  const title = TITLE_TEXT[name];
  return {
    title: typeof title === 'number' ? texts.t(title) : serverText(title[0], title[1], texts.lang),
    columns,
    rows,
    totals,
  };
}

/** YYYY-MM-DD of a date cell (stored as that string) or of a Date (UTC). */
export const isoDate = (value: CellValue): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');

/** YYYY-MM-DD HH:mm:ss in UTC (001 §5 shows dates in UTC). */
export const isoDateTime = (value: CellValue): string =>
  value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : String(value ?? '');
