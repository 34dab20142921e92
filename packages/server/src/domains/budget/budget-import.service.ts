import {
  BUDGET_IMPORT_SAMPLE_ROWS,
  budgetImportMappingSchema,
  mappedColumns,
} from '@setledger/shared/budget/budget-import';
import { asc } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type { Actor } from '../../core/actor';
import { AppError, badInput } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { budgetCategories, departments } from '../departments';
import { budgetLines } from './budget.table';
import { suggestAmountColumn } from './budget-import.amount-column';
import { checkRows, type ImportCheck, type ImportReferences } from './budget-import.rows';
import { headerScore, type SuggestedColumns, suggestColumns } from './budget-import.suggest';
import {
  cellText,
  columnLetter,
  dataRows,
  openWorkbook,
  pickSheet,
  rowCells,
  sheetWidth,
} from './budget-import.workbook';
import { assertUnlocked } from './budget-lines.service';

/** The rows looked at to find the header row. */
const HEADER_SEARCH_ROWS = 20;
/** Rows inserted per statement (6 parameters each). */
const INSERT_CHUNK = 1000;
/** A refused import names at most this many row errors in its answer; the preview shows them all. */
const MAX_ERRORS_IN_ANSWER = 1000;

/** The header names of a sheet's row; a blank header cell is named by its column letter. */
function headerNames(sheet: ExcelJS.Worksheet, headerRow: number): string[] {
  return rowCells(sheet, headerRow, sheetWidth(sheet)).map(
    (cell, i) => cellText(cell).trim() || columnLetter(i + 1),
  );
}

/** The first row among the first 20 that maps the most fields (else the first row with a value). */
function guessHeaderRow(sheet: ExcelJS.Worksheet): number {
  let best = { row: 0, score: -1 };
  const last = Math.min(sheet.rowCount, HEADER_SEARCH_ROWS);
  for (let row = 1; row <= last; row += 1) {
    const cells = rowCells(sheet, row, sheetWidth(sheet));
    if (cells.every((cell) => cell === null)) continue;
    const score = headerScore(cells);
    if (score > best.score) best = { row, score };
  }
  return best.row || 1;
}

export interface BudgetImportFileInfo {
  sheets: string[];
  sheet: string;
  headerRow: number;
  columns: { number: number; letter: string; name: string }[];
  sample: { row: number; cells: string[] }[];
  rowCount: number;
  suggestion: SuggestedColumns & { sheet: string; headerRow: number };
}

/**
 * ReadBudgetImportFile(File, Sheet, HeaderRow): the sheets, the header's columns, the first rows as text and
 * a suggested mapping, so the wizard can ask the user to confirm the columns. Nothing is stored.
 */
export async function readBudgetImportFile(input: {
  file: File;
  sheet?: string | null;
  headerRow?: number | null;
}): Promise<BudgetImportFileInfo> {
  const workbook = await openWorkbook(input.file);
  const sheet = pickSheet(workbook, { sheet: input.sheet });
  if (
    input.headerRow !== null &&
    input.headerRow !== undefined &&
    (input.headerRow < 1 || input.headerRow > 1000)
  )
    throw badInput('HeaderRow', 'outOfRange');
  const headerRow = input.headerRow ?? guessHeaderRow(sheet);
  const names = headerNames(sheet, headerRow);
  const columns = names.map((name, i) => ({ number: i + 1, letter: columnLetter(i + 1), name }));
  const rows = dataRows(
    sheet,
    headerRow,
    columns.map((c) => c.number),
  );
  const headers = rowCells(sheet, headerRow, names.length);
  const byHeader = suggestColumns(headers);
  const amountColumn = suggestAmountColumn({
    rows,
    width: names.length,
    taken: new Set(
      [
        byHeader.accountColumn,
        byHeader.departmentColumn,
        byHeader.categoryColumn,
        byHeader.descriptionColumn,
      ].filter((c) => c !== null),
    ),
    accountColumn: byHeader.accountColumn,
    byHeader: byHeader.amountColumn,
  });
  return {
    sheets: workbook.worksheets.map((s) => s.name),
    sheet: sheet.name,
    headerRow,
    columns,
    sample: rows
      .slice(0, BUDGET_IMPORT_SAMPLE_ROWS)
      .map((row) => ({ row: row.row, cells: columns.map((c) => cellText(row.cells[c.number - 1] ?? null)) })),
    rowCount: rows.length,
    suggestion: { sheet: sheet.name, headerRow, ...byHeader, amountColumn },
  };
}

