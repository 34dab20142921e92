import { EXPORT_COLUMNS, type ExportableName } from '@setledger/shared/exports/export-columns';
import type { ExportName } from '@setledger/shared/exports/exports.constants';
import { useForm } from '../../lib/i18n';

/** The export menu's texts (form 'exports', shared with the server's column headers). */
export const useExportTexts = () => useForm('exports');

/** Column headers of form 'exports', with their English for a missing translation. */
const HEADERS: Record<number, string> = Object.fromEntries([
  [1, 'Sheet no.'],
  [2, 'Title'],
  [3, 'Person'],
  [4, 'Department'],
  [5, 'Kind'],
  [6, 'Sent on'],
  [7, 'Items'],
  [8, 'Status'],
  [9, 'Processed'],
  [10, 'Total'],
  [11, 'Date'],
  [12, 'Category'],
  [13, 'Description'],
  [14, 'Amount excl. VAT'],
  [15, 'VAT'],
  [16, 'kg CO2e'],
  [17, 'PO reference'],
  [18, 'Supplier'],
  [19, 'Name'],
  [20, 'First name'],
  [21, 'Email'],
  [22, 'Phone'],
  [23, 'Function'],
  [24, 'Reference'],
  [25, 'Under contract'],
  [26, 'Cost center'],
  [27, 'Budget'],
  [28, 'Actual'],
  [29, 'Committed'],
  [30, 'Estimated final cost'],
  [31, 'Variance'],
  [32, 'Amount left'],
  [81, 'Quantity'],
  [82, 'Unit'],
  [83, 'Source'],
  [84, 'Factor'],
  [85, 'Factor source'],
  [86, 'Factor year'],
  [87, 'Estimate'],
] as const);

/** Timesheet and payroll headers (form 'payroll-export', issue 18), with their English. */
const PAY_HEADERS: Record<number, string> = {
  3: 'Week',
  4: 'Day type',
  5: 'Start',
  6: 'End',
  7: 'Lunch',
  8: 'Night',
  9: 'Travel',
  10: 'Worked hours',
  11: 'Amount',
  12: 'Period start',
  13: 'Period end',
  14: 'Pay code',
  15: 'Hours',
  16: 'Pay line',
  17: 'Payroll reference',
};

export interface ExportColumnChoice {
  key: string;
  label: string;
}

/** The default columns of an export with their headers in the user's language (none for a name without any). */
export function useDefaultColumns(name: ExportName): ExportColumnChoice[] {
  const t = useExportTexts();
  const pay = useForm('payroll-export');
  const specs = (
    EXPORT_COLUMNS as Partial<Record<string, readonly { key: string; text: number; form?: string }[]>>
  )[name as ExportableName];
  return (specs ?? []).map((c) => ({
    key: c.key,
    label: c.form ? pay(c.text, PAY_HEADERS[c.text] ?? c.key) : t(c.text, HEADERS[c.text] ?? c.key),
  }));
}

/** The list's title, for a screen with more than one export (form 'exports' 46–50). */
export function useExportTitle(name: ExportName): string | null {
  const t = useExportTexts();
  const pay = useForm('payroll-export');
  const titles: Partial<Record<ExportName, string>> = {
    expense: t(46, 'Expenses'),
    'expense item': t(47, 'Expense items'),
    'purchase order': t(48, 'Purchase orders'),
    user: t(49, 'Users'),
    'budget per category': t(50, 'Budget per category'),
    'green table': t(88, 'Green table'),
    timesheet: pay(1, 'Timesheets'),
    payroll: pay(2, 'Payroll'),
  };
  return titles[name] ?? null;
}
