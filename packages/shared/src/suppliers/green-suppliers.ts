/**
 * LoadGreenSuppliers (issue 14): a list of green suppliers imported from an xlsx or csv file. A supplier list is
 * a few hundred rows: 1 MB and 2,000 rows under the header are plenty and keep the preview readable.
 */
export const GREEN_SUPPLIERS_MAX_BYTES = 1024 * 1024;
export const GREEN_SUPPLIERS_MAX_ROWS = 2000;

/**
 * The columns the import reads, in the template's order. Only the name is required; a supplier is matched by
 * its VAT number, else by its name (trimmed, accents and case ignored).
 */
export const GREEN_SUPPLIER_COLUMNS = [
  'name',
  'vat',
  'email',
  'phone',
  'contactName',
  'greenLabel',
  'greenLabelDate',
] as const;
export type GreenSupplierColumn = (typeof GREEN_SUPPLIER_COLUMNS)[number];

/** Text number of each column's header in texts/forms/green-suppliers.json. */
export const GREEN_SUPPLIER_HEADER_TEXT: Record<GreenSupplierColumn, number> = {
  name: 1,
  vat: 2,
  email: 3,
  phone: 4,
  contactName: 5,
  greenLabel: 6,
  greenLabelDate: 7,
};

/** What confirming does with a row: a new supplier, an update of an existing one, or nothing (an error). */
export const GREEN_SUPPLIER_OUTCOMES = ['new', 'update', 'error'] as const;
export type GreenSupplierOutcome = (typeof GREEN_SUPPLIER_OUTCOMES)[number];

export const GREEN_LABEL_MAX = 200;

/** An example row of the template, in the columns' order. */
const TEMPLATE_EXAMPLE: Record<GreenSupplierColumn, string> = {
  name: 'Eco Catering',
  vat: 'BE0123456749',
  email: 'hello@eco-catering.example',
  phone: '+32 2 555 01 01',
  contactName: 'Ann Peeters',
  greenLabel: 'EU Ecolabel',
  greenLabelDate: '2026-03-15',
};

/** A csv cell quoted as RFC 4180 wants it, so a header or example with a ';' stays one cell. */
const quoteCell = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The import's template: the headers (each column's header in the reader's language, which the import reads in
 * every app language) and one example row, ';'-separated as spreadsheet programs of most European locales open
 * it, with a BOM so Excel reads it as UTF-8.
 */
export function greenSuppliersTemplateCsv(headerOf: (column: GreenSupplierColumn) => string): string {
  const line = (cells: string[]) => cells.map(quoteCell).join(';');
  return `\uFEFF${line(GREEN_SUPPLIER_COLUMNS.map(headerOf))}\r\n${line(GREEN_SUPPLIER_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c]))}\r\n`;
}
