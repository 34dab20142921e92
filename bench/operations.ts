/**
 * The three operations of issue 7's bench, each as the GraphQL request the web app sends and a hand-written SQL
 * statement returning the same rows, with a summary of each answer (row count, ids, totals) to compare them.
 */
import { Decimal } from 'decimal.js';
import { type GqlAnswer, post } from './measure';

export type Plain = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Operation {
  name: string;
  api: () => Promise<GqlAnswer>;
  sql: () => Promise<unknown>;
  /** Same summary from both answers means the same rows. */
  summarizeApi: (answer: GqlAnswer) => string;
  summarizeSql: (answer: unknown) => string;
}

const sum = (values: unknown[]) => values.reduce<Decimal>((s, v) => s.plus(String(v ?? 0)), new Decimal(0));
const digest = (ids: unknown[]) => {
  let h = 0;
  for (const id of ids) h = (h * 31 + Number(id)) % 1_000_000_007;
  return h;
};

// ---------------------------------------------------------------------------------------------------------------
// MyExpenses: a 50-row page with dates, statuses and kinds, as the person with the most items.

const RECEIPT = 'id itemId originalName contentType size url createdAt';
const ITEM = `id userId encoderId sheetId date type description detailedDescription amount amountVat amountTotal
  vatFlagItemId vatRate validated comment department departmentName functionNumber functionName category
  categoryName costCenter subCategory subType additionalSubType paiementType supplierId supplierName km
  fromLocation toLocation kgCoTwo co2FactorKey co2FactorValue co2FactorUnit co2FactorSource isInContract
  processed customFlagIds userFullName encoderFullName receipts { ${RECEIPT} }`;
const MY_EXPENSES = `query MyExpenses($f: MyExpensesFilter) { MyExpenses(Filter: $f) { ${ITEM} } }`;
export const MY_EXPENSES_FILTER = {
  startDate: '2026-02-01',
  endDate: '2026-11-30',
  status: [1, 2, 8],
  types: [0, 2],
  limit: 50,
  offset: 50,
};

export const MY_EXPENSES_SQL = `
select i.*, d.message as department_name, f.message as function_name, c.name as category_name,
  s.name as supplier_name, u.first_name || ' ' || u.name as user_full_name,
  e.first_name || ' ' || e.name as encoder_full_name,
  array(select x.flag_item_id from expense_item_flags x where x.item_id = i.id) as custom_flag_ids,
  coalesce((select json_agg(r order by r.id) from expense_receipts r where r.item_id = i.id), '[]') as receipts
from expense_items i
join users u on u.id = i.user_id
left join users e on e.id = i.encoder_id
left join departments d on d.project_id = i.project_id and d.value = i.department_number
left join functions f on f.project_id = i.project_id and f.department_number = i.department_number
  and f.value = i.function_number
left join budget_categories c on c.id = i.category_id
left join suppliers s on s.id = i.supplier_id
where i.project_id = $1 and i.user_id = $2 and i.date >= $3 and i.date <= $4
  and i.validated = any($5::int[]) and i.type = any($6::int[])
order by i.date desc, i.id desc
limit $7 offset $8`;

export function myExpenses(url: string, token: string, plain: Plain, projectId: number, userId: number) {
  const f = MY_EXPENSES_FILTER;
  return {
    name: 'MyExpenses (50-row page, filtered)',
    api: () => post(url, MY_EXPENSES, { f }, token),
    sql: () =>
      plain(MY_EXPENSES_SQL, [
        projectId,
        userId,
        f.startDate,
        f.endDate,
        f.status,
        f.types,
        f.limit,
        f.offset,
      ]),
    summarizeApi: (a) => {
      const rows = a.data.MyExpenses as { id: number; amountTotal: string }[];
      return `${rows.length} rows ids#${digest(rows.map((r) => r.id))} total ${sum(rows.map((r) => r.amountTotal)).toFixed(2)}`;
    },
    summarizeSql: (answer) => {
      const rows = answer as { id: number; amount_total: string }[];
      return `${rows.length} rows ids#${digest(rows.map((r) => r.id))} total ${sum(rows.map((r) => r.amount_total)).toFixed(2)}`;
    },
  } satisfies Operation;
}

