import { downloadFile } from '../../../../lib/files';
import { gqlUpload } from '../../../../lib/graphql';

export interface BudgetImportColumn {
  number: number;
  letter: string;
  name: string;
}

/** 1-based columns; null when the field is not mapped. */
export interface BudgetImportMapping {
  sheet: string;
  headerRow: number;
  departmentColumn: number | null;
  categoryColumn: number | null;
  descriptionColumn: number | null;
  amountColumn: number | null;
}

export interface BudgetImportFile {
  sheets: string[];
  sheet: string;
  headerRow: number;
  columns: BudgetImportColumn[];
  sample: { row: number; cells: string[] }[];
  rowCount: number;
  suggestion: BudgetImportMapping;
}

export interface BudgetImportRowError {
  row: number;
  column: string;
  field: string;
  value: string;
  message: string;
}

export interface BudgetImportRow {
  row: number;
  departmentNumber: number | null;
  departmentName: string | null;
  categoryName: string | null;
  costCenter: string | null;
  description: string;
  amount: string | null;
  errors: BudgetImportRowError[];
}

export interface BudgetImportResult {
  committed: boolean;
  rowCount: number;
  errorCount: number;
  total: string;
  imported: number;
  replaced: number;
  rows: BudgetImportRow[];
}

const FILE = { path: 'variables.file' } as const;

export async function readBudgetImportFile(
  file: File,
  choice: { sheet?: string | null; headerRow?: number | null } = {},
): Promise<BudgetImportFile> {
  const data = await gqlUpload<{ ReadBudgetImportFile: BudgetImportFile }>(
    `query ReadBudgetImportFile($file: File!, $sheet: String, $row: Int) {
      ReadBudgetImportFile(File: $file, Sheet: $sheet, HeaderRow: $row) {
        sheets sheet headerRow columns { number letter name } sample { row cells } rowCount
        suggestion { sheet headerRow departmentColumn categoryColumn descriptionColumn amountColumn }
      }
    }`,
    { file: null, sheet: choice.sheet ?? null, row: choice.headerRow ?? null },
    { ...FILE, file, name: file.name },
  );
  return data.ReadBudgetImportFile;
}

/** Commit false: the preview with every row's errors. Commit true: writes all lines or nothing. */
export async function importBudgetLines(
  file: File,
  mapping: BudgetImportMapping,
  options: { commit: boolean; replace: boolean },
): Promise<BudgetImportResult> {
  const rows = options.commit
    ? ''
    : 'rows { row departmentNumber departmentName categoryName costCenter description amount errors { row column field value message } }';
  const data = await gqlUpload<{ ImportBudgetLines: BudgetImportResult }>(
    `mutation ImportBudgetLines($file: File!, $m: BudgetImportMappingInput!, $c: Boolean!, $r: Boolean) {
      ImportBudgetLines(File: $file, Mapping: $m, Commit: $c, Replace: $r) {
        committed rowCount errorCount total imported replaced ${rows}
      }
    }`,
    {
      file: null,
      m: {
        sheet: mapping.sheet,
        headerRow: mapping.headerRow,
        departmentColumn: mapping.departmentColumn,
        categoryColumn: mapping.categoryColumn,
        descriptionColumn: mapping.descriptionColumn,
        amountColumn: mapping.amountColumn,
      },
      c: options.commit,
      r: options.replace,
    },
    { ...FILE, file, name: file.name },
  );
  return { ...data.ImportBudgetLines, rows: data.ImportBudgetLines.rows ?? [] };
}

/** The server's template: headers in the user's language and the project's departments and categories. */
export const downloadBudgetImportTemplate = () =>
  downloadFile('/files/budget-import-template.xlsx', 'budget-import-template.xlsx');
