import { budgetLineSchema } from '@setledger/shared/budget/budget.schemas';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { budgetCategories, departments, registerDepartmentUsage } from '../departments';
import { projects } from '../projects';
import { editableWhere, visibleWhere } from './budget.policy';
import { budgetEfc, budgetEfcHistory, budgetLines } from './budget.table';
import { readableDepartments } from './budget-access';

function selectLines(services: Services, where: SQL | undefined) {
  return services.db
    .select({
      line: budgetLines,
      departmentName: departments.message,
      categoryName: budgetCategories.name,
      costCenter: budgetCategories.costCenter,
    })
    .from(budgetLines)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetLines.categoryId))
    .leftJoin(
      departments,
      and(
        eq(departments.projectId, budgetLines.projectId),
        eq(departments.value, budgetLines.departmentNumber),
      ),
    )
    .where(where)
    .orderBy(asc(budgetLines.departmentNumber), asc(budgetCategories.name), asc(budgetLines.id));
}

/**
 * GetBudgetLines(DepartmentNumber): the budget lines the caller may read with their department and category
 * names — a department budget holder only their own departments' (another department answers NOT_FOUND).
 */
export async function getBudgetLines(
  services: Services,
  actor: Actor,
  input: { departmentNumber?: number | null },
) {
  const readable = await readableDepartments(services.db, actor, input.departmentNumber);
  return selectLines(services, visibleWhere(actor, readable));
}

/** One line of the project, as AddUpdBudgetLine answers it (whoever may write a line may read it back). */
export async function getBudgetLine(services: Services, actor: Actor, lineId: number) {
  const [row] = await selectLines(services, and(editableWhere(actor), eq(budgetLines.id, lineId)));
  if (!row) throw notFound();
  return row;
}

export async function assertUnlocked(tx: Tx, actor: Actor) {
  const [project] = await tx
    .select({ locked: projects.budgetLocked })
    .from(projects)
    .where(eq(projects.id, actor.projectId))
    .for('update');
  if (project?.locked) throw new AppError('CONFLICT', 'budgetLocked');
}

async function checkReferences(tx: Tx, actor: Actor, line: { departmentNumber: number; categoryId: number }) {
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(inProject(departments, actor), eq(departments.value, line.departmentNumber)));
  if (!department) throw badInput('departmentNumber', 'notFound');
  const [category] = await tx
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(inProject(budgetCategories, actor), eq(budgetCategories.id, line.categoryId)));
  if (!category) throw badInput('categoryId', 'notFound');
}

/** AddUpdBudgetLine(BudgetLineId, BudgetLine): a new line (no id) or a change, while the budget is not locked. */
export async function addUpdBudgetLine(
  services: Services,
  actor: Actor,
  input: { lineId?: number | null; line: unknown },
) {
  const values = parseInput(budgetLineSchema, input.line);
  return services.db.transaction(async (tx) => {
    await assertUnlocked(tx, actor);
    await checkReferences(tx, actor, values);
    if (input.lineId) {
      const [updated] = await tx
        .update(budgetLines)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(budgetLines.id, input.lineId), editableWhere(actor)))
        .returning();
      if (!updated) throw notFound();
      return updated;
    }
    const [created] = await tx
      .insert(budgetLines)
      .values({ ...values, projectId: actor.projectId, createdBy: actor.userId })
      .returning();
    return created!;
  });
}

/** DelBudgetLine(BudgetLineId): while the budget is not locked. */
export async function delBudgetLine(services: Services, actor: Actor, input: { lineId: number }) {
  return services.db.transaction(async (tx) => {
    await assertUnlocked(tx, actor);
    const [deleted] = await tx
      .delete(budgetLines)
      .where(and(eq(budgetLines.id, input.lineId), editableWhere(actor)))
      .returning({ id: budgetLines.id });
    if (!deleted) throw notFound();
    return deleted.id;
  });
}

/** LockBudget(Locked): canLockBudget freezes (or frees) the original totals of the budget lines. */
export async function lockBudget(services: Services, actor: Actor, input: { locked: boolean }) {
  await services.db
    .update(projects)
    .set({ budgetLocked: input.locked })
    .where(eq(projects.id, actor.projectId));
  return input.locked;
}

// A department or category with budget lines, an estimated final cost or its history cannot be deleted: the
// database would delete them with the category (issue 12 item 12).
registerDepartmentUsage('budget', 'inUseByBudget', async (tx, target) => {
  if (target.kind === 'function') return false;
  const tables = [budgetLines, budgetEfc, budgetEfcHistory] as const;
  for (const table of tables) {
    const [row] = await tx
      .select({ projectId: table.projectId })
      .from(table)
      .where(
        and(
          inProject(table, target),
          target.kind === 'category'
            ? eq(table.categoryId, target.categoryId)
            : eq(table.departmentNumber, target.departmentNumber),
        ),
      )
      .limit(1);
    if (row) return true;
  }
  return false;
});
