import { downloadFile } from '../../../lib/files';
import { gqlRequest, gqlUpload } from '../../../lib/graphql';
import { DelCarbonBudgetLineDocument } from './operations/del-carbon-budget-line.generated';
import { GetCarbonBudgetDocument, type GetCarbonBudgetQuery } from './operations/get-carbon-budget.generated';
import {
  GetCarbonForecastHistoryDocument,
  type GetCarbonForecastHistoryQuery,
} from './operations/get-carbon-forecast-history.generated';
import {
  ImportCarbonBudgetDocument,
  type ImportCarbonBudgetMutation,
} from './operations/import-carbon-budget.generated';
import { SetCarbonBudgetLineDocument } from './operations/set-carbon-budget-line.generated';

export type CarbonBudget = GetCarbonBudgetQuery['GetCarbonBudget'];
export type CarbonBudgetCell = CarbonBudget['cells'][number];
export type CarbonForecastDay = GetCarbonForecastHistoryQuery['GetCarbonForecastHistory'][number];
export type CarbonBudgetImport = ImportCarbonBudgetMutation['ImportCarbonBudget'];

export const carbonBudgetKeys = {
  all: ['carbon-budget'] as const,
  budget: ['carbon-budget', 'budget'] as const,
  history: ['carbon-budget', 'history'] as const,
};

export const getCarbonBudget = async () => (await gqlRequest(GetCarbonBudgetDocument, {})).GetCarbonBudget;
export const getCarbonForecastHistory = async () =>
  (await gqlRequest(GetCarbonForecastHistoryDocument, {})).GetCarbonForecastHistory;

export async function setCarbonBudgetLine(line: {
  carbonCategory: number;
  department: number | null;
  plannedKgCo2e: string;
  note: string;
}) {
  await gqlRequest(SetCarbonBudgetLineDocument, {
    c: line.carbonCategory,
    d: line.department,
    p: line.plannedKgCo2e,
    n: line.note,
  });
}

export async function deleteCarbonBudgetLine(id: number) {
  await gqlRequest(DelCarbonBudgetLineDocument, { id });
}

/** Commit false checks the file; commit true writes every line or nothing. */
export async function importCarbonBudget(file: File, commit: boolean): Promise<CarbonBudgetImport> {
  const data = await gqlUpload(
    ImportCarbonBudgetDocument,
    { file: null, commit },
    { path: 'variables.file', file, name: file.name },
  );
  return data.ImportCarbonBudget;
}

export const downloadCarbonBudgetTemplate = () =>
  downloadFile('/files/carbon-budget-template.xlsx', 'carbon-budget-template.xlsx');
