import { Decimal } from 'decimal.js';
import type { CellValue } from '../export-source';
import { type ExportTable, type ExportTableColumn, isoDate, isoDateTime } from '../export-table';
import type { ExportTexts } from '../export-texts';

const BOM = '\uFEFF';

/** A cell as text: numbers with '.' decimals, money with 2, dates ISO, booleans as translated yes/no. */
function plain(value: CellValue, column: ExportTableColumn, texts: ExportTexts): string {
  if (value === null || value === '') return '';
  switch (column.type) {
    case 'money':
      return new Decimal(String(value)).toFixed(2);
    case 'number':
    case 'integer':
      return new Decimal(String(value)).toString();
    case 'date':
      return isoDate(value);
    case 'datetime':
      return isoDateTime(value);
    case 'boolean':
      return texts.yesNo(value === true);
    default: {
      const text = String(value);
      // A text read as a formula by a spreadsheet (CSV injection) starts with a quote instead.
      return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    }
  }
}

/** RFC 4180: a field with the separator, a quote or a line break is quoted, quotes doubled. */
function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV (and custom): UTF-8 with BOM, CRLF lines, a header row, RFC 4180 quoting. */
export function writeDelimited(table: ExportTable, texts: ExportTexts, separator = ','): Buffer {
  const line = (fields: string[]) => fields.map((f) => quoted(f, separator)).join(separator);
  const lines = [line(table.columns.map((c) => c.label))];
  for (const row of table.rows) lines.push(line(row.map((v, i) => plain(v, table.columns[i]!, texts))));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Text: tab-separated, one line per row; tabs and line breaks inside a value become spaces. */
export function writeTabbed(table: ExportTable, texts: ExportTexts): Buffer {
  const line = (fields: string[]) => fields.map((f) => f.replace(/[\t\r\n]+/g, ' ')).join('\t');
  const lines = [line(table.columns.map((c) => c.label))];
  for (const row of table.rows) lines.push(line(row.map((v, i) => plain(v, table.columns[i]!, texts))));
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}
