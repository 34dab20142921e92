import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import type { budgetLines } from './budget.table';
import { budgetDepartments, departmentsFor } from './budget-access';
import {
  type BudgetFigures,
  type BudgetNode,
  budgetFigures,
  budgetNodes,
  checkPeriod,
  type FigureTotals,
  fromCents,
  totalsOf,
} from './budget-figures.service';
import { readBudgetSnapshot, recomputeBudgetAggregates } from './budget-figures.sql';

export interface BudgetPeriodInput {
  from?: string | null;
  to?: string | null;
  departmentNumber?: number | null;
  categoryId?: number | null;
}

export interface CategoryNode extends FigureTotals {
  categoryId: number | null;
  categoryName: string | null;
  costCenter: string;
  efcSet: boolean;
  lines: { id: number; description: string; amount: string }[];
}
export interface DepartmentNode extends FigureTotals {
  departmentNumber: number | null;
  departmentName: string | null;
  categories: CategoryNode[];
}

/** The figures the caller may read (their departments), for a period, a department or a category. */
export async function readableFigures(
  services: Services,
  actor: Actor,
  input: BudgetPeriodInput,
): Promise<BudgetFigures[]> {
  checkPeriod(input);
  const allowed = departmentsFor(await budgetDepartments(services.db, actor), input.departmentNumber);
  if (allowed !== 'all' && allowed.length === 0) return [];
  return budgetFigures(services.db, actor.projectId, {
    from: input.from,
    to: input.to,
    departments: allowed,
    categoryId: input.categoryId && input.categoryId > 0 ? input.categoryId : null,
  });
}

/**
 * GetMyBudget (mybudget): the caller's own actual and committed per department and category; the budget lines and
 * EFC are the production's and stay out.
 */
export function getMyBudget(
  services: Services,
  actor: Actor,
  input: { from?: string | null; to?: string | null },
) {
  checkPeriod(input);
  return budgetFigures(services.db, actor.projectId, { ...input, userId: actor.userId });
}

/** Departments → categories → budget lines, each node with its figures and totals. */
export function budgetTree(
  rows: readonly BudgetFigures[],
  lines: readonly (typeof budgetLines.$inferSelect)[],
) {
  // Lines by node, once: a filter per category would read every line for each of the (thousands of) nodes.
  const linesOf = new Map<string, { id: number; description: string; amount: string }[]>();
  for (const l of lines) {
    const k = `${l.departmentNumber}:${l.categoryId}`;
    const list = linesOf.get(k) ?? [];
    list.push({ id: l.id, description: l.description, amount: l.amount });
    linesOf.set(k, list);
  }
  const byDepartment = new Map<number | null, BudgetFigures[]>();
  for (const row of rows) {
    const list = byDepartment.get(row.departmentNumber) ?? [];
    list.push(row);
    byDepartment.set(row.departmentNumber, list);
  }
  const departments: DepartmentNode[] = [...byDepartment.entries()].map(([number, categories]) => ({
    departmentNumber: number,
    departmentName: categories[0]?.departmentName ?? null,
    ...totalsOf(categories),
    categories: categories.map((c) => ({
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      costCenter: c.costCenter,
      efcSet: c.efcSet,
      ...totalsOf([c]),
      lines: linesOf.get(`${number}:${c.categoryId}`) ?? [],
    })),
  }));
  return { totals: totalsOf(rows), departments };
}

/** Totals of several nodes (a category, a department, the production), added up in integer cents. */
export function centsTotals(nodes: readonly BudgetNode[]): FigureTotals {
  let budget = 0;
  let actual = 0;
  let committed = 0;
  let salaries = 0;
  let efc = 0;
  let kg = 0;
  let kgPending = 0;
  for (const n of nodes) {
    budget += n.budget;
    actual += n.actual;
    committed += n.committed;
    salaries += n.salaries;
    efc += n.efc;
    kg += n.kg;
    kgPending += n.kgPending;
  }
  // Same keys, same order as totalsOf: the JSON answer stays byte for byte what it was.
  return {
    budget: fromCents(budget),
    actual: fromCents(actual),
    committed: fromCents(committed),
    salaries: fromCents(salaries),
    efc: fromCents(efc),
    variance: fromCents(budget - efc),
    amountLeft: fromCents(budget - actual - committed - salaries),
    kgCoTwo: fromCents((kg - kgPending) * 10, 3),
    kgCo2e: fromCents(kg),
    kgCo2ePending: fromCents(kgPending),
  };
}

