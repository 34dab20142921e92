import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { userProjects, users } from '../users';
import { actionPlans, greenActions } from './green-actions.table';

export type ActionPlanRow = typeof actionPlans.$inferSelect;
export type GreenActionRow = typeof greenActions.$inferSelect;
export type ActionPlanValues = Omit<typeof actionPlans.$inferInsert, 'id'>;
export type GreenActionValues = Omit<typeof greenActions.$inferInsert, 'id'>;

const owners = alias(users, 'owner');
const ownerName = sql<string | null>`case when ${owners.id} is null then null
  else trim(${owners.firstName} || ' ' || ${owners.name}) end`;

/** Open (todo, in progress) and due before `today`: overdue. */
const isOverdue = (today: string) =>
  sql<boolean>`(${greenActions.status} in ('todo', 'inProgress') and ${greenActions.dueDate} < ${today})`;

/** A page of plans with their owner's name, by due date. */
export const listPlans = (tx: Tx, policyWhere: SQL, offset: number, limit: number) =>
  tx
    .select({ plan: actionPlans, ownerName })
    .from(actionPlans)
    .leftJoin(owners, eq(owners.id, actionPlans.ownerId))
    .where(policyWhere)
    .orderBy(sql`${actionPlans.dueDate} asc nulls last`, asc(actionPlans.id))
    .limit(limit)
    .offset(offset);

/** Each plan's action counts by status and its overdue count (one grouped read). */
export const countsByPlan = (tx: Tx, policyWhere: SQL, planIds: number[], today: string) =>
  planIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ planId: greenActions.planId, ...actionCounts(today) })
        .from(greenActions)
        .where(and(policyWhere, inArray(greenActions.planId, planIds)))
        .groupBy(greenActions.planId);

function actionCounts(today: string) {
  const count = (status: string) =>
    sql<number>`count(${greenActions.id}) filter (where ${greenActions.status} = ${status})`.mapWith(Number);
  return {
    total: sql<number>`count(${greenActions.id})`.mapWith(Number),
    todo: count('todo'),
    inProgress: count('inProgress'),
    done: count('done'),
    cancelled: count('cancelled'),
    overdue: sql<number>`count(${greenActions.id}) filter (where ${isOverdue(today)})`.mapWith(Number),
  };
}

export async function countPlans(tx: Tx, policyWhere: SQL) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(actionPlans)
    .where(policyWhere);
  return row?.n ?? 0;
}

export async function findPlan(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select({ plan: actionPlans, ownerName })
    .from(actionPlans)
    .leftJoin(owners, eq(owners.id, actionPlans.ownerId))
    .where(and(eq(actionPlans.id, id), policyWhere));
  return row;
}

export async function insertPlan(tx: Tx, values: ActionPlanValues) {
  const [row] = await tx.insert(actionPlans).values(values).returning();
  return row!;
}

export async function updatePlan(tx: Tx, policyWhere: SQL, id: number, values: Partial<ActionPlanValues>) {
  const [row] = await tx
    .update(actionPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(actionPlans.id, id), policyWhere))
    .returning();
  return row;
}

export async function deletePlan(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(actionPlans)
    .where(and(eq(actionPlans.id, id), policyWhere))
    .returning({ id: actionPlans.id });
  return row;
}

const actionColumns = (today: string) => ({
  action: greenActions,
  ownerName,
  planTitle: actionPlans.title,
  isOverdue: isOverdue(today),
});

/** The actions of one plan, by due date (at most `limit`). */
export const actionsOfPlan = (tx: Tx, policyWhere: SQL, planId: number, today: string, limit: number) =>
  tx
    .select(actionColumns(today))
    .from(greenActions)
    .innerJoin(actionPlans, eq(actionPlans.id, greenActions.planId))
    .leftJoin(owners, eq(owners.id, greenActions.ownerId))
    .where(and(eq(greenActions.planId, planId), policyWhere))
    .orderBy(sql`${greenActions.dueDate} asc nulls last`, asc(greenActions.id))
    .limit(limit);

export interface ActionFilter {
  status: string | null;
  ownerId: number | null;
  planId: number | null;
  overdue: boolean;
}

