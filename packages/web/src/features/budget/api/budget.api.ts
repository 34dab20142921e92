import { gqlRequest } from '../../../lib/graphql';

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
export interface BudgetDetail {
  department: number | null;
  departmentName: string | null;
  category: number | null;
  categoryName: string | null;
  costCenter: string;
  budget: string;
  amountTotal: string;
  purchaseOrdersTotal: string;
  salaries: string;
  efc: string;
  efcSet: boolean;
  variance: string;
  amountLeft: string;
  kgCoTwo: string;
}

export interface BudgetLine {
  id: number;
  departmentNumber: number;
  departmentName: string | null;
  categoryId: number;
  categoryName: string;
  costCenter: string;
  description: string;
  amount: string;
}

export interface EfcChange {
  id: number;
  userFullName: string | null;
  /** The EFC shown before the change (the budget when none was set). */
  before: string;
  after: string;
  comment: string;
  at: string;
}

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

export interface ExpenseDetailRow {
  expense: { id: number; title: string; kind: number; validated: number };
  expenseItem: {
    id: number;
    date: string;
    description: string;
    amount: string;
    amountTotal: string;
    kgCoTwo: string | null;
    categoryName: string | null;
    supplierName: string | null;
    userFullName: string;
  };
}
export interface PoDetailRow {
  purchaseOrder: {
    id: number;
    poReference: string;
    description: string;
    supplierName: string | null;
    userFullName: string;
    requestDate: string;
    validated: number;
    amount: string;
    consumed: boolean;
  };
  categoryAmount: string;
  categoryRemaining: string;
}
export interface SheetRow {
  sheet: {
    id: number;
    title: string;
    kind: number;
    validated: number;
    amountTotal: string;
    submittedAt: string | null;
  };
  userFirstName: string;
  userName: string;
  departmentName: string | null;
  itemCount: number;
}
export interface SalaryLine {
  id: number;
  fullName: string;
  functionName: string;
  startDate: string;
  endDate: string;
  hours: string;
  salary: string;
}

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

const DETAIL = `department departmentName category categoryName costCenter budget amountTotal purchaseOrdersTotal salaries
  efc efcSet variance amountLeft kgCoTwo`;

export async function getBudgetTree(period: Period, department?: number): Promise<BudgetTree> {
  const data = await gqlRequest<{ GetBudgetDataHierarchicalListAsJsonString: string }>(
    `query GetBudgetDataHierarchicalListAsJsonString($s: String, $e: String, $d: Int) {
      GetBudgetDataHierarchicalListAsJsonString(StrTime: $s, EndTime: $e, ForceCompute: false, DepartmentNumber: $d) }`,
    { s: period.from || null, e: period.to || null, d: department ?? null },
  );
  return JSON.parse(data.GetBudgetDataHierarchicalListAsJsonString) as BudgetTree;
}

export async function getBudgetDetailList(
  period: Period,
  department?: number | null,
  category?: number | null,
): Promise<BudgetDetail[]> {
  const data = await gqlRequest<{ GetBudgetDataDetailList: BudgetDetail[] }>(
    `query GetBudgetDataDetailList($s: String, $e: String, $d: Int, $c: Int) {
      GetBudgetDataDetailList(StrTime: $s, EndTime: $e, DepartmentNumber: $d, CategoryId: $c) { ${DETAIL} } }`,
    { s: period.from || null, e: period.to || null, d: department ?? null, c: category ?? null },
  );
  return data.GetBudgetDataDetailList;
}

export async function getMyBudget(period: Period): Promise<BudgetDetail[]> {
  const data = await gqlRequest<{ GetMyBudget: BudgetDetail[] }>(
    `query GetMyBudget($s: String, $e: String) { GetMyBudget(StrTime: $s, EndTime: $e) { ${DETAIL} } }`,
    { s: period.from || null, e: period.to || null },
  );
  return data.GetMyBudget;
}

export async function getBudgetLines(): Promise<BudgetLine[]> {
  const data = await gqlRequest<{ GetBudgetLines: BudgetLine[] }>(
    `query GetBudgetLines { GetBudgetLines {
      id departmentNumber departmentName categoryId categoryName costCenter description amount } }`,
  );
  return data.GetBudgetLines;
}

export async function saveBudgetLine(
  id: number | null,
  line: { departmentNumber: number; categoryId: number; description: string; amount: string },
) {
  await gqlRequest(
    `mutation AddUpdBudgetLine($id: Int, $l: BudgetLineInput!) { AddUpdBudgetLine(BudgetLineId: $id, BudgetLine: $l) { id } }`,
    { id, l: line },
  );
}