// ---------------------------------------------------------------------------------------------------------------
// GetProjectUserExpenseSheet: a page of submitted sheets with its total count, as the administrator.

const SHEETS = `query GetProjectUserExpenseSheet($f: BudgetListFilterInput) {
  GetProjectUserExpenseSheet(Filter: $f) { userFirstName userName departmentName itemCount
    sheet { id title kind validated amountTotal submittedAt } }
  GetProjectUserExpenseSheetTotalRecords(Filter: $f) }`;
export const SHEETS_FILTER = {
  arrayType: 'submitted',
  startDate: '2026-03-01',
  endDate: '2026-09-30',
  recordLimit: 50,
  recordOffSet: 0,
};
const SHEETS_WHERE = `s.project_id = $1 and s.kind <> 1 and s.status in (1, 2, 8)
  and ((s.submitted_at is not null and s.submitted_at >= $2::timestamptz and s.submitted_at <= $3::timestamptz)
    or (s.submitted_at is null and s.created_at >= $2::timestamptz and s.created_at <= $3::timestamptz))`;
export const SHEETS_SQL = `
select s.id, s.title, s.kind, s.status, s.amount_total, s.submitted_at, u.name, u.first_name,
  d.message as department_name,
  (select count(*) from expense_items i where i.sheet_id = s.id)::int as item_count
from expense_sheets s
join users u on u.id = s.user_id
left join departments d on d.project_id = s.project_id and d.value = s.department_number
where ${SHEETS_WHERE}
order by s.submitted_at desc, s.id desc
limit $4 offset $5`;
const SHEETS_COUNT_SQL = `select count(*)::int as n from expense_sheets s where ${SHEETS_WHERE}`;

export function projectSheets(url: string, token: string, plain: Plain, projectId: number) {
  const f = SHEETS_FILTER;
  const from = `${f.startDate}T00:00:00Z`;
  const to = `${f.endDate}T23:59:59.999Z`;
  const summary = (ids: unknown[], totals: unknown[], items: unknown[], count: unknown) =>
    `${ids.length} rows of ${count} ids#${digest(ids)} total ${sum(totals).toFixed(2)} items ${sum(items)}`;
  return {
    name: 'GetProjectUserExpenseSheet (+TotalRecords)',
    api: () => post(url, SHEETS, { f }, token),
    sql: () =>
      Promise.all([
        plain(SHEETS_SQL, [projectId, from, to, f.recordLimit, f.recordOffSet]),
        plain(SHEETS_COUNT_SQL, [projectId, from, to]),
      ]),
    summarizeApi: (a) => {
      const rows = a.data.GetProjectUserExpenseSheet as {
        itemCount: number;
        sheet: { id: number; amountTotal: string };
      }[];
      return summary(
        rows.map((r) => r.sheet.id),
        rows.map((r) => r.sheet.amountTotal),
        rows.map((r) => r.itemCount),
        a.data.GetProjectUserExpenseSheetTotalRecords,
      );
    },
    summarizeSql: (answer) => {
      const [rows, [count]] = answer as [
        { id: number; amount_total: string; item_count: number }[],
        { n: number }[],
      ];
      return summary(
        rows.map((r) => r.id),
        rows.map((r) => r.amount_total),
        rows.map((r) => r.item_count),
        count!.n,
      );
    },
  } satisfies Operation;
}

// ---------------------------------------------------------------------------------------------------------------
// GetBudgetDataHierarchicalListAsJsonString: the whole budget tree, as the administrator.

const HIERARCHY = `query GetBudgetDataHierarchicalListAsJsonString($s: String, $e: String, $d: Int) {
  GetBudgetDataHierarchicalListAsJsonString(StrTime: $s, EndTime: $e, ForceCompute: false, DepartmentNumber: $d) }`;
