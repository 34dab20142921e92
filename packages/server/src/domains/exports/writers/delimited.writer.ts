import type { CellValue } from '../export-source';
import type { ExportTable, ExportTableColumn } from '../export-table';
import type { ExportTexts } from '../export-texts';

const BOM = '\uFEFF';

/**
 * A text a spreadsheet would read as a number or a date (a cost centre 612000, a phone 0612…, 6.12, 03/11):
 * its import would drop leading zeros or reinterpret it.
 */
const LOOKS_NUMERIC = /^[\s+\-(]*[\d\s.,'/:()%+-]*\d[\d\s.,'/:()%+-]*([eE][+-]?\d+)?$/;

/**
 * A cell as a spreadsheet of the project's locale reads it (issue 12 item 22): numbers with the locale's
 * decimal mark and no grouping (money with 2 decimals), dates in the locale's short order, booleans as the
 * translated yes/no. In CSV, a text that looks numeric is written as the text formula ="…" so it stays text,
 * and a text read as a formula (CSV injection) starts with a quote instead.
 */
function plain(value: CellValue, column: ExportTableColumn, texts: ExportTexts, isCsv: boolean): string {
  if (value === null || value === '') return '';
  const { format } = texts;
  switch (column.type) {
    case 'money':
      return format.plain(value, 2);
    case 'number':
    case 'integer':
      return format.plain(value);
    case 'date':
      return format.date(value instanceof Date ? value.toISOString().slice(0, 10) : value);
    case 'datetime':
      return format.plainDateTime(value);
    case 'boolean':
      return texts.yesNo(value === true);
    default: {
      const text = String(value);
      if (isCsv && LOOKS_NUMERIC.test(text)) return `="${text.replace(/"/g, '""')}"`;
      return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    }
  }
}

/** RFC 4180: a field with the separator, a quote or a line break is quoted, quotes doubled. */
function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * CSV (and custom): UTF-8 with BOM, CRLF lines, a header row, RFC 4180 quoting. Without a chosen separator,
 * ';' where the locale writes decimal commas (as French and German spreadsheets expect), ',' elsewhere.
 */
export function writeDelimited(table: ExportTable, texts: ExportTexts, separator?: string): Buffer {
  const sep = separator ?? (texts.format.decimalMark === ',' ? ';' : ',');
  const line = (fields: string[]) => fields.map((f) => quoted(f, sep)).join(sep);
  const lines = [line(table.columns.map((c) => c.label))];
  for (const row of table.rows) lines.push(line(row.map((v, i) => plain(v, table.columns[i]!, texts, true))));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Text: tab-separated, one line per row, numbers and dates in the locale as in CSV, texts as they are (a file
 * people read); tabs and line breaks inside a value become spaces.
 */
export function writeTabbed(table: ExportTable, texts: ExportTexts): Buffer {
  const line = (fields: string[]) => fields.map((f) => f.replace(/[\t\r\n]+/g, ' ')).join('\t');
  const lines = [line(table.columns.map((c) => c.label))];
  for (const row of table.rows)
    lines.push(line(row.map((v, i) => plain(v, table.columns[i]!, texts, false))));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
