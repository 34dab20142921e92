import {
  EXPORT_COLUMNS,
  type ExportableName,
  type ExportColumnType,
} from '@setledger/shared/exports/export-columns';
import { sumMoney } from '@setledger/shared/format/money';
import { badInput } from '../../core/errors';
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

/** Title of each export (form 'exports'). */
const TITLE_TEXT: Record<ExportableName, number> = {
  expense: 46,
  'expense item': 47,
  'purchase order': 48,
  user: 49,
  'budget per category': 50,
  'green table': 88,
};

/** The chosen columns (a custom export's keys, in their order) or all of them; an unknown key is refused. */
export function chooseColumns(name: ExportableName, keys: readonly string[] | null, texts: ExportTexts) {
  const all = EXPORT_COLUMNS[name] as readonly { key: string; text: number; type: ExportColumnType }[];
  const specs = keys
    ? keys.map((key, index) => {
        const spec = all.find((c) => c.key === key);
        if (!spec) throw badInput(`columns.${index}`, 'unknownColumn');
        if (keys.indexOf(key) !== index) throw badInput(`columns.${index}`, 'duplicate');
        return spec;
      })
    : all;
  return specs.map((c) => ({ key: c.key, label: texts.t(c.text), type: c.type }));
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
    return sumMoney(rows.map((row) => row[index]));
  });
  return { title: texts.t(TITLE_TEXT[name]), columns, rows, totals };
}

/** YYYY-MM-DD of a date cell (stored as that string) or of a Date (UTC). */
export const isoDate = (value: CellValue): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');

/** YYYY-MM-DD HH:mm:ss in UTC (001 §5 shows dates in UTC). */
export const isoDateTime = (value: CellValue): string =>
  value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : String(value ?? '');