/**
 * The honest twin (issue 17): the same figures as the API, from the source tables, in one statement — the
 * actual (items of sheets validated at the last level, not refused), the committed (what validated, unconsumed POs
 * have left, plus invoices from POs on their way), kg CO2e from the carbon ledger (validated: all but pending),
 * budget lines and EFC. This is what the API computed on every request before the stored aggregates.
 */
const HIERARCHY_SQL = `
with b as (
  select department_number as d, category_id as c, sum(amount) as budget
  from budget_lines where project_id = $1 group by 1, 2),
a as (
  select coalesce(i.department_number, s.department_number) as d, i.category_id as c,
    coalesce(sum(i.amount) filter (where s.status = 8), 0) as actual,
    coalesce(sum(i.amount) filter (where s.status <> 8), 0) as pending
  from expense_items i join expense_sheets s on s.id = i.sheet_id
  where i.project_id = $1 and i.validated not in (4, 16)
    and (s.status = 8 or (s.kind = 1 and s.po_id is not null and s.status in (1, 2)))
  group by 1, 2),
m as (
  select o.department_number as d, l.category_id as c, sum(l.remaining_amount) as committed
  from po_items l join purchase_orders o on o.id = l.po_id
  where l.project_id = $1 and o.status = 8 and not o.consumed and l.remaining_amount > 0
  group by 1, 2),
k as (
  select department as d, budget_category_id as c,
    sum(kg_co2e) - coalesce(sum(kg_co2e) filter (where status = 'pending'), 0) as kg
  from carbon_entries where project_id = $1 and status <> 'excluded' and budget_category_id is not null
  group by 1, 2),
sl as (
  select department_number as d, category_id as c, sum(amount) as salaries
  from salary_lines where project_id = $1 group by 1, 2),
e as (select department_number as d, category_id as c, amount as efc from budget_efc where project_id = $1),
n as (select d, c from b union select d, c from a union select d, c from m union select d, c from k
  union select d, c from sl union select d, c from e),
l as (
  select department_number as d, category_id as c,
    json_agg(json_build_object('id', id, 'description', description, 'amount', amount) order by id) as lines
  from budget_lines where project_id = $1 group by 1, 2)
select n.d, n.c, dep.message as department_name, cat.name as category_name, cat.cost_center,
  coalesce(b.budget, 0) as budget, coalesce(a.actual, 0) as actual,
  coalesce(m.committed, 0) + coalesce(a.pending, 0) as committed, coalesce(k.kg, 0) as kg,
  coalesce(sl.salaries, 0) as salaries, e.efc, coalesce(l.lines, '[]') as lines
from n
left join b on coalesce(b.d, -1) = coalesce(n.d, -1) and coalesce(b.c, -1) = coalesce(n.c, -1)
left join a on coalesce(a.d, -1) = coalesce(n.d, -1) and coalesce(a.c, -1) = coalesce(n.c, -1)
left join m on coalesce(m.d, -1) = coalesce(n.d, -1) and coalesce(m.c, -1) = coalesce(n.c, -1)
left join k on coalesce(k.d, -1) = coalesce(n.d, -1) and coalesce(k.c, -1) = coalesce(n.c, -1)
left join sl on coalesce(sl.d, -1) = coalesce(n.d, -1) and coalesce(sl.c, -1) = coalesce(n.c, -1)
left join e on e.d = n.d and e.c = n.c
left join l on l.d = n.d and l.c = n.c
left join departments dep on dep.project_id = $1 and dep.value = n.d
left join budget_categories cat on cat.id = n.c
order by n.d, cat.name, n.c`;

/**
 * The twin of what the API now does (issue 17): the same statement, with the item-derived sums read from the
 * budget_aggregates rows the triggers keep instead of summed from every item.
 */