export interface BudgetHierarchy {
  period: { from: string | null; to: string | null };
  currency: number;
  budgetLocked: boolean;
  computedAt: string;
  totals: FigureTotals;
  departments: DepartmentNode[];
}

/**
 * The budget tree (001 §7.8) in one statement and one pass in integer cents (issue 17). ForceCompute rebuilds the
 * project's stored aggregates from the items, PO lines and carbon entries first (repairs any drift).
 */
export async function budgetHierarchy(
  services: Services,
  actor: Actor,
  input: BudgetPeriodInput & { forceCompute?: boolean | null },
): Promise<BudgetHierarchy> {
  checkPeriod(input);
  const allowed = departmentsFor(await budgetDepartments(services.db, actor), input.departmentNumber);
  if (input.forceCompute)
    await services.db.transaction((tx) => recomputeBudgetAggregates(tx, actor.projectId));
  const { nodes, snapshot } =
    allowed !== 'all' && allowed.length === 0
      ? { nodes: [], snapshot: await readBudgetSnapshot(services.db, actor.projectId, NOTHING) }
      : await budgetNodes(
          services.db,
          actor.projectId,
          {
            from: input.from,
            to: input.to,
            departments: allowed,
            categoryId: input.categoryId && input.categoryId > 0 ? input.categoryId : null,
          },
          { withLines: true, withProject: true },
        );
  if (!snapshot.project) throw notFound();
  const linesOf = new Map<string, { id: number; description: string; amount: string }[]>();
  for (const [id, d, c, description, amount] of snapshot.lines) {
    const k = `${d}:${c}`;
    const list = linesOf.get(k) ?? [];
    list.push({ id, description, amount });
    linesOf.set(k, list);
  }
  const byDepartment = new Map<number | null, BudgetNode[]>();
  for (const node of nodes) {
    const list = byDepartment.get(node.departmentNumber) ?? [];
    list.push(node);
    byDepartment.set(node.departmentNumber, list);
  }
  const departments: DepartmentNode[] = [...byDepartment.entries()].map(([number, categories]) => ({
    departmentNumber: number,
    departmentName: categories[0]?.departmentName ?? null,
    ...centsTotals(categories),
    categories: categories.map((c) => ({
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      costCenter: c.costCenter,
      efcSet: c.efcSet,
      ...centsTotals([c]),
      lines: number === null ? [] : (linesOf.get(`${number}:${c.categoryId}`) ?? []),
    })),
  }));
  return {
    period: { from: input.from ?? null, to: input.to ?? null },
    currency: snapshot.project[0],
    budgetLocked: snapshot.project[1],
    computedAt: new Date().toISOString(),
    totals: centsTotals(nodes),
    departments,
  };
}

/** A read of the project alone (a caller who may read no department still gets the empty tree, as before). */
const NOTHING = {
  departments: [-1],
  categoryId: null,
  userId: null,
  withBudget: false,
  withLines: false,
  withProject: true,
} as const;

/**
 * GetBudgetDataHierarchicalListAsJsonString(StrTime, EndTime, ForceCompute, DepartmentNumber): the budget tree
 * as a JSON string (001 §7.8), byte for byte what it was before the stored aggregates.
 */
export async function getBudgetHierarchy(
  services: Services,
  actor: Actor,
  input: BudgetPeriodInput & { forceCompute?: boolean | null },
) {
  return JSON.stringify(await budgetHierarchy(services, actor, input));
}

/**
 * The 'budget per category' export: GetBudgetDataDetailList's rows for the filter of the budget screen
 * ({ startDate, endDate, department, category }; -2 or nothing = unset), narrowed to the caller's departments.
 */
export async function budgetPerCategoryRows(
  services: Services,
  actor: Actor,
  filter: Record<string, unknown>,
) {
  const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);
  const number = (v: unknown) => (typeof v === 'number' && v !== -2 ? v : null);
  const rows = await readableFigures(services, actor, {
    from: text(filter.startDate),
    to: text(filter.endDate),
    departmentNumber: number(filter.department),
    categoryId: number(filter.category),
  });
  return rows.map((r) => ({ ...r, categoryName: r.categoryName ?? '' }));
}
