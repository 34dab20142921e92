import { budgetLineSchema, efcSchema } from '@setledger/shared/budget/budget.schemas';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Actor, Services } from '../../graphql/context';
import { AppError, badInput, notFound } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { budgetCategories, departments } from '../departments/departments.table';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';
import { budgetEfc, budgetEfcHistory, budgetLines } from './budget.table';

/** GetBudgetLines(DepartmentNumber): the project's budget lines with their department and category names. */
export function getBudgetLines(
  services: Services,
  actor: Actor,
  input: { departmentNumber?: number | null },
) {
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
    .where(
      and(
        eq(budgetLines.projectId, actor.projectId),
        input.departmentNumber === null || input.departmentNumber === undefined
          ? undefined
          : eq(budgetLines.departmentNumber, input.departmentNumber),
      ),
    )
    .orderBy(asc(budgetLines.departmentNumber), asc(budgetCategories.name), asc(budgetLines.id));
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
    .where(and(eq(departments.projectId, actor.projectId), eq(departments.value, line.departmentNumber)));
  if (!department) throw badInput('departmentNumber', 'notFound');
  const [category] = await tx
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.projectId, actor.projectId), eq(budgetCategories.id, line.categoryId)));
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
        .where(and(eq(budgetLines.id, input.lineId), eq(budgetLines.projectId, actor.projectId)))
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
      .where(and(eq(budgetLines.id, input.lineId), eq(budgetLines.projectId, actor.projectId)))
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

/** GetEstimatedFinalCosts: per category, the budget (sum of its lines) and the EFC (the budget until someone sets one). */
export function getEstimatedFinalCosts(services: Services, actor: Actor) {
  return services.db
    .select({
      categoryId: budgetCategories.id,
      categoryName: budgetCategories.name,
      costCenter: budgetCategories.costCenter,
      budget: sql<string>`coalesce((select sum(l.amount) from ${budgetLines} l where l.project_id = ${actor.projectId} and l.category_id = ${budgetCategories.id}), 0)::numeric(14,2)::text`,
      efc: sql<string | null>`${budgetEfc.amount}::text`,
    })
    .from(budgetCategories)
    .leftJoin(
      budgetEfc,
      and(eq(budgetEfc.projectId, budgetCategories.projectId), eq(budgetEfc.categoryId, budgetCategories.id)),
    )
    .where(eq(budgetCategories.projectId, actor.projectId))
    .orderBy(asc(budgetCategories.name), asc(budgetCategories.id));
}

/** UpdEstimatedFinalCost(CategoryId, Amount, Comment): sets a category's EFC and keeps the change in its history. */
export async function updEstimatedFinalCost(
  services: Services,
  actor: Actor,
  input: { categoryId: number; amount: string; comment: string },
) {
  const values = parseInput(efcSchema, { amount: input.amount, comment: input.comment });
  return services.db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: budgetCategories.id })
      .from(budgetCategories)
      .where(and(eq(budgetCategories.projectId, actor.projectId), eq(budgetCategories.id, input.categoryId)));
    if (!category) throw notFound();
    const [current] = await tx
      .select({ amount: budgetEfc.amount })
      .from(budgetEfc)
      .where(and(eq(budgetEfc.projectId, actor.projectId), eq(budgetEfc.categoryId, input.categoryId)))
      .for('update');
    await tx
      .insert(budgetEfc)
      .values({
        projectId: actor.projectId,
        categoryId: input.categoryId,
        amount: values.amount,
        updatedBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: [budgetEfc.projectId, budgetEfc.categoryId],
        set: { amount: values.amount, updatedBy: actor.userId, updatedAt: new Date() },
      });
    const [entry] = await tx
      .insert(budgetEfcHistory)
      .values({
        projectId: actor.projectId,
        categoryId: input.categoryId,
        userId: actor.userId,
        before: current?.amount ?? null,
        after: values.amount,
        comment: values.comment,
      })
      .returning();
    return entry!;
  });
}

/** GetEstimatedFinalCostHistory(CategoryId): the EFC changes of a category, newest first, with who made them. */
export async function getEstimatedFinalCostHistory(
  services: Services,
  actor: Actor,
  input: { categoryId: number },
) {
  const [category] = await services.db
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.projectId, actor.projectId), eq(budgetCategories.id, input.categoryId)));
  if (!category) throw notFound();
  return services.db
    .select({
      entry: budgetEfcHistory,
      userFullName: sql<string | null>`${users.firstName} || ' ' || ${users.name}`,
    })
    .from(budgetEfcHistory)
    .leftJoin(users, eq(users.id, budgetEfcHistory.userId))
    .where(
      and(eq(budgetEfcHistory.projectId, actor.projectId), eq(budgetEfcHistory.categoryId, input.categoryId)),
    )
    .orderBy(desc(budgetEfcHistory.at), desc(budgetEfcHistory.id));
}