const HIERARCHY_STORED_SQL = `
with b as (
  select department_number as d, category_id as c, sum(amount) as budget
  from budget_lines where project_id = $1 group by 1, 2),
a as (
  select department_number as d, category_id as c, actual_cents / 100.0 as actual,
    (po_cents + pending_cents) / 100.0 as committed, (kg_cents - kg_pending_cents) / 100.0 as kg,
    salary_cents / 100.0 as salaries
  from budget_aggregates
  where project_id = $1
    and (actual_rows > 0 or po_rows > 0 or pending_rows > 0 or kg_rows > 0 or salary_rows > 0)),
e as (select department_number as d, category_id as c, amount as efc from budget_efc where project_id = $1),
n as (select d, c from b union select d, c from a union select d, c from e),
l as (
  select department_number as d, category_id as c,
    json_agg(json_build_object('id', id, 'description', description, 'amount', amount) order by id) as lines
  from budget_lines where project_id = $1 group by 1, 2)
select n.d, n.c, dep.message as department_name, cat.name as category_name, cat.cost_center,
  coalesce(b.budget, 0) as budget, coalesce(a.actual, 0) as actual, coalesce(a.committed, 0) as committed,
  coalesce(a.kg, 0) as kg, coalesce(a.salaries, 0) as salaries, e.efc, coalesce(l.lines, '[]') as lines
from n
left join b on coalesce(b.d, -1) = coalesce(n.d, -1) and coalesce(b.c, -1) = coalesce(n.c, -1)
left join a on coalesce(a.d, -1) = coalesce(n.d, -1) and coalesce(a.c, -1) = coalesce(n.c, -1)
left join e on e.d = n.d and e.c = n.c
left join l on l.d = n.d and l.c = n.c
left join departments dep on dep.project_id = $1 and dep.value = n.d
left join budget_categories cat on cat.id = n.c
order by n.d, cat.name, n.c`;

interface TreeJson {
  totals: { budget: string; actual: string; committed: string; salaries: string; kgCoTwo: string };
  departments: { categories: { lines: unknown[] }[] }[];
}

/**
 * The budget tree against its twin: `stored` false, the one statement summing every item (what the API did before
 * issue 17, and the honest hand-written answer without stored aggregates); true, the twin reading budget_aggregates.
 */
export function budgetHierarchy(url: string, token: string, plain: Plain, projectId: number, stored = false) {
  const summary = (nodes: number, lines: number, t: Record<string, unknown>) =>
    `${nodes} nodes ${lines} lines budget ${new Decimal(String(t.budget)).toFixed(2)} actual ${new Decimal(String(t.actual)).toFixed(2)} committed ${new Decimal(String(t.committed)).toFixed(2)} salaries ${new Decimal(String(t.salaries)).toFixed(2)} kg ${new Decimal(String(t.kg)).toFixed(3)}`;
  return {
    name: stored
      ? 'GetBudgetDataHierarchicalListAsJsonString (twin: one statement over budget_aggregates)'
      : 'GetBudgetDataHierarchicalListAsJsonString (twin: one statement summing every item)',
    api: () => post(url, HIERARCHY, {}, token),
    sql: () => plain(stored ? HIERARCHY_STORED_SQL : HIERARCHY_SQL, [projectId]),
    summarizeApi: (a) => {
      const tree = JSON.parse(a.data.GetBudgetDataHierarchicalListAsJsonString as string) as TreeJson;
      const categories = tree.departments.flatMap((d) => d.categories);
      return summary(
        categories.length,
        categories.reduce((n, c) => n + c.lines.length, 0),
        { ...tree.totals, kg: tree.totals.kgCoTwo },
      );
    },
    summarizeSql: (answer) => {
      const rows = answer as Record<string, unknown>[];
      const lines = (r: Record<string, unknown>) =>
        (typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines) as unknown[];
      return summary(
        rows.length,
        rows.reduce((n, r) => n + lines(r).length, 0),
        Object.fromEntries(
          ['budget', 'actual', 'committed', 'salaries', 'kg'].map((f) => [f, sum(rows.map((r) => r[f]))]),
        ),
      );
    },
  } satisfies Operation;
}

// ---------------------------------------------------------------------------------------------------------------
// GetProjectUserSalaries (issue 18): a 50-row page of a quarter's salary lines with the count, as the administrator.

