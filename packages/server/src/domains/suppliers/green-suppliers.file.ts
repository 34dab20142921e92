import {
  GREEN_SUPPLIERS_MAX_BYTES,
  GREEN_SUPPLIERS_MAX_ROWS,
} from '@setledger/shared/suppliers/green-suppliers';
import type ExcelJS from 'exceljs';
import { badInput } from '../../core/errors';
import { isZip, unpackedSize } from '../../core/zip';
import { excelJs } from '../../lib/lazy-modules';

/** A green supplier list's file: the same xlsx library as the budget import, or a csv. */
export interface SupplierSheet {
  headers: string[];
  /** Rows under the header that hold a value; `row` is the 1-based line (as a spreadsheet shows it). */
  rows: { row: number; cells: string[] }[];
}

/** Columns read at most: the template has 7; a stray far-right cell must not make thousands. */
const MAX_COLUMNS = 50;
/** A supplier list unpacks to far less; more is a zip bomb, refused unread. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

/** The text a cell shows: a formula's result, a rich text's text, a date as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

function fromLines(lines: string[][], firstRow = 1): SupplierSheet {
  const headerIndex = lines.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw badInput('File', 'required');
  const width = Math.min(lines[headerIndex]!.length, MAX_COLUMNS);
  const rows: SupplierSheet['rows'] = [];
  for (let i = headerIndex + 1; i < lines.length; i += 1) {
    const cells = lines[i]!.slice(0, width).map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    rows.push({ row: i + firstRow, cells });
    if (rows.length > GREEN_SUPPLIERS_MAX_ROWS) throw badInput('File', 'greenSuppliersTooManyRows');
  }
  return { headers: lines[headerIndex]!.slice(0, width).map((cell) => cell.trim()), rows };
}

async function readWorkbook(bytes: Uint8Array): Promise<SupplierSheet> {
  const unpacked = unpackedSize(bytes);
  if (unpacked === null) throw badInput('File', 'greenSuppliersFileType');
  if (unpacked > MAX_UNPACKED_BYTES) throw badInput('File', 'greenSuppliersTooLarge');
  const workbook = new (excelJs().Workbook)();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw badInput('File', 'greenSuppliersFileType');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badInput('File', 'greenSuppliersFileType');
  if (sheet.actualRowCount > GREEN_SUPPLIERS_MAX_ROWS + 1)
    throw badInput('File', 'greenSuppliersTooManyRows');
  const width = Math.min(Math.max(sheet.columnCount, 1), MAX_COLUMNS);
  const lines: string[][] = [];
  for (let row = 1; row <= sheet.rowCount; row += 1) {
    const values = sheet.getRow(row);
    lines.push(Array.from({ length: width }, (_, i) => cellText(values.getCell(i + 1).value)));
  }
  return fromLines(lines);
}

/** The delimiter of the header line: ';' (what Excel writes in most European locales), tab or ','. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  return [';', '\t', ','].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/**
 * RFC 4180 csv: quoted fields may hold the delimiter, quotes (doubled) and line breaks. A quote left open or
 * text after a closing quote is refused rather than guessed at.
 */
export function parseCsv(text: string, delimiter = delimiterOf(text)): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let i = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' && cell === '') {
      const close = (from: number): number => {
        const at = text.indexOf('"', from);
        if (at < 0) throw badInput('File', 'greenSuppliersBadCsv');
        return text[at + 1] === '"' ? close(at + 2) : at;
      };
      const end = close(i + 1);
      cell = text.slice(i + 1, end).replace(/""/g, '"');
      i = end + 1;
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r')
        throw badInput('File', 'greenSuppliersBadCsv');
      continue;
    }
    if (c === delimiter) endCell();
    else if (c === '\n' || c === '\r') {
      endCell();
      lines.push(cells);
      cells = [];
      if (c === '\r' && text[i + 1] === '\n') i += 1;
    } else if (c === '"') throw badInput('File', 'greenSuppliersBadCsv');
    else cell += c;
    i += 1;
  }
  if (cell !== '' || cells.length > 0) {
    endCell();
    lines.push(cells);
  }
  return lines;
}

/** Opens an uploaded list: an xlsx (a zip) or a UTF-8 csv; anything else, empty or too large is refused. */
export async function readSupplierFile(file: File): Promise<SupplierSheet> {
  if (file.size === 0) throw badInput('File', 'required');
  if (file.size > GREEN_SUPPLIERS_MAX_BYTES) throw badInput('File', 'greenSuppliersTooLarge');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isZip(bytes)) return readWorkbook(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badInput('File', 'greenSuppliersFileType');
  }
  if (text.includes('\u0000')) throw badInput('File', 'greenSuppliersFileType');
  return fromLines(parseCsv(text.replace(/^\uFEFF/, '')));
}
