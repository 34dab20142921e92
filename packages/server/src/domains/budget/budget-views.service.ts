import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { projects } from '../projects';
import { budgetLines } from './budget.table';
import { budgetDepartments, departmentsFor } from './budget-access';
import {
  type BudgetFigures,
  budgetFigures,
  checkPeriod,
  type FigureTotals,
  totalsOf,
} from './budget-figures.service';

export interface BudgetPeriodInput {
  from?: string | null;
  to?: string | null;
  departmentNumber?: number | null;
  categoryId?: number | null;
}

interface CategoryNode extends FigureTotals {
  categoryId: number | null;
  categoryName: string | null;
  costCenter: string;
  efcSet: boolean;
  lines: { id: number; description: string; amount: string }[];
}
interface DepartmentNode extends FigureTotals {
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

/**
 * GetBudgetDataHierarchicalListAsJsonString(StrTime, EndTime, ForceCompute, DepartmentNumber): the budget tree
 * as a JSON string (001 §7.8). Figures are always computed from the data at the time of the call, so
 * ForceCompute changes nothing (there is no stored copy to refresh).
 */
export async function getBudgetHierarchy(services: Services, actor: Actor, input: BudgetPeriodInput) {
  const rows = await readableFigures(services, actor, input);
  const departmentNumbers = [...new Set(rows.map((r) => r.departmentNumber).filter((d) => d !== null))];
  const [lines, [project]] = await Promise.all([
    departmentNumbers.length
      ? services.db
          .select()
          .from(budgetLines)
          .where(and(inProject(budgetLines, actor), inArray(budgetLines.departmentNumber, departmentNumbers)))
          .orderBy(asc(budgetLines.id))
      : [],
    services.db
      .select({ currency: projects.currency, budgetLocked: projects.budgetLocked })
      .from(projects)
      .where(eq(projects.id, actor.projectId)),
  ]);
  if (!project) throw notFound();
  return JSON.stringify({
    period: { from: input.from ?? null, to: input.to ?? null },
    currency: project.currency,
    budgetLocked: project.budgetLocked,
    computedAt: new Date().toISOString(),
    ...budgetTree(rows, lines),
  });
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
