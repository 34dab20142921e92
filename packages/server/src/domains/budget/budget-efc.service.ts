import { efcSchema } from '@setledger/shared/budget/budget.schemas';
import { Decimal } from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { budgetCategories, departments } from '../departments';
import { users } from '../users';
import { budgetEfc, budgetEfcHistory } from './budget.table';
import { inDepartments, readableDepartments } from './budget-access';
import { budgetFigures } from './budget-figures.service';

interface EfcNode {
  departmentNumber: number;
  categoryId: number;
}

/**
 * A department and category of the caller's project (an EFC node) whose budget the caller may read; NOT_FOUND
 * otherwise (another project's, or another department's for a department budget holder). Locks the category
 * row when asked, so two changes of one node follow each other and each sees the other's value as "before".
 */
async function efcNode(tx: Tx, actor: Actor, node: EfcNode, lock = false) {
  const readable = await readableDepartments(tx, actor, node.departmentNumber);
  const category = tx
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(inProject(budgetCategories, actor), eq(budgetCategories.id, node.categoryId)));
  const [[department], [found]] = await Promise.all([
    tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(inProject(departments, actor), eq(departments.value, node.departmentNumber))),
    lock ? category.for('update') : category,
  ]);
  if (!department || !found) throw notFound();
  return readable;
}

/** The EFC the budget shows for a node now: the one set, else the budget (or what is engaged, when more). */
async function currentEfc(tx: Tx, actor: Actor, node: EfcNode): Promise<string> {
  const [figures] = await budgetFigures(tx, actor.projectId, {
    departments: [node.departmentNumber],
    categoryId: node.categoryId,
  });
  return figures?.efc ?? '0.00';
}

const authorName = sql<string | null>`${users.firstName} || ' ' || ${users.name}`;

/**
 * UpdEstimatedFinalCost(DepartmentNumber, CategoryId, Amount, Comment): sets the EFC of a category within a
 * department and keeps the change in its history, "before" being the EFC shown until then (the budget when
 * none was set). The same value again is refused: the history records changes only.
 */
export async function updEstimatedFinalCost(
  services: Services,
  actor: Actor,
  input: EfcNode & { amount: string; comment: string },
) {
  const values = parseInput(efcSchema, { amount: input.amount, comment: input.comment });
  const node = { departmentNumber: input.departmentNumber, categoryId: input.categoryId };
  return services.db.transaction(async (tx) => {
    await efcNode(tx, actor, node, true);
    const before = await currentEfc(tx, actor, node);
    const after = new Decimal(values.amount).toFixed(2);
    if (new Decimal(before).equals(after))
      throw new AppError('BAD_USER_INPUT', 'efcUnchanged', 'amount', { amount: before });
    await tx
      .insert(budgetEfc)
      .values({ projectId: actor.projectId, ...node, amount: after, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: [budgetEfc.projectId, budgetEfc.departmentNumber, budgetEfc.categoryId],
        set: { amount: after, updatedBy: actor.userId, updatedAt: new Date() },
      });
    const [entry] = await tx
      .insert(budgetEfcHistory)
      .values({
        projectId: actor.projectId,
        ...node,
        userId: actor.userId,
        before,
        after,
        comment: values.comment,
      })
      .returning();
    const [author] = await tx.select({ name: authorName }).from(users).where(eq(users.id, actor.userId));
    return { entry: entry!, userFullName: author?.name ?? null };
  });
}

/**
 * GetEstimatedFinalCostHistory(DepartmentNumber, CategoryId): the EFC changes of a node the caller may read,
 * newest first, with who.
 */
export async function getEstimatedFinalCostHistory(services: Services, actor: Actor, input: EfcNode) {
  const readable = await efcNode(services.db, actor, input);
  return services.db
    .select({ entry: budgetEfcHistory, userFullName: authorName })
    .from(budgetEfcHistory)
    .leftJoin(users, eq(users.id, budgetEfcHistory.userId))
    .where(
      and(
        inProject(budgetEfcHistory, actor),
        inDepartments(budgetEfcHistory.departmentNumber, readable),
        eq(budgetEfcHistory.departmentNumber, input.departmentNumber),
        eq(budgetEfcHistory.categoryId, input.categoryId),
      ),
    )
    .orderBy(desc(budgetEfcHistory.at), desc(budgetEfcHistory.id));
}
