import { downloadFile } from '../../../../lib/files';
import { gqlUpload } from '../../../../lib/graphql';

export interface BudgetImportColumn {
  number: number;
  letter: string;
  name: string;
}

/** The department and category chosen for an account of the file (null: not chosen). */
export interface BudgetImportAccountChoice {
  account: string;
  departmentNumber: number | null;
  categoryId: number | null;
}

/**
 * 1-based columns; null when the field is not mapped. With an account column, departments and categories come
 * from `accounts` (the user's choice per account) instead of columns.
 */
export interface BudgetImportMapping {
  sheet: string;
  headerRow: number;
  accountColumn: number | null;
  accounts?: BudgetImportAccountChoice[] | null;
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

/** data rows are budget lines; headings, subtotals and totals are shown and skipped. */
export type BudgetImportRowKind = 'data' | 'heading' | 'subtotal' | 'total';

export interface BudgetImportRow {
  row: number;
  kind: BudgetImportRowKind;
  account: string | null;
  departmentNumber: number | null;
  departmentName: string | null;
  categoryName: string | null;
  costCenter: string | null;
  description: string;
  amount: string | null;
  errors: BudgetImportRowError[];
}

/** An account of the file: its lines and the department and category chosen (or suggested) for them. */
export interface BudgetImportAccount {
  account: string;
  label: string;
  rowCount: number;
  total: string;
  departmentNumber: number | null;
  categoryId: number | null;
  confirmed: boolean;
}

export interface BudgetImportResult {
  committed: boolean;
  rowCount: number;
  dataRowCount: number;
  skippedCount: number;
  errorCount: number;
  total: string;
  imported: number;
  replaced: number;
  rows: BudgetImportRow[];
  /** The lines not imported (or not importable) and why. */
  errors: BudgetImportRowError[];
  accounts: BudgetImportAccount[] | null;
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
        suggestion { sheet headerRow accountColumn departmentColumn categoryColumn descriptionColumn amountColumn }
      }
    }`,
    { file: null, sheet: choice.sheet ?? null, row: choice.headerRow ?? null },
    { ...FILE, file, name: file.name },
  );
  return data.ReadBudgetImportFile;
}

const ROW_FIELDS =
  'rows { row kind account departmentNumber departmentName categoryName costCenter description amount errors { row column field value message } }';

/**
 * Commit false: the preview with every row's kind and errors. Commit true: writes every line or nothing, or
 * with validRowsOnly the valid lines (the others come back in `errors`).
 */
export async function importBudgetLines(
  file: File,
  mapping: BudgetImportMapping,
  options: { commit: boolean; replace: boolean; validRowsOnly?: boolean },
): Promise<BudgetImportResult> {
  const data = await gqlUpload<{ ImportBudgetLines: BudgetImportResult }>(
    `mutation ImportBudgetLines($file: File!, $m: BudgetImportMappingInput!, $c: Boolean!, $r: Boolean, $v: Boolean) {
      ImportBudgetLines(File: $file, Mapping: $m, Commit: $c, Replace: $r, ValidRowsOnly: $v) {
        committed rowCount dataRowCount skippedCount errorCount total imported replaced
        errors { row column field value message }
        accounts { account label rowCount total departmentNumber categoryId confirmed }
        ${options.commit ? '' : ROW_FIELDS}
      }
    }`,
    {
      file: null,
      m: {
        sheet: mapping.sheet,
        headerRow: mapping.headerRow,
        accountColumn: mapping.accountColumn,
        departmentColumn: mapping.accountColumn ? null : mapping.departmentColumn,
        categoryColumn: mapping.accountColumn ? null : mapping.categoryColumn,
        descriptionColumn: mapping.descriptionColumn,
        amountColumn: mapping.amountColumn,
        accounts: mapping.accountColumn ? (mapping.accounts ?? null) : null,
      },
      c: options.commit,
      r: options.replace,
      v: options.validRowsOnly ?? false,
    },
    { ...FILE, file, name: file.name },
  );
  const result = data.ImportBudgetLines;
  return { ...result, rows: result.rows ?? [], errors: result.errors ?? [] };
}

/** The server's template: headers in the user's language and the project's departments and categories. */
export const downloadBudgetImportTemplate = () =>
  downloadFile('/files/budget-import-template.xlsx', 'budget-import-template.xlsx');
