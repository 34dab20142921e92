import type { ExportName } from './exports.constants';

/** How a column's cells are typed in an export: money is a 2-decimal number with a total (001 §9). */
export type ExportColumnType = 'text' | 'money' | 'number' | 'integer' | 'date' | 'datetime' | 'boolean';

/** A column of an export: its stable key, its header (text number in form 'exports') and its cell type. */
export interface ExportColumnSpec {
  key: string;
  text: number;
  type: ExportColumnType;
  /** The text form of the header when it is not 'exports' (a feature's own texts). */
  form?: string;
}

const col = (key: string, text: number, type: ExportColumnType = 'text'): ExportColumnSpec => ({
  key,
  text,
  type,
});

/** Timesheet and payroll headers (issue 18) live in form 'payroll-export'. */
const pay = (key: string, text: number, type: ExportColumnType = 'text'): ExportColumnSpec => ({
  key,
  text,
  type,
  form: 'payroll-export',
});

/** The exports that have a source today, with their columns in their default order. */
export const EXPORT_COLUMNS = {
  expense: [
    col('sheetId', 1, 'integer'),
    col('title', 2),
    col('person', 3),
    col('department', 4),
    col('kind', 5),
    col('sentAt', 6, 'datetime'),
    col('itemCount', 7, 'integer'),
    col('status', 8),
    col('processed', 9, 'boolean'),
    col('amountTotal', 10, 'money'),
  ],
  'expense item': [
    col('date', 11, 'date'),
    col('person', 3),
    col('department', 4),
    col('category', 12),
    col('description', 13),
    col('amount', 14, 'money'),
    col('amountVat', 15, 'money'),
    col('amountTotal', 10, 'money'),
    col('kgCoTwo', 16, 'number'),
    col('status', 8),
  ],
  'purchase order': [
    col('reference', 17),
    col('requestDate', 11, 'date'),
    col('person', 3),
    col('department', 4),
    col('supplier', 18),
    col('description', 13),
    col('itemCount', 7, 'integer'),
    col('status', 8),
    col('amount', 14, 'money'),
    col('amountVat', 15, 'money'),
    col('amountTotal', 10, 'money'),
  ],
  user: [
    col('name', 19),
    col('firstName', 20),
    col('email', 21),
    col('phone', 22),
    col('department', 4),
    col('function', 23),
    col('reference', 24),
    col('underContract', 25, 'boolean'),
  ],
  'budget per category': [
    col('department', 4),
    col('category', 12),
    col('costCenter', 26),
    col('budget', 27, 'money'),
    col('actual', 28, 'money'),
    col('committed', 29, 'money'),
    col('efc', 30, 'money'),
    col('variance', 31, 'money'),
    col('amountLeft', 32, 'money'),
    col('kgCoTwo', 16, 'number'),
  ],
  'green table': [
    col('date', 11, 'date'),
    col('category', 12),
    col('description', 13),
    col('quantity', 81, 'number'),
    col('unit', 82),
    col('kgCoTwo', 16, 'number'),
    col('status', 8),
    col('estimate', 87, 'boolean'),
    col('source', 83),
    col('department', 4, 'integer'),
    col('factor', 84),
    col('factorSource', 85),
    col('factorYear', 86, 'integer'),
  ],
  // One row per day (issue 18); amounts empty for a caller whom hideSalaryInfo restricts.
  timesheet: [
    col('person', 3),
    col('department', 4),
    col('function', 23),
    pay('week', 3, 'date'),
    col('date', 11, 'date'),
    pay('dayType', 4),
    pay('start', 5),
    pay('end', 6),
    pay('lunch', 7),
    pay('night', 8),
    pay('travel', 9),
    pay('workedHours', 10, 'number'),
    pay('amount', 11, 'money'),
    col('status', 8),
    col('processed', 9, 'boolean'),
  ],
  // The generic payroll layout (docs/payroll-csv.md): one row per person × period × pay code, validated weeks only.
  payroll: [
    pay('periodStart', 12, 'date'),
    pay('periodEnd', 13, 'date'),
    pay('reference', 17),
    col('name', 19),
    col('firstName', 20),
    col('department', 4),
    pay('payCode', 14),
    pay('payLine', 16),
    pay('hours', 15, 'number'),
    pay('amount', 11, 'money'),
  ],
} as const satisfies Partial<Record<ExportName, readonly ExportColumnSpec[]>>;

export type ExportableName = keyof typeof EXPORT_COLUMNS;
export const EXPORTABLE_NAMES = Object.keys(EXPORT_COLUMNS) as ExportableName[];
export type ExportColumnKey<N extends ExportableName> = (typeof EXPORT_COLUMNS)[N][number]['key'];
