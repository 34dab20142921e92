import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { excelJs } from '../../../lib/lazy-modules';
import type { CellValue } from '../export-source';
import type { ExportTable, ExportTableColumn } from '../export-table';
import { EXPORT_TEXT, type ExportTexts } from '../export-texts';

/**
 * Number formats of typed cells: the spreadsheet shows them with its own separators; the day order follows the
 * project's locale (issue 12 item 23), read from the formatter's own short date.
 */
function formats(texts: ExportTexts): Partial<Record<ExportTableColumn['type'], string>> {
  const date = texts.format
    .date('2033-11-22')
    .replace('2033', 'yyyy')
    .replace('11', 'mm')
    .replace('22', 'dd');
  return { money: '#,##0.00', number: '#,##0.###', integer: '0', date, datetime: `${date} hh:mm` };
}

/** A typed cell: numbers as numbers, dates as real date cells (UTC midnight for a day). */
function cell(value: CellValue, column: ExportTableColumn, texts: ExportTexts): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (column.type) {
    case 'money':
    case 'number':
    case 'integer':
      return Number(value);
    case 'date':
      return value instanceof Date ? value : new Date(`${String(value)}T00:00:00Z`);
    case 'datetime':
      return value instanceof Date ? value : new Date(String(value));
    case 'boolean':
      return texts.yesNo(value === true);
    default:
      return String(value);
  }
}

/** Excel column letters of a 1-based index (1 → A, 27 → AA). */
function letters(index: number): string {
  let n = index;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function width(column: ExportTableColumn, rows: CellValue[][], index: number): number {
  const fixed = { date: 12, datetime: 17, money: 14, number: 12, integer: 9, boolean: 10 } as const;
  const sample = rows.slice(0, 500).map((row) => String(row[index] ?? '').length);
  const content = column.type === 'text' ? Math.max(0, ...sample) : fixed[column.type];
  return Math.min(Math.max(column.label.length + 2, content + 2, 8), 60);
}

/**
 * A real .xlsx through exceljs' streaming writer (rows are committed as they are written): a bold frozen
 * header with an autofilter, typed cells, and a totals row summing the money columns.
 */
export async function writeXlsx(table: ExportTable, texts: ExportTexts): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new (excelJs().stream.xlsx.WorkbookWriter)({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Setledger';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(table.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const FORMATS = formats(texts);
  sheet.columns = table.columns.map((column, index) => ({
    header: column.label,
    key: column.key,
    width: width(column, table.rows, index),
    style: FORMATS[column.type] ? { numFmt: FORMATS[column.type] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  for (const row of table.rows) sheet.addRow(row.map((v, i) => cell(v, table.columns[i]!, texts))).commit();
  if (table.totals.some((total) => total !== null)) {
    const last = table.rows.length + 1;
    const totals = sheet.addRow(
      table.totals.map((total, i) => {
        if (i === 0 && total === null) return texts.t(EXPORT_TEXT.total);
        if (total === null) return null;
        const column = letters(i + 1);
        return last >= 2 ? { formula: `SUM(${column}2:${column}${last})`, result: Number(total) } : 0;
      }),
    );
    totals.font = { bold: true };
    totals.commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