export async function deleteBudgetLine(id: number) {
  await gqlRequest('mutation DelBudgetLine($id: Int!) { DelBudgetLine(BudgetLineId: $id) }', { id });
}

export async function lockBudget(locked: boolean) {
  await gqlRequest('mutation LockBudget($l: Boolean!) { LockBudget(Locked: $l) }', { l: locked });
}

export async function setEfc(input: {
  department: number;
  category: number;
  amount: string;
  comment: string;
}) {
  await gqlRequest(
    `mutation UpdEstimatedFinalCost($d: Int!, $c: Int!, $a: String!, $m: String!) {
      UpdEstimatedFinalCost(DepartmentNumber: $d, CategoryId: $c, Amount: $a, Comment: $m) { id } }`,
    { d: input.department, c: input.category, a: input.amount, m: input.comment },
  );
}

export async function getEfcHistory(department: number, category: number): Promise<EfcChange[]> {
  const data = await gqlRequest<{ GetEstimatedFinalCostHistory: EfcChange[] }>(
    `query GetEstimatedFinalCostHistory($d: Int!, $c: Int!) {
      GetEstimatedFinalCostHistory(DepartmentNumber: $d, CategoryId: $c) { id userFullName before after comment at } }`,
    { d: department, c: category },
  );
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
      gqlRequest<{
        GetProjectUserExpenseDetail: ExpenseDetailRow[];
        GetProjectUserExpenseDetailTotalRecords: number;
      }>(
        `query GetProjectUserExpenseDetail($f: BudgetListFilterInput) {
          GetProjectUserExpenseDetail(Filter: $f) { expense { id title kind validated }
            expenseItem { id date description amount amountTotal kgCoTwo categoryName supplierName userFullName } }
          GetProjectUserExpenseDetailTotalRecords(Filter: $f) }`,
        { f: filter },
      ).then((d) => ({
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
      gqlRequest<{ GetProjectUserPoDetail: PoDetailRow[]; GetProjectUserPoDetailTotalRecords: number }>(
        `query GetProjectUserPoDetail($f: BudgetListFilterInput) {
          GetProjectUserPoDetail(Filter: $f) { categoryAmount categoryRemaining purchaseOrder {
            id poReference description supplierName userFullName requestDate validated amount consumed } }
          GetProjectUserPoDetailTotalRecords(Filter: $f) }`,
        { f: filter },
      ).then((d) => ({ rows: d.GetProjectUserPoDetail, total: d.GetProjectUserPoDetailTotalRecords })),
    { rows: [] as PoDetailRow[], total: 0 },
  );
}

export function getExpenseSheets(filter: BudgetListFilter) {
  return listOrEmpty(
    'GetProjectUserExpenseSheet',
    async () =>
      gqlRequest<{ GetProjectUserExpenseSheet: SheetRow[]; GetProjectUserExpenseSheetTotalRecords: number }>(
        `query GetProjectUserExpenseSheet($f: BudgetListFilterInput) {
          GetProjectUserExpenseSheet(Filter: $f) { userFirstName userName departmentName itemCount
            sheet { id title kind validated amountTotal submittedAt } }
          GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`,
        { f: filter },
      ).then((d) => ({
        rows: d.GetProjectUserExpenseSheet,
        total: d.GetProjectUserExpenseSheetTotalRecords,
      })),
    { rows: [] as SheetRow[], total: 0 },
  );
}

export async function getSalaries(filter: BudgetListFilter) {
  const data = await gqlRequest<{
    GetProjectUserSalaries: SalaryLine[];
    GetProjectUserSalariesTotalRecords: number;
  }>(
    `query GetProjectUserSalaries($f: BudgetListFilterInput) {
      GetProjectUserSalaries(Filter: $f) { id fullName functionName startDate endDate hours salary }
      GetProjectUserSalariesTotalRecords(Filter: $f) }`,
    { f: filter },
  );
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
  const data = await gqlRequest<{ GetBudgetDetailHierarchicalListAsJsonString: string }>(
    `query GetBudgetDetailHierarchicalListAsJsonString($d: Int!) {
      GetBudgetDetailHierarchicalListAsJsonString(Department: $d, ContentType: 0, IsGrouping: true) }`,
    { d: department },
  );
  return JSON.parse(data.GetBudgetDetailHierarchicalListAsJsonString) as DepartmentDetail;
}