const SALARIES = `query GetProjectUserSalaries($f: BudgetListFilterInput) {
  GetProjectUserSalaries(Filter: $f) { id status startDate endDate fullName departmentName functionName hours
    hoursStr salary co2 category categoryName categoryCostCenter timesheet { id processed jsError jsLog } }
  GetProjectUserSalariesTotalRecords(Filter: $f) }`;
export const SALARIES_FILTER = {
  startDate: '2026-04-01',
  endDate: '2026-06-30',
  recordLimit: 50,
  recordOffSet: 100,
};
const SALARIES_WHERE = 'l.project_id = $1 and l.start_date >= $2 and l.start_date <= $3';
export const SALARIES_SQL = `
select l.id, t.status, l.start_date, l.end_date, u.first_name || ' ' || u.name as full_name,
  d.message as department_name, f.message as function_name, l.minutes, l.amount, l.kg_co2e, l.category_id,
  c.name as category_name, coalesce(nullif(l.cost_center, ''), c.cost_center) as cost_center, t.id as timesheet_id,
  t.processed, t.js_error, t.js_log
from salary_lines l
join timesheets t on t.id = l.timesheet_id
join users u on u.id = l.user_id
left join departments d on d.project_id = l.project_id and d.value = l.department_number
left join functions f on f.id = l.function_id
left join budget_categories c on c.id = l.category_id
where ${SALARIES_WHERE}
order by l.start_date desc, l.id desc
limit $4 offset $5`;
const SALARIES_COUNT_SQL = `select count(*)::int as n from salary_lines l where ${SALARIES_WHERE}`;

export function projectSalaries(url: string, token: string, plain: Plain, projectId: number) {
  const f = SALARIES_FILTER;
  const summary = (ids: unknown[], amounts: unknown[], total: unknown) =>
    `${ids.length} rows ids#${digest(ids)} salary ${sum(amounts).toFixed(2)} of ${Number(total)}`;
  return {
    name: 'GetProjectUserSalaries (+TotalRecords: a 50-line page of a quarter, every person × 20 weeks)',
    api: () => post(url, SALARIES, { f }, token),
    sql: async () => ({
      rows: await plain(SALARIES_SQL, [projectId, f.startDate, f.endDate, f.recordLimit, f.recordOffSet]),
      count: await plain(SALARIES_COUNT_SQL, [projectId, f.startDate, f.endDate]),
    }),
    summarizeApi: (a) => {
      const rows = a.data.GetProjectUserSalaries as { id: number; salary: string }[];
      return summary(
        rows.map((r) => r.id),
        rows.map((r) => r.salary),
        a.data.GetProjectUserSalariesTotalRecords,
      );
    },
    summarizeSql: (answer) => {
      const { rows, count } = answer as { rows: { id: number; amount: string }[]; count: { n: number }[] };
      return summary(
        rows.map((r) => r.id),
        rows.map((r) => r.amount),
        count[0]?.n,
      );
    },
  } satisfies Operation;
}

// ---------------------------------------------------------------------------------------------------------------
// GetTimesheetsToValidate (issue 18): the level-1 validator's first page of weeks waiting for them, with the count.

const TO_VALIDATE = `query GetTimesheetsToValidate { GetTimesheetsToValidate {
  items { id userId fullName departmentNumber departmentName weekStart status workedMinutes hoursStr amountTotal
    processed refusedDays outsideContract submittedAt }
  totalRecords } }`;
/**
 * The twin for a validator holding level 1 of one department (and not level 2): the sent weeks of that department
 * that are not theirs (the approval engine's deciding level is then theirs).
 */
const TO_VALIDATE_WHERE = `t.project_id = $1 and t.department_number = $2 and t.status = 1 and t.user_id <> $3
  and t.encoder_id is distinct from $3`;
