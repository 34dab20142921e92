import { downloadFile } from '../../../../lib/files';
import { gqlUpload } from '../../../../lib/graphql';
import {
  ImportBudgetLinesDocument,
  type ImportBudgetLinesMutation,
} from './operations/import-budget-lines.generated';
import {
  ReadBudgetImportFileDocument,
  type ReadBudgetImportFileQuery,
} from './operations/read-budget-import-file.generated';

type ReadFile = ReadBudgetImportFileQuery['ReadBudgetImportFile'];
type ImportAnswer = ImportBudgetLinesMutation['ImportBudgetLines'];
export type BudgetImportColumn = ReadFile['columns'][number];

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

export type BudgetImportFile = ReadFile;
export type BudgetImportRowError = ImportAnswer['errors'][number];

/** data rows are budget lines; headings, subtotals and totals are shown and skipped. */
export type BudgetImportRowKind = 'data' | 'heading' | 'subtotal' | 'total';

/** `kind` is a String in the schema; the server answers one of BudgetImportRowKind. */
export type BudgetImportRow = Omit<NonNullable<ImportAnswer['rows']>[number], 'kind'> & {
  kind: BudgetImportRowKind;
};
/** An account of the file: its lines and the department and category chosen (or suggested) for them. */
export type BudgetImportAccount = NonNullable<ImportAnswer['accounts']>[number];
/** The answer with its rows (none after a commit) and the lines not imported (or not importable) and why. */
export type BudgetImportResult = Omit<ImportAnswer, 'rows'> & { rows: BudgetImportRow[] };

const FILE = { path: 'variables.file' } as const;

export async function readBudgetImportFile(
  file: File,
  choice: { sheet?: string | null; headerRow?: number | null } = {},
): Promise<BudgetImportFile> {
  const data = await gqlUpload(
    ReadBudgetImportFileDocument,
    { file: null, sheet: choice.sheet ?? null, row: choice.headerRow ?? null },
    { ...FILE, file, name: file.name },
  );
  return data.ReadBudgetImportFile;
}

/**
 * Commit false: the preview with every row's kind and errors. Commit true: writes every line or nothing, or
 * with validRowsOnly the valid lines (the others come back in `errors`).
 */
export async function importBudgetLines(
  file: File,
  mapping: BudgetImportMapping,
  options: { commit: boolean; replace: boolean; validRowsOnly?: boolean },
): Promise<BudgetImportResult> {
  // The mapping step goes on only once the amount column is chosen.
  if (mapping.amountColumn === null) throw new Error('importBudgetLines: no amount column');
  const data = await gqlUpload(
    ImportBudgetLinesDocument,
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
  return { ...result, rows: (result.rows ?? []) as BudgetImportRow[] };
}

/** The server's template: headers in the user's language and the project's departments and categories. */
export const downloadBudgetImportTemplate = () =>
  downloadFile('/files/budget-import-template.xlsx', 'budget-import-template.xlsx');
