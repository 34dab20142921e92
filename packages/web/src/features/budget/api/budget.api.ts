import { gqlRequest } from '../../../lib/graphql';
import type { BudgetDetailFieldsFragment } from './fragments/budget-detail-fields.generated';
import { AddUpdBudgetLineDocument } from './operations/add-upd-budget-line.generated';
import { DelBudgetLineDocument } from './operations/del-budget-line.generated';
import { GetBudgetDataDetailListDocument } from './operations/get-budget-data-detail-list.generated';
import { GetBudgetDataHierarchicalListAsJsonStringDocument } from './operations/get-budget-data-hierarchical-list-as-json-string.generated';
import { GetBudgetDetailHierarchicalListAsJsonStringDocument } from './operations/get-budget-detail-hierarchical-list-as-json-string.generated';
import { GetBudgetLinesDocument, type GetBudgetLinesQuery } from './operations/get-budget-lines.generated';
import {
  GetEstimatedFinalCostHistoryDocument,
  type GetEstimatedFinalCostHistoryQuery,
} from './operations/get-estimated-final-cost-history.generated';
import { GetMyBudgetDocument } from './operations/get-my-budget.generated';
import {
  GetProjectUserExpenseDetailDocument,
  type GetProjectUserExpenseDetailQuery,
} from './operations/get-project-user-expense-detail.generated';
import {
  GetProjectUserExpenseSheetDocument,
  type GetProjectUserExpenseSheetQuery,
} from './operations/get-project-user-expense-sheet.generated';
import {
  GetProjectUserPoDetailDocument,
  type GetProjectUserPoDetailQuery,
} from './operations/get-project-user-po-detail.generated';
import {
  GetProjectUserSalariesDocument,
  type GetProjectUserSalariesQuery,
} from './operations/get-project-user-salaries.generated';
import {
  GetTimesheetDetailsDocument,
  type GetTimesheetDetailsQuery,
} from './operations/get-timesheet-details.generated';
import { LockBudgetDocument } from './operations/lock-budget.generated';
import { UpdEstimatedFinalCostDocument } from './operations/upd-estimated-final-cost.generated';

/** The figures of a node of the budget tree (JSON of GetBudgetData/DetailHierarchicalListAsJsonString). */
export interface Figures {
  budget: string;
  actual: string;
  committed: string;
  salaries: string;
  efc: string;
  variance: string;
  amountLeft: string;
  kgCoTwo: string;
  /** kg CO2e the carbon ledger counts here (validated and pending), 2 decimals. */
  kgCo2e: string;
  /** Of kgCo2e, what comes from sources not validated yet. */
  kgCo2ePending: string;
}
export interface CategoryNode extends Figures {
  categoryId: number | null;
  categoryName: string | null;
  costCenter: string;
  efcSet: boolean;
  lines: { id: number; description: string; amount: string }[];
}
export interface DepartmentNode extends Figures {
  departmentNumber: number | null;
  departmentName: string | null;
  categories: CategoryNode[];
}
export interface BudgetTree {
  period: { from: string | null; to: string | null };
  budgetLocked: boolean;
  computedAt: string;
  totals: Figures;
  departments: DepartmentNode[];
}

/** A row of GetBudgetDataDetailList / GetMyBudget (001 §3.13 budget detail). */
export type BudgetDetail = BudgetDetailFieldsFragment;
export type BudgetLine = GetBudgetLinesQuery['GetBudgetLines'][number];
export type EfcChange = GetEstimatedFinalCostHistoryQuery['GetEstimatedFinalCostHistory'][number];

/** The Filter of the GetProjectUser* lists: the advanced filter (-2 or nothing = unset). */
export interface BudgetListFilter {
  department?: number | null;
  category?: number | null;
  personId?: number | null;
  supplierId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  status?: number | null;
  reviewStatus?: number[] | null;
  processed?: number | null;
  invoicedToProduction?: number | null;
  flagIds?: number[] | null;
  recordLimit?: number | null;
  recordOffSet?: number | null;
  arrayType?: string | null;
  activateCrewAccessRestriction?: boolean | null;
}

export type ExpenseDetailRow = GetProjectUserExpenseDetailQuery['GetProjectUserExpenseDetail'][number];
export type PoDetailRow = GetProjectUserPoDetailQuery['GetProjectUserPoDetail'][number];
export type SheetRow = GetProjectUserExpenseSheetQuery['GetProjectUserExpenseSheet'][number];
export type SalaryLine = GetProjectUserSalariesQuery['GetProjectUserSalaries'][number];

export interface Period {
  from?: string | null;
  to?: string | null;
}

export const budgetKeys = {
  all: ['budget'] as const,
  tree: (period: Period, department?: number) => ['budget', 'tree', period, department ?? null] as const,
  detail: (period: Period, department?: number | null, category?: number | null) =>
    ['budget', 'detail', period, department ?? null, category ?? null] as const,
  department: (department: number) => ['budget', 'department', department] as const,
  mine: (period: Period) => ['budget', 'mine', period] as const,
  lines: ['budget', 'lines'] as const,
  history: (department: number, category: number) => ['budget', 'efc-history', department, category] as const,
  list: (name: string, filter: object) => ['budget', 'list', name, filter] as const,
};

