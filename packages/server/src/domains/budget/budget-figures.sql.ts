import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** What one budget read covers (see BudgetQuery in budget-figures.service.ts). */
export interface NodeSumsQuery {
  from?: string | null;
  to?: string | null;
  /** 'all', or the department numbers (never empty: the caller answers nothing without a statement). */
  departments: 'all' | readonly number[];
  categoryId: number | null;
  userId: number | null;
  /** Budget lines and EFC (left out for one person's figures, mybudget). */
  withBudget: boolean;
  /** The budget lines themselves (the tree), in the departments read. */
  withLines: boolean;
  /** The project's currency and lock (the tree). */
  withProject: boolean;
}

/**
 * [department, category, actual, actualRows, po, poRows, pending, pendingRows, kg, kgPending, kgRows, salary,
 * salaryRows]: cents.
 */
export type NodeSumsRow = [
  number | null,
  number | null,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export interface BudgetSnapshot {
  project: [number, boolean] | null;
  nodes: NodeSumsRow[];
  /** [department, category, cents] */
  budget: [number, number, number][];
  /** [department, category, cents] */
  efc: [number, number, number][];
  /** [value, name] */
  departments: [number, string][];
  /** [id, name, costCenter] */
  categories: [number, string, string][];
  /** [id, department, category, description, amount as stored] ordered by id */
  lines: [number, number, number, string, string][];
}

const json = <T>(value: unknown, empty: T): T =>
  value === null || value === undefined
    ? empty
    : ((typeof value === 'string' ? JSON.parse(value) : value) as T);

/**
 * Everything a budget read needs, in ONE statement (issue 17): the item-derived sums per department and category
 * from budget_aggregates (kept by triggers, see migrations budget_aggregate_triggers and
 * timesheet_salary_aggregates) — or, for a period or one
 * person, from budget_node_sums, the live definition the triggers keep —, the budget lines' sums, the EFC, the
 * names of departments and categories, the lines themselves and the project's currency. Amounts come as integer
 * cents in compact JSON arrays, so nothing is parsed into decimals per node.
 */
export async function readBudgetSnapshot(
  tx: Tx,
  projectId: number,
  q: NodeSumsQuery,
): Promise<BudgetSnapshot> {
  const live = Boolean(q.from || q.to || q.userId);
  const departments = q.departments === 'all' ? null : [...q.departments];
  const departmentsArray = departments ? sql`${`{${departments.join(',')}}`}::int[]` : sql`null::int[]`;
  const inDepartments = (column: string) =>
    departments ? sql`and ${sql.raw(column)} = any(${departmentsArray})` : sql``;
  const inCategory = (column: string) =>
    q.categoryId ? sql`and ${sql.raw(column)} = ${q.categoryId}` : sql``;
  const nodes = live
    ? sql`budget_node_sums(${projectId}::int, ${q.from || null}::date, ${q.to || null}::date, ${q.userId || null}::int) n
        where true`
    : sql`budget_aggregates n where n.project_id = ${projectId}
        and (n.actual_rows > 0 or n.po_rows > 0 or n.pending_rows > 0 or n.kg_rows > 0 or n.salary_rows > 0)`;
  const result = await tx.execute(sql`select
    ${
      q.withProject
        ? sql`(select json_build_array(currency, budget_locked) from projects where id = ${projectId})`
        : sql`null`
    } as project,
    (select json_agg(json_build_array(n.department_number, n.category_id, n.actual_cents, n.actual_rows,
        n.po_cents, n.po_rows, n.pending_cents, n.pending_rows, n.kg_cents, n.kg_pending_cents, n.kg_rows,
        n.salary_cents, n.salary_rows))
      from ${nodes} ${inDepartments('n.department_number')} ${inCategory('n.category_id')}) as nodes,
    ${
      q.withBudget
        ? sql`(select json_agg(json_build_array(b.d, b.c, b.cents)) from (
            select department_number as d, category_id as c, (sum(amount) * 100)::bigint as cents from budget_lines
            where project_id = ${projectId} ${inDepartments('department_number')} ${inCategory('category_id')}
            group by 1, 2) b)`
        : sql`null`
    } as budget,
    ${
      q.withBudget
        ? sql`(select json_agg(json_build_array(department_number, category_id, (amount * 100)::bigint))
            from budget_efc where project_id = ${projectId})`
        : sql`null`
    } as efc,
    (select json_agg(json_build_array(value, message)) from departments where project_id = ${projectId}) as departments,
    (select json_agg(json_build_array(id, name, cost_center)) from budget_categories where project_id = ${projectId})
      as categories,
    ${
      q.withLines
        ? sql`(select json_agg(json_build_array(id, department_number, category_id, description, amount::text)
              order by id)
            from budget_lines where project_id = ${projectId} ${inDepartments('department_number')}) `
        : sql`null`
    } as lines`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    project: json(row.project, null),
    nodes: json(row.nodes, []),
    budget: json(row.budget, []),
    efc: json(row.efc, []),
    departments: json(row.departments, []),
    categories: json(row.categories, []),
    lines: json(row.lines, []),
  };
}

const COLUMNS = [
  'actual_cents',
  'actual_rows',
  'po_cents',
  'po_rows',
  'pending_cents',
  'pending_rows',
  'kg_cents',
  'kg_pending_cents',
  'kg_rows',
  'salary_cents',
  'salary_rows',
] as const;

/**
 * Rebuilds a project's aggregates from the source tables (ForceCompute: repairs any drift), without locking anyone
 * out: one statement adds (fresh sums − stored rows) to the stored rows. A writer in flight adds its own change on
 * top, whichever commits first (ON CONFLICT updates the newest version of the row), so nothing is lost; rows left
 * at zero are then removed.
 */
export async function recomputeBudgetAggregates(tx: Tx, projectId: number) {
  const list = sql.raw(COLUMNS.join(', '));
  const negated = sql.raw(COLUMNS.map((c) => `-${c}`).join(', '));
  const sums = sql.raw(COLUMNS.map((c) => `sum(${c})`).join(', '));
  const changed = sql.raw(COLUMNS.map((c) => `sum(${c}) <> 0`).join(' or '));
  const add = sql.raw(COLUMNS.map((c) => `${c} = a.${c} + excluded.${c}`).join(', '));
  await tx.execute(sql`insert into budget_aggregates as a (project_id, department_number, category_id, ${list})
    select ${projectId}::int, x.department_number, x.category_id, ${sums} from (
      select department_number, category_id, ${list} from budget_node_sums(${projectId}::int, null, null, null)
      union all
      select department_number, category_id, ${negated} from budget_aggregates where project_id = ${projectId}
    ) x
    group by x.department_number, x.category_id
    having ${changed}
    on conflict on constraint budget_aggregates_node do update set ${add}`);
  await tx.execute(sql`delete from budget_aggregates where project_id = ${projectId}
    and ${sql.raw(COLUMNS.map((c) => `${c} = 0`).join(' and '))}`);
}