export const TO_VALIDATE_SQL = `
select t.id, t.user_id, u.first_name || ' ' || u.name as full_name, t.department_number, d.message as department_name,
  t.week_start, t.status, t.worked_minutes, t.amount_total, t.processed, t.submitted_at,
  (select count(*) from timesheet_days x where x.timesheet_id = t.id and x.refused)::int as refused_days,
  exists (select 1 from timesheet_days x where x.timesheet_id = t.id and x.outside_contract) as outside_contract
from timesheets t
join users u on u.id = t.user_id
left join departments d on d.project_id = t.project_id and d.value = t.department_number
where ${TO_VALIDATE_WHERE}
order by t.week_start desc, u.name, u.first_name, t.id desc
limit 20`;
const TO_VALIDATE_COUNT_SQL = `select count(*)::int as n from timesheets t where ${TO_VALIDATE_WHERE}`;

export function timesheetsToValidate(
  url: string,
  token: string,
  plain: Plain,
  projectId: number,
  validator: { userId: number; departmentNumber: number },
) {
  const summary = (ids: unknown[], minutes: unknown[], total: unknown) =>
    `${ids.length} rows ids#${digest(ids)} minutes ${sum(minutes).toFixed(0)} of ${Number(total)}`;
  const params = [projectId, validator.departmentNumber, validator.userId];
  return {
    name: 'GetTimesheetsToValidate (level-1 validator, first page with the count)',
    api: () => post(url, TO_VALIDATE, {}, token),
    sql: async () => ({
      rows: await plain(TO_VALIDATE_SQL, params),
      count: await plain(TO_VALIDATE_COUNT_SQL, params),
    }),
    summarizeApi: (a) => {
      const page = a.data.GetTimesheetsToValidate as {
        items: { id: number; workedMinutes: number }[];
        totalRecords: number;
      };
      return summary(
        page.items.map((r) => r.id),
        page.items.map((r) => r.workedMinutes),
        page.totalRecords,
      );
    },
    summarizeSql: (answer) => {
      const { rows, count } = answer as {
        rows: { id: number; worked_minutes: number }[];
        count: { n: number }[];
      };
      return summary(
        rows.map((r) => r.id),
        rows.map((r) => r.worked_minutes),
        count[0]?.n,
      );
    },
  } satisfies Operation;
}

// ---------------------------------------------------------------------------------------------------------------
// The green table (issue 14): the first page of 20 entries, newest day first, with the count and totals.

const GREEN_PAGE = `query GetCarbonEntries { GetCarbonEntries(Offset: 0, Size: 20) {
  items { id sourceType carbonCategory strDate description status isEstimate quantity unit kgCo2e factorKey
    factorValue factorSource factorYear department userId }
  totalRecords totals { entries kgCo2e actualKgCo2e pendingKgCo2e excludedKgCo2e estimateKgCo2e } } }`;
export const GREEN_PAGE_SQL = `
select * from carbon_entries where project_id = $1 order by str_date desc, id desc limit 20 offset 0`;
export const GREEN_TOTALS_SQL = `
select status, is_estimate, count(*)::int as entries, sum(kg_co2e) as kg from carbon_entries
where project_id = $1 group by status, is_estimate`;

const countedKg = (rows: { status: string; kg: unknown }[]) =>
  sum(rows.filter((r) => r.status !== 'excluded').map((r) => r.kg)).toFixed(2);

export function greenTable(url: string, token: string, plain: Plain, projectId: number) {
  return {
    name: 'Green table (GetCarbonEntries, first page of 20 with totals)',
    api: () => post(url, GREEN_PAGE, {}, token),
    sql: async () => ({
      page: await plain(GREEN_PAGE_SQL, [projectId]),
      totals: await plain(GREEN_TOTALS_SQL, [projectId]),
    }),
    summarizeApi: (a) => {
      const answer = a.data.GetCarbonEntries as {
        items: { id: number }[];
        totalRecords: number;
        totals: { kgCo2e: string };
      };
      return `${answer.items.length} rows ids#${digest(answer.items.map((r) => r.id))} of ${answer.totalRecords} kg ${answer.totals.kgCo2e}`;
    },
    summarizeSql: (answer) => {
      const { page, totals } = answer as {
        page: { id: number }[];
        totals: { status: string; entries: number; kg: unknown }[];
      };
      const entries = totals.reduce((n, r) => n + Number(r.entries), 0);
      return `${page.length} rows ids#${digest(page.map((r) => r.id))} of ${entries} kg ${countedKg(totals)}`;
    },
  } satisfies Operation;
}

