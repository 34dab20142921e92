import { BUDGET_IMPORT_MAX_BYTES, BUDGET_IMPORT_MAX_ROWS } from '@setledger/shared/budget/budget-import';
import type ExcelJS from 'exceljs';
import { badInput } from '../../core/errors';
import { isZip, MAX_UNPACKED_BYTES, unpackedSize } from '../../core/zip';
import { excelJs } from '../../lib/lazy-modules';

/** A cell as the import reads it: numbers stay numbers (amounts, department numbers), the rest is text. */
export type ImportCell = number | string | null;

export interface ImportDataRow {
  /** The row number in the sheet (1-based, as Excel shows it). */
  row: number;
  cells: ImportCell[];
}

/** 'A', 'B', ... 'AA' for a 1-based column number. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The value a cell shows: a formula's result, a rich text's text, a date as YYYY-MM-DD. */
export function cellValue(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return cellValue(value.text as ExcelJS.CellValue);
  return null;
}

export const cellText = (cell: ImportCell): string => (cell === null ? '' : String(cell));

/** Opens an uploaded workbook, refusing an empty, too large, non-xlsx or unreadable file. */
export async function openWorkbook(file: File): Promise<ExcelJS.Workbook> {
  if (file.size === 0) throw badInput('File', 'required');
  if (file.size > BUDGET_IMPORT_MAX_BYTES) throw badInput('File', 'importTooLarge');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const unpacked = isZip(bytes) ? unpackedSize(bytes) : null;
  if (unpacked === null) throw badInput('File', 'importFileType');
  if (unpacked > MAX_UNPACKED_BYTES) throw badInput('File', 'importTooLarge');
  const workbook = new (excelJs().Workbook)();
  try {
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  } catch {
    throw badInput('File', 'importFileType');
  }
  if (workbook.worksheets.length === 0) throw badInput('File', 'importFileType');
  return workbook;
}

/** The sheet by name, else by 1-based position, else the first one. */
export function pickSheet(
  workbook: ExcelJS.Workbook,
  choice: { sheet?: string | null; sheetIndex?: number | null },
): ExcelJS.Worksheet {
  const sheets = workbook.worksheets;
  if (choice.sheet) {
    const named = sheets.find((sheet) => sheet.name === choice.sheet);
    if (!named) throw badInput('Mapping.sheet', 'notFound');
    return named;
  }
  if (choice.sheetIndex) {
    const indexed = sheets[choice.sheetIndex - 1];
    if (!indexed) throw badInput('Mapping.sheetIndex', 'notFound');
    return indexed;
  }
  return sheets[0]!;
}

/** Columns offered for mapping: a budget has a handful; a stray far-right cell must not list thousands. */
const MAX_COLUMNS = 200;

/** The widest row's last column (at most 200), so headerless columns still show. */
export const sheetWidth = (sheet: ExcelJS.Worksheet) => Math.min(Math.max(sheet.columnCount, 1), MAX_COLUMNS);

/** The values of one row, columns 1..width. */
export function rowCells(sheet: ExcelJS.Worksheet, row: number, width: number): ImportCell[] {
  const values = sheet.getRow(row);
  return Array.from({ length: width }, (_, i) => cellValue(values.getCell(i + 1).value));
}

/**
 * The rows under the header that hold a value in one of `columns` (blank rows are skipped), refusing a sheet
 * with more than 20,000 of them.
 */
export function dataRows(sheet: ExcelJS.Worksheet, headerRow: number, columns: readonly number[]) {
  const rows: ImportDataRow[] = [];
  const width = Math.max(...columns, 1);
  sheet.eachRow({ includeEmpty: false }, (_row, number) => {
    if (number <= headerRow) return;
    const cells = rowCells(sheet, number, width);
    if (columns.every((column) => cells[column - 1] === null)) return;
    rows.push({ row: number, cells });
    if (rows.length > BUDGET_IMPORT_MAX_ROWS) throw badInput('File', 'importTooLarge');
  });
  return rows;
}
