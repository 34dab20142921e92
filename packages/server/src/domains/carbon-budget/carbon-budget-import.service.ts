import {
  CARBON_BUDGET_IMPORT_MAX_BYTES,
  CARBON_BUDGET_IMPORT_MAX_ROWS,
  carbonBudgetLineSchema,
} from '@setledger/shared/carbon-budget/carbon-budget.schemas';
import { CARBON_CATEGORIES } from '@setledger/shared/green/green.constants';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import type ExcelJS from 'exceljs';
import type { Actor } from '../../core/actor';
import { badInput, ERROR_TEXT, type ErrorText, forbidden } from '../../core/errors';
import type { Services } from '../../core/services';
import { serverText } from '../../core/texts';
import { withTransaction } from '../../core/transaction';
import { isZip, MAX_UNPACKED_BYTES, unpackedSize } from '../../core/zip';
import { excelJs } from '../../lib/lazy-modules';
import { plansCarbonBudget } from './carbon-budget.policy';
import { refreshForecastHistory } from './carbon-budget.service';
import * as sql from './carbon-budget.sql';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The columns of the sheet, in order: A category, B department, C planned kg CO2e, D note. */
const COLUMNS = ['category', 'department', 'plannedKgCo2e', 'note'] as const;
type Column = (typeof COLUMNS)[number];
const LETTER: Record<Column, string> = { category: 'A', department: 'B', plannedKgCo2e: 'C', note: 'D' };

export interface CarbonImportError {
  row: number;
  column: string;
  field: Column;
  value: string;
  message: string;
}
export interface CarbonImportResult {
  committed: boolean;
  rowCount: number;
  imported: number;
  errors: CarbonImportError[];
}

type Cell = string | number | null;
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'object' && 'richText' in value)
    return cellValue(value.richText.map((p) => p.text).join(''));
  if (typeof value === 'object' && 'result' in value) return cellValue(value.result as ExcelJS.CellValue);
  return String(value);
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

async function openSheet(file: File): Promise<ExcelJS.Worksheet> {
  if (file.size === 0) throw badInput('File', 'required');
  if (file.size > CARBON_BUDGET_IMPORT_MAX_BYTES) throw badInput('File', 'importTooLarge');
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
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badInput('File', 'importFileType');
  if (sheet.rowCount > CARBON_BUDGET_IMPORT_MAX_ROWS + 1) throw badInput('File', 'importTooLarge');
  return sheet;
}

/**
 * ImportCarbonBudget (issue 16): the first sheet, a header row, then one plan line per row — carbon category
 * (code 0-21 or its name), department (number or name; blank: the whole category), planned kg CO2e, note.
 * Every row is checked; any error names its row and column and nothing is written. With Commit, the lines are
 * set in one transaction (a cell already planned takes the file's figure).
 */
