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

/** A department and category of the caller's project (an EFC node); NOT_FOUND otherwise. */
async function efcNode(tx: Tx, actor: Actor, node: { departmentNumber: number; categoryId: number }) {
  const [[department], [category]] = await Promise.all([
    tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.projectId, actor.projectId), eq(departments.value, node.departmentNumber))),
    tx
      .select({ id: budgetCategories.id })
      .from(budgetCategories)
      .where(and(eq(budgetCategories.projectId, actor.projectId), eq(budgetCategories.id, node.categoryId))),
  ]);
  if (!department || !category) throw notFound();
}

/**
 * UpdEstimatedFinalCost(DepartmentNumber, CategoryId, Amount, Comment): sets the EFC of a category within a
 * department and keeps the change in its history.
 */
export async function updEstimatedFinalCost(
  services: Services,
  actor: Actor,
  input: { departmentNumber: number; categoryId: number; amount: string; comment: string },
) {
  const values = parseInput(efcSchema, { amount: input.amount, comment: input.comment });
  const node = { departmentNumber: input.departmentNumber, categoryId: input.categoryId };
  await efcNode(services.db, actor, node);
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ amount: budgetEfc.amount })
      .from(budgetEfc)
      .where(
        and(
          eq(budgetEfc.projectId, actor.projectId),
          eq(budgetEfc.departmentNumber, node.departmentNumber),
          eq(budgetEfc.categoryId, node.categoryId),
        ),
      )
      .for('update');
    await tx
      .insert(budgetEfc)
      .values({
        projectId: actor.projectId,
        ...node,
        amount: values.amount,
        updatedBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: [budgetEfc.projectId, budgetEfc.departmentNumber, budgetEfc.categoryId],
        set: { amount: values.amount, updatedBy: actor.userId, updatedAt: new Date() },
      });
    const [entry] = await tx
      .insert(budgetEfcHistory)
      .values({
        projectId: actor.projectId,
        ...node,
        userId: actor.userId,
        before: current?.amount ?? null,
        after: values.amount,
        comment: values.comment,
      })
      .returning();
    const [author] = await tx
      .select({ name: sql<string>`${users.firstName} || ' ' || ${users.name}` })
      .from(users)
      .where(eq(users.id, actor.userId));
    return { entry: entry!, userFullName: author?.name ?? null };
  });
}

/** GetEstimatedFinalCostHistory(DepartmentNumber, CategoryId): the EFC changes of a node, newest first, with who. */
export async function getEstimatedFinalCostHistory(
  services: Services,
  actor: Actor,
  input: { departmentNumber: number; categoryId: number },
) {
  await efcNode(services.db, actor, input);
  return services.db
    .select({
      entry: budgetEfcHistory,
      userFullName: sql<string | null>`${users.firstName} || ' ' || ${users.name}`,
    })
    .from(budgetEfcHistory)
    .leftJoin(users, eq(users.id, budgetEfcHistory.userId))
    .where(
      and(
        eq(budgetEfcHistory.projectId, actor.projectId),
        eq(budgetEfcHistory.departmentNumber, input.departmentNumber),
        eq(budgetEfcHistory.categoryId, input.categoryId),
      ),
    )
    .orderBy(desc(budgetEfcHistory.at), desc(budgetEfcHistory.id));
}