function filterWhere(policyWhere: SQL, filter: ActionFilter, today: string) {
  return and(
    policyWhere,
    filter.status ? eq(greenActions.status, filter.status as GreenActionRow['status']) : undefined,
    filter.ownerId ? eq(greenActions.ownerId, filter.ownerId) : undefined,
    filter.planId ? eq(greenActions.planId, filter.planId) : undefined,
    filter.overdue ? isOverdue(today) : undefined,
  );
}

/** Every action of the project matching the filter, overdue first then by due date (the action report). */
export const listActions = (
  tx: Tx,
  policyWhere: SQL,
  filter: ActionFilter,
  today: string,
  offset: number,
  limit: number,
) =>
  tx
    .select(actionColumns(today))
    .from(greenActions)
    .innerJoin(actionPlans, eq(actionPlans.id, greenActions.planId))
    .leftJoin(owners, eq(owners.id, greenActions.ownerId))
    .where(filterWhere(policyWhere, filter, today))
    .orderBy(sql`${isOverdue(today)} desc`, sql`${greenActions.dueDate} asc nulls last`, asc(greenActions.id))
    .limit(limit)
    .offset(offset);

/** Counts of the filtered actions: all of them, by status, overdue, and by owner. */
export async function actionTotals(tx: Tx, policyWhere: SQL, filter: ActionFilter, today: string) {
  const [row] = await tx
    .select(actionCounts(today))
    .from(greenActions)
    .where(filterWhere(policyWhere, filter, today));
  return row ?? { total: 0, todo: 0, inProgress: 0, done: 0, cancelled: 0, overdue: 0 };
}

export const actionsByOwner = (tx: Tx, policyWhere: SQL, today: string) =>
  tx
    .select({ ownerId: greenActions.ownerId, ownerName, ...actionCounts(today) })
    .from(greenActions)
    .leftJoin(owners, eq(owners.id, greenActions.ownerId))
    .where(policyWhere)
    .groupBy(greenActions.ownerId, owners.id, owners.firstName, owners.name)
    .orderBy(sql`${ownerName} asc nulls last`)
    .limit(500);

/** One action with its owner's name, plan title and overdue flag. */
export async function findActionItem(tx: Tx, policyWhere: SQL, id: number, today: string) {
  const [row] = await tx
    .select(actionColumns(today))
    .from(greenActions)
    .innerJoin(actionPlans, eq(actionPlans.id, greenActions.planId))
    .leftJoin(owners, eq(owners.id, greenActions.ownerId))
    .where(and(eq(greenActions.id, id), policyWhere));
  return row;
}

export async function findAction(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .select()
    .from(greenActions)
    .where(and(eq(greenActions.id, id), policyWhere));
  return row;
}

export async function insertAction(tx: Tx, values: GreenActionValues) {
  const [row] = await tx.insert(greenActions).values(values).returning();
  return row!;
}

export async function updateAction(tx: Tx, policyWhere: SQL, id: number, values: Partial<GreenActionValues>) {
  const [row] = await tx
    .update(greenActions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(greenActions.id, id), policyWhere))
    .returning();
  return row;
}

export async function deleteAction(tx: Tx, policyWhere: SQL, id: number) {
  const [row] = await tx
    .delete(greenActions)
    .where(and(eq(greenActions.id, id), policyWhere))
    .returning({ id: greenActions.id });
  return row;
}

export async function deleteActionsOfPlan(tx: Tx, policyWhere: SQL, planId: number) {
  return tx
    .delete(greenActions)
    .where(and(eq(greenActions.planId, planId), policyWhere))
    .returning({ id: greenActions.id });
}

/** The members among `userIds` of a project. */
export async function projectMembers(tx: Tx, projectId: number, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await tx
    .select({ userId: userProjects.userId })
    .from(userProjects)
    .where(and(inProject(userProjects, { projectId }), inArray(userProjects.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

/** Who may own a plan or an action: the members of the project, by name (at most `limit`). */
export const projectMemberNames = (tx: Tx, projectId: number, limit: number) =>
  tx
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.name})` })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .where(inProject(userProjects, { projectId }))
    .orderBy(asc(users.firstName), asc(users.name), asc(users.id))
    .limit(limit);