export async function importCarbonBudget(
  services: Services,
  actor: Actor,
  input: { file: File; commit: boolean; lang: string },
): Promise<CarbonImportResult> {
  if (!plansCarbonBudget(actor)) throw forbidden();
  const sheet = await openSheet(input.file);
  const names = await sql.departmentNames(services.db, actor.projectId);
  const deptByNumber = new Set(names.map((d) => d.value));
  const deptByName = new Map(names.map((d) => [normalize(d.name), d.value]));
  const categoryByName = new Map(CARBON_CATEGORIES.map((c) => [normalize(c.name), c.code]));
  const errors: CarbonImportError[] = [];
  const lines: { row: number; value: ReturnType<typeof carbonBudgetLineSchema.parse> }[] = [];
  const seen = new Map<string, number>();
  let rowCount = 0;
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = COLUMNS.map((_, i) => cellValue(row.getCell(i + 1).value));
    if (cells.every((c) => c === null)) return;
    rowCount += 1;
    const fail = (field: Column, text: ErrorText, params: Record<string, string> = {}) =>
      errors.push({
        row: rowNumber,
        column: LETTER[field],
        field,
        value: cells[COLUMNS.indexOf(field)] === null ? '' : String(cells[COLUMNS.indexOf(field)]),
        // The cell (B4) first: every message names its row and column, whatever its own text says.
        message: `${LETTER[field]}${rowNumber}: ${serverText('api-errors', ERROR_TEXT[text], input.lang, {
          field: `${LETTER[field]}${rowNumber}`,
          ...params,
        })}`,
      });
    const [category = null, department = null, planned = null, note = null] = cells;
    const categoryCode =
      typeof category === 'number'
        ? category
        : category === null
          ? null
          : (categoryByName.get(normalize(category)) ?? (/^\d+$/.test(category) ? Number(category) : null));
    let departmentNumber: number | null = null;
    if (department !== null) {
      const asNumber =
        typeof department === 'number' ? department : /^\d+$/.test(department) ? Number(department) : null;
      departmentNumber =
        asNumber !== null && deptByNumber.has(asNumber)
          ? asNumber
          : (deptByName.get(normalize(String(department))) ?? null);
      if (departmentNumber === null) return void fail('department', 'unknownDepartment');
    }
    if (categoryCode === null) return void fail('category', category === null ? 'required' : 'outOfRange');
    const parsed = carbonBudgetLineSchema.safeParse({
      carbonCategory: categoryCode,
      department: departmentNumber,
      plannedKgCo2e: planned === null ? '' : String(planned),
      note: note === null ? '' : String(note),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field: Column =
        issue.path[0] === 'carbonCategory' ? 'category' : issue.path[0] === 'note' ? 'note' : 'plannedKgCo2e';
      const key = issue.message in ERROR_TEXT ? (issue.message as ErrorText) : 'invalid';
      return void fail(field, planned === null && field === 'plannedKgCo2e' ? 'required' : key);
    }
    const key = `${parsed.data.carbonCategory}:${parsed.data.department ?? ''}`;
    if (seen.has(key)) return void fail('category', 'duplicate');
    seen.set(key, rowNumber);
    lines.push({ row: rowNumber, value: parsed.data });
  });
  if (errors.length > 0 || !input.commit)
    return { committed: false, rowCount, imported: 0, errors: errors.sort((a, b) => a.row - b.row) };
  await withTransaction(services, async (tx, afterCommit) => {
    for (const { value } of lines)
      await sql.upsertLine(tx, {
        projectId: actor.projectId,
        carbonCategory: value.carbonCategory,
        department: value.department,
        plannedKgCo2e: value.plannedKgCo2e,
        note: value.note,
        updatedBy: actor.userId,
      });
    afterCommit('carbon forecast history', () => refreshForecastHistory(services.db, actor.projectId));
  });
  return { committed: true, rowCount, imported: lines.length, errors: [] };
}

/**
 * GET /files/carbon-budget-template.xlsx: the import's columns with headers in the caller's language, example
 * rows, and a second sheet listing the carbon categories and the project's departments.
 */
export async function carbonBudgetTemplate(services: Services, actor: Actor) {
  if (!plansCarbonBudget(actor)) return null;
  const lang = languageCodeToTag(actor.language);
  const t = (n: number) => serverText('carbon-budget', n, lang);
  const names = await sql.departmentNames(services.db, actor.projectId);
  const workbook = new (excelJs().Workbook)();
  const plan = workbook.addWorksheet(t(60));
  plan.columns = [
    { header: t(61), width: 22 },
    { header: t(62), width: 24 },
    { header: t(63), width: 20, style: { numFmt: '#,##0.00' } },
    { header: t(64), width: 36 },
  ];
  plan.getRow(1).font = { bold: true };
  plan.addRow([3, names[0]?.value ?? null, 12000, '']);
  plan.addRow([1, null, 4500.5, '']);
  const lists = workbook.addWorksheet(t(65));
  lists.addRow([t(61), '', '', t(62), '']);
  lists.getRow(1).font = { bold: true };
  const height = Math.max(CARBON_CATEGORIES.length, names.length);
  for (let i = 0; i < height; i += 1) {
    const category = CARBON_CATEGORIES[i];
    const department = names[i];
    lists.addRow([
      category?.code ?? null,
      category?.name ?? null,
      null,
      department?.value ?? null,
      department?.name ?? null,
    ]);
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: XLSX, fileName: 'carbon-budget-template.xlsx' };
}
