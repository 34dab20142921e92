/** Export formats and export/report names of 001 §9. */
export const EXPORT_FORMATS = ['xls', 'pdf', 'txt', 'csv', 'custom'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_NAMES = [
  'expense',
  'purchase order',
  'timesheet',
  'user',
  'infosheet',
  'expense item',
  'job request',
  'budget per category',
  // The green table's export (issue 14).
  'green table',
  // The payroll export of timesheets (issue 18): one generic CSV layout, docs/payroll-csv.md.
  'payroll',
] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];