/** The project's departments and categories, the only ones an import may name. */
export async function loadReferences(tx: Tx, actor: Actor): Promise<ImportReferences> {
  const [deps, categories] = [
    await tx
      .select({
        value: departments.value,
        message: departments.message,
        costCenter: departments.costCenter,
        categoryId: departments.categoryId,
      })
      .from(departments)
      .where(inProject(departments, actor))
      .orderBy(asc(departments.value)),
    await tx
      .select({
        id: budgetCategories.id,
        name: budgetCategories.name,
        costCenter: budgetCategories.costCenter,
      })
      .from(budgetCategories)
      .where(inProject(budgetCategories, actor))
      .orderBy(asc(budgetCategories.name), asc(budgetCategories.id)),
  ];
  return { departments: deps, categories };
}

export interface BudgetImportResult extends ImportCheck {
  committed: boolean;
  imported: number;
  replaced: number;
}

/**
 * ImportBudgetLines(File, Mapping, Commit, Replace, ValidRowsOnly): without Commit, a preview of every row
 * classified, resolved and checked. With Commit, the same check again, then in one transaction every budget
 * line written (Replace first deletes the project's lines) — only when no line has an error, or, with
 * ValidRowsOnly, the lines without an error while the others are answered in `errors`. Headings, subtotals and
 * totals are never written nor errors. Refused while the budget is locked.
 */
export async function importBudgetLines(
  services: Services,
  actor: Actor,
  input: {
    file: File;
    mapping: unknown;
    commit: boolean;
    replace?: boolean | null;
    validRowsOnly?: boolean | null;
    lang: string;
  },
): Promise<BudgetImportResult> {
  const mapping = parseInput(budgetImportMappingSchema, input.mapping);
  const workbook = await openWorkbook(input.file);
  const sheet = pickSheet(workbook, mapping);
  const headers = headerNames(sheet, mapping.headerRow);
  const rows = dataRows(sheet, mapping.headerRow, mappedColumns(mapping));
  const check = (references: ImportReferences) =>
    checkRows({ rows, mapping, headers, references, lang: input.lang });

  if (!input.commit) {
    await assertUnlocked(services.db, actor);
    const preview = check(await loadReferences(services.db, actor));
    return { ...preview, committed: false, imported: 0, replaced: 0 };
  }
  return services.db.transaction(async (tx) => {
    await assertUnlocked(tx, actor);
    const checked = check(await loadReferences(tx, actor));
    // A file without a line imports nothing: with Replace it would only delete the budget.
    if (checked.dataRowCount === 0) throw badInput('File', 'required');
    const valid = checked.rows.filter((row) => row.kind === 'data' && row.errors.length === 0);
    if (checked.errorCount > 0 && (!input.validRowsOnly || valid.length === 0)) {
      const rowErrors = checked.rows.flatMap((row) => row.errors).slice(0, MAX_ERRORS_IN_ANSWER);
      throw new AppError('BAD_USER_INPUT', 'importHasErrors', 'File', undefined, {
        errorCount: checked.errorCount,
        rowErrors,
      });
    }
    const replaced = input.replace
      ? (await tx.delete(budgetLines).where(inProject(budgetLines, actor)).returning({ id: budgetLines.id }))
          .length
      : 0;
    const values = valid.map((row) => ({
      projectId: actor.projectId,
      departmentNumber: row.departmentNumber!,
      categoryId: row.categoryId!,
      description: row.description,
      amount: row.amount!,
      createdBy: actor.userId,
    }));
    for (let i = 0; i < values.length; i += INSERT_CHUNK)
      await tx.insert(budgetLines).values(values.slice(i, i + INSERT_CHUNK));
    return { ...checked, committed: true, imported: values.length, replaced };
  });
}