export async function getBudgetTree(period: Period, department?: number): Promise<BudgetTree> {
  const data = await gqlRequest(GetBudgetDataHierarchicalListAsJsonStringDocument, {
    s: period.from || null,
    e: period.to || null,
    d: department ?? null,
  });
  return JSON.parse(data.GetBudgetDataHierarchicalListAsJsonString) as BudgetTree;
}

export async function getBudgetDetailList(
  period: Period,
  department?: number | null,
  category?: number | null,
): Promise<BudgetDetail[]> {
  const data = await gqlRequest(GetBudgetDataDetailListDocument, {
    s: period.from || null,
    e: period.to || null,
    d: department ?? null,
    c: category ?? null,
  });
  return data.GetBudgetDataDetailList;
}

export async function getMyBudget(period: Period): Promise<BudgetDetail[]> {
  const data = await gqlRequest(GetMyBudgetDocument, { s: period.from || null, e: period.to || null });
  return data.GetMyBudget;
}

export async function getBudgetLines(): Promise<BudgetLine[]> {
  const data = await gqlRequest(GetBudgetLinesDocument);
  return data.GetBudgetLines;
}

export async function saveBudgetLine(
  id: number | null,
  line: { departmentNumber: number; categoryId: number; description: string; amount: string },
) {
  await gqlRequest(AddUpdBudgetLineDocument, { id, l: line });
}

export async function deleteBudgetLine(id: number) {
  await gqlRequest(DelBudgetLineDocument, { id });
}

export async function lockBudget(locked: boolean) {
  await gqlRequest(LockBudgetDocument, { l: locked });
}

export async function setEfc(input: {
  department: number;
  category: number;
  amount: string;
  comment: string;
}) {
  await gqlRequest(UpdEstimatedFinalCostDocument, {
    d: input.department,
    c: input.category,
    a: input.amount,
    m: input.comment,
  });
}

export async function getEfcHistory(department: number, category: number): Promise<EfcChange[]> {
  const data = await gqlRequest(GetEstimatedFinalCostHistoryDocument, { d: department, c: category });
  return data.GetEstimatedFinalCostHistory;
}

/**
 * 001 §8: the budget's expense detail, PO detail and expense sheets lists answer an empty list on error and
 * their counts 0; the error is still logged for support.
 */
async function listOrEmpty<T>(name: string, run: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`error on ${name}`, error);
    return empty;
  }
}

export function getExpenseDetail(filter: BudgetListFilter) {
  return listOrEmpty(
    'GetProjectUserExpenseDetail',
    async () =>
      gqlRequest(GetProjectUserExpenseDetailDocument, { f: filter }).then((d) => ({
        rows: d.GetProjectUserExpenseDetail,
        total: d.GetProjectUserExpenseDetailTotalRecords,
      })),
    { rows: [] as ExpenseDetailRow[], total: 0 },
  );
}

export function getPoDetail(filter: BudgetListFilter) {
  return listOrEmpty(
    'GetProjectUserPoDetail',
    async () =>
      gqlRequest(GetProjectUserPoDetailDocument, { f: filter }).then((d) => ({
        rows: d.GetProjectUserPoDetail,
        total: d.GetProjectUserPoDetailTotalRecords,
      })),
    { rows: [] as PoDetailRow[], total: 0 },
  );
}

export function getExpenseSheets(filter: BudgetListFilter) {
  return listOrEmpty(
    'GetProjectUserExpenseSheet',
    async () =>
      gqlRequest(GetProjectUserExpenseSheetDocument, { f: filter }).then((d) => ({
        rows: d.GetProjectUserExpenseSheet,
        total: d.GetProjectUserExpenseSheetTotalRecords,
      })),
    { rows: [] as SheetRow[], total: 0 },
  );
}

export type TimesheetDetails = GetTimesheetDetailsQuery['GetTimesheet'];

/** A week as the timesheets domain shows it (GetTimesheet): its days and their pay lines. */
export async function getTimesheetDetails(id: number): Promise<TimesheetDetails> {
  return (await gqlRequest(GetTimesheetDetailsDocument, { id })).GetTimesheet;
}

export async function getSalaries(filter: BudgetListFilter) {
  const data = await gqlRequest(GetProjectUserSalariesDocument, { f: filter });
  return { rows: data.GetProjectUserSalaries, total: data.GetProjectUserSalariesTotalRecords };
}

/** A category of GetBudgetDetailHierarchicalListAsJsonString (the rows behind it are left out here). */
export interface DetailCategory extends CategoryNode {
  expenseCount: number;
  purchaseOrderLineCount: number;
}
export interface DepartmentDetail {
  departmentNumber: number;
  departmentName: string | null;
  totals: Figures;
  categories: DetailCategory[];
}

/** A department's categories over the whole production (the detail call has no period argument, 001 §7.8). */
export async function getDepartmentDetail(department: number): Promise<DepartmentDetail> {
  const data = await gqlRequest(GetBudgetDetailHierarchicalListAsJsonStringDocument, { d: department });
  return JSON.parse(data.GetBudgetDetailHierarchicalListAsJsonString) as DepartmentDetail;
}
