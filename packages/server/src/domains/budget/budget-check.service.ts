import { Decimal } from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { projects } from '../projects';
import { assertVisiblePos, poItems, purchaseOrders } from '../purchase-orders';
import { budgetLines } from './budget.table';
import { budgetFigures } from './budget-figures.service';

/** A category that POs would take over its budget or its EFC, with the figures a person needs to decide. */
export interface BudgetOverrun {
  departmentNumber: number | null;
  departmentName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  budget: string;
  efc: string;
  efcSet: boolean;
  /** Actual + committed before these POs. */
  engaged: string;
  poAmount: string;
  /** Engaged once these POs are validated. */
  after: string;
  overBy: string;
}

/**
 * The budgeted categories that these POs (their lines, excluding VAT) would take over their budget, or over an
 * EFC set on them. Only when the project uses the budget and has budget lines: a production without a budget
 * gets no warning on every PO.
 */
export async function budgetOverruns(
  tx: Tx,
  actor: Actor,
  poIds: readonly number[],
): Promise<BudgetOverrun[]> {
  if (!actor.modules.has('useBudget') || poIds.length === 0) return [];
  const [anyLine] = await tx
    .select({ id: budgetLines.id })
    .from(budgetLines)
    .where(inProject(budgetLines, actor))
    .limit(1);
  if (!anyLine) return [];
  const amounts = await tx
    .select({
      d: purchaseOrders.departmentNumber,
      c: poItems.categoryId,
      amount: sql<string>`sum(${poItems.priceTotal})`,
    })
    .from(poItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.poId))
    .where(and(inProject(poItems, actor), inArray(poItems.poId, [...poIds])))
    .groupBy(purchaseOrders.departmentNumber, poItems.categoryId);
  if (amounts.length === 0) return [];
  const departments = [...new Set(amounts.map((a) => a.d).filter((d) => d !== null))];
  const figures = await budgetFigures(tx, actor.projectId, { departments });
  const overruns: BudgetOverrun[] = [];
  for (const a of amounts) {
    const f = figures.find((r) => r.departmentNumber === a.d && r.categoryId === a.c);
    // Only budgeted categories are checked: a line without a category, or a category this department has no
    // budget nor EFC for, has no budget to go over.
    if (a.c === null || !f || (new Decimal(f.budget).isZero() && !f.efcSet)) continue;
    const budget = new Decimal(f.budget);
    // Salaries paid in the category are engaged too (amount left = budget − actual − committed − salaries).
    const engaged = new Decimal(f.actual).plus(f.committed).plus(f.salaries);
    const after = engaged.plus(a.amount);
    const limit = f.efcSet ? Decimal.min(budget, f.efc) : budget;
    if (after.lte(limit)) continue;
    overruns.push({
      departmentNumber: a.d,
      departmentName: f.departmentName,
      categoryId: a.c,
      categoryName: f.categoryName,
      budget: budget.toFixed(2),
      efc: f.efc,
      efcSet: f.efcSet,
      engaged: engaged.toFixed(2),
      poAmount: new Decimal(a.amount).toFixed(2),
      after: after.toFixed(2),
      overBy: after.minus(limit).toFixed(2),
    });
  }
  return overruns;
}

/**
 * CheckPurchaseOrdersBudget(PurchaseOrderId): the overruns of POs the caller may see (one visibility check per
 * PO of the selection; any other PO answers NOT_FOUND).
 */
export async function checkPurchaseOrdersBudget(
  services: Services,
  actor: Actor,
  input: { poIds: readonly number[] },
) {
  await assertVisiblePos(services.db, actor, input.poIds);
  return budgetOverruns(services.db, actor, input.poIds);
}

/** When the project refuses POs over budget (refusePoOverBudget), the first overrun refuses the send. */
export async function assertWithinBudget(tx: Tx, actor: Actor, poIds: readonly number[]) {
  const [project] = await tx
    .select({ refuse: projects.refusePoOverBudget })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  if (!project?.refuse) return;
  const [first] = await budgetOverruns(tx, actor, poIds);
  if (!first) return;
  throw new AppError('CONFLICT', 'overBudget', undefined, {
    department: first.departmentName ?? String(first.departmentNumber ?? '—'),
    category: first.categoryName ?? '—',
    after: first.after,
    budget: first.budget,
    efc: first.efc,
  });
}