// ---------------------------------------------------------------------------------------------------------------
// GetAdminGreenDashboard (001 §3.4): the production's footprint by category, department, phase and month.

const GREEN_DASHBOARD = `query GetAdminGreenDashboard { GetAdminGreenDashboard { transport accomodation energy
  locations expenses waste tGSEconomy tGSEcoPaper totalGenerated totals { entries kgCo2e actualKgCo2e }
  byCategory { key name totals { kgCo2e } } byDepartment { key totals { kgCo2e } }
  byPhase { key totals { kgCo2e } } byMonth { key totals { kgCo2e entries } } } }`;
export const GREEN_DASHBOARD_SQL = `
select carbon_category, department, production_phase, to_char(date_trunc('month', str_date), 'YYYY-MM') as month,
  status, is_estimate, count(*)::int as entries, sum(kg_co2e) as kg
from carbon_entries where project_id = $1
group by carbon_category, department, production_phase, date_trunc('month', str_date), status, is_estimate`;

export function greenDashboard(url: string, token: string, plain: Plain, projectId: number) {
  return {
    name: 'GetAdminGreenDashboard',
    api: () => post(url, GREEN_DASHBOARD, {}, token),
    sql: () => plain(GREEN_DASHBOARD_SQL, [projectId]),
    summarizeApi: (a) => {
      const d = a.data.GetAdminGreenDashboard as {
        totalGenerated: string;
        totals: { entries: number };
        byCategory: unknown[];
      };
      return `${d.totals.entries} entries ${d.byCategory.length} categories kg ${d.totalGenerated}`;
    },
    summarizeSql: (answer) => {
      const rows = answer as { carbon_category: number; status: string; entries: number; kg: unknown }[];
      const entries = rows.reduce((n, r) => n + Number(r.entries), 0);
      const categories = new Set(rows.map((r) => r.carbon_category)).size;
      return `${entries} entries ${categories} categories kg ${countedKg(rows)}`;
    },
  } satisfies Operation;
}

// ---------------------------------------------------------------------------------------------------------------
// The Carbon'Clap report (issue 16): every chapter and line with its physical quantities, reconciled with the
// ledger. Its SQL twin is the one statement a hand-written report starts from: the counted entries' kg by
// carbon category; the API also sorts entries into lines and sums their quantities.

const CARBON_CLAP = `query GetGreenReport { GetGreenReport(Report: "carbonClap") { totalKgCo2e ledgerKgCo2e leftOutKgCo2e
  ledgerEntries chapters { key kgCo2e lines { key kgCo2e entries quantities { key unit quantity } } }
  leftOut { key kgCo2e entries } } }`;
export const CARBON_CLAP_SQL = `
select carbon_category, count(*)::int as entries, sum(kg_co2e) as kg from carbon_entries
where project_id = $1 and status = 'actual' group by carbon_category`;

export function carbonClapReport(url: string, token: string, plain: Plain, projectId: number) {
  return {
    name: "Green report (GetGreenReport Carbon'Clap, chapters, lines, quantities)",
    api: () => post(url, CARBON_CLAP, {}, token),
    sql: () => plain(CARBON_CLAP_SQL, [projectId]),
    summarizeApi: (a) => {
      const r = a.data.GetGreenReport as { ledgerKgCo2e: string; ledgerEntries: number };
      return `${r.ledgerEntries} entries kg ${r.ledgerKgCo2e}`;
    },
    summarizeSql: (answer) => {
      const rows = answer as { entries: number; kg: unknown }[];
      return `${rows.reduce((n, r) => n + Number(r.entries), 0)} entries kg ${sum(rows.map((r) => r.kg)).toFixed(2)}`;
    },
  } satisfies Operation;
}
