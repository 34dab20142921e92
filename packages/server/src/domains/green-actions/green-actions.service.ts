import { ACTIONS_PER_PLAN_MAX } from '@setledger/shared/green/action-plans.constants';
import {
  type ActionReportFilter,
  actionPagingSchema,
  actionPlanSchema,
  actionReportFilterSchema,
  greenActionSchema,
  greenActionStatusSchema,
} from '@setledger/shared/green/action-plans.schemas';
import type { Actor } from '../../core/actor';
import { AppError, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import {
  actionEditableWhere,
  actionVisibleWhere,
  planEditableWhere,
  planVisibleWhere,
} from './green-actions.policy';
import * as sqlq from './green-actions.sql';

export type { ActionPlanRow, GreenActionRow } from './green-actions.sql';

/** Today as YYYY-MM-DD (UTC): an open action due before it is overdue. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export interface ActionCounts {
  total: number;
  todo: number;
  inProgress: number;
  done: number;
  cancelled: number;
  overdue: number;
}
const NO_ACTIONS: ActionCounts = { total: 0, todo: 0, inProgress: 0, done: 0, cancelled: 0, overdue: 0 };

export type PlanWithCounts = sqlq.ActionPlanRow & { ownerName: string | null; counts: ActionCounts };
export type ActionItem = sqlq.GreenActionRow & {
  ownerName: string | null;
  planTitle: string;
  isOverdue: boolean;
};

const toItem = (row: {
  action: sqlq.GreenActionRow;
  ownerName: string | null;
  planTitle: string;
  isOverdue: boolean;
}): ActionItem => ({
  ...row.action,
  ownerName: row.ownerName,
  planTitle: row.planTitle,
  isOverdue: row.isOverdue,
});

/** The owner must be a member of the caller's project, else a field error naming it. */
async function assertMember(tx: Tx, actor: Actor, ownerId: number | null) {
  if (ownerId === null) return;
  const members = await sqlq.projectMembers(tx, actor.projectId, [ownerId]);
  if (!members.has(ownerId))
    throw new AppError('BAD_USER_INPUT', 'notProjectMember', 'ownerId', { field: 'ownerId' });
}

/** GetActionPlans: a page of the project's plans, each with its progress and overdue count. */
export async function getActionPlans(
  services: Services,
  actor: Actor,
  input: { offset?: unknown; size?: unknown },
) {
  const paging = parseInput(actionPagingSchema, input);
  const today = todayIso();
  const [rows, total] = await Promise.all([
    sqlq.listPlans(services.db, planVisibleWhere(actor), paging.offset, paging.size),
    sqlq.countPlans(services.db, planVisibleWhere(actor)),
  ]);
  const counts = await sqlq.countsByPlan(
    services.db,
    actionVisibleWhere(actor),
    rows.map((r) => r.plan.id),
    today,
  );
  const byPlan = new Map(counts.map(({ planId, ...c }) => [planId, c]));
  const items: PlanWithCounts[] = rows.map((r) => ({
    ...r.plan,
    ownerName: r.ownerName,
    counts: byPlan.get(r.plan.id) ?? NO_ACTIONS,
  }));
  return { items, total, offset: paging.offset, size: paging.size };
}

/** GetActionPlan: one plan with its actions (at most 200). */
export async function getActionPlan(services: Services, actor: Actor, input: { planId: number }) {
  const found = await sqlq.findPlan(services.db, planVisibleWhere(actor), input.planId);
  if (!found) throw notFound();
  const today = todayIso();
  const rows = await sqlq.actionsOfPlan(
    services.db,
    actionVisibleWhere(actor),
    input.planId,
    today,
    ACTIONS_PER_PLAN_MAX,
  );
  const actions = rows.map(toItem);
  const counts = await sqlq.countsByPlan(services.db, actionVisibleWhere(actor), [input.planId], today);
  const { planId: _, ...planCounts } = counts[0] ?? { planId: 0, ...NO_ACTIONS };
  return { ...found.plan, ownerName: found.ownerName, counts: planCounts, actions };
}

/** AddUpdActionPlan: creates a plan (no id) or changes one of the caller's project. */
export async function addUpdActionPlan(
  services: Services,
  actor: Actor,
  input: { planId?: number | null; plan: unknown },
) {
  const saved = await withTransaction(services, async (tx) => {
    const editable = planEditableWhere(actor);
    if (input.planId != null && !(await sqlq.findPlan(tx, editable, input.planId))) throw notFound();
    const values = parseInput(actionPlanSchema, input.plan);
    await assertMember(tx, actor, values.ownerId);
    if (input.planId == null)
      return sqlq.insertPlan(tx, { ...values, projectId: actor.projectId, createdBy: actor.userId });
    const row = await sqlq.updatePlan(tx, editable, input.planId, values);
    if (!row) throw notFound();
    return row;
  });
  return getActionPlan(services, actor, { planId: saved.id });
}

/** An action as the screens show it (owner's name, plan title, overdue), read after its write. */
async function actionItem(services: Services, actor: Actor, actionId: number) {
  const row = await sqlq.findActionItem(services.db, actionVisibleWhere(actor), actionId, todayIso());
  if (!row) throw notFound();
  return toItem(row);
}

/**
 * DelActionPlan: a plan with actions is deleted only when the caller confirmed it (WithActions), else CONFLICT
 * naming how many actions it holds; plan and actions go in one transaction.
 */
export async function delActionPlan(
  services: Services,
  actor: Actor,
  input: { planId: number; withActions?: boolean | null },
) {
  return withTransaction(services, async (tx) => {
    const found = await sqlq.findPlan(tx, planEditableWhere(actor), input.planId);
    if (!found) throw notFound();
    const [counts] = await sqlq.countsByPlan(tx, actionEditableWhere(actor), [input.planId], todayIso());
    if (counts && counts.total > 0 && !input.withActions)
      throw new AppError('CONFLICT', 'planHasActions', undefined, { count: String(counts.total) });
    await sqlq.deleteActionsOfPlan(tx, actionEditableWhere(actor), input.planId);
    const row = await sqlq.deletePlan(tx, planEditableWhere(actor), input.planId);
    if (!row) throw notFound();
    return row.id;
  });
}

/** completedAt follows the status: set when an action becomes done, cleared when it leaves done. */
function completedAt(status: string, previous: sqlq.GreenActionRow | undefined) {
  if (status !== 'done') return null;
  return previous?.status === 'done' && previous.completedAt ? previous.completedAt : new Date();
}

/** AddUpdGreenAction: adds an action to a plan (no id) or changes one; the plan must be the caller's project's. */
export async function addUpdGreenAction(
  services: Services,
  actor: Actor,
  input: { actionId?: number | null; planId: number; action: unknown },
) {
  const saved = await withTransaction(services, async (tx) => {
    if (!(await sqlq.findPlan(tx, planEditableWhere(actor), input.planId))) throw notFound();
    const editable = actionEditableWhere(actor);
    const previous = input.actionId != null ? await sqlq.findAction(tx, editable, input.actionId) : undefined;
    if (input.actionId != null && (!previous || previous.planId !== input.planId)) throw notFound();
    const values = parseInput(greenActionSchema, input.action);
    await assertMember(tx, actor, values.ownerId);
    const row = { ...values, completedAt: completedAt(values.status, previous) };
    if (input.actionId == null)
      return sqlq.insertAction(tx, {
        ...row,
        planId: input.planId,
        projectId: actor.projectId,
        createdBy: actor.userId,
      });
    const updated = await sqlq.updateAction(tx, editable, input.actionId, row);
    if (!updated) throw notFound();
    return updated;
  });
  return actionItem(services, actor, saved.id);
}

/** SetGreenActionStatus: moves an action to todo, in progress, done or cancelled. */
export async function setGreenActionStatus(
  services: Services,
  actor: Actor,
  input: { actionId: number; status: unknown },
) {
  const status = parseInput(greenActionStatusSchema, input.status);
  const saved = await withTransaction(services, async (tx) => {
    const editable = actionEditableWhere(actor);
    const previous = await sqlq.findAction(tx, editable, input.actionId);
    if (!previous) throw notFound();
    const updated = await sqlq.updateAction(tx, editable, input.actionId, {
      status,
      completedAt: completedAt(status, previous),
    });
    if (!updated) throw notFound();
    return updated;
  });
  return actionItem(services, actor, saved.id);
}

export async function delGreenAction(services: Services, actor: Actor, input: { actionId: number }) {
  const row = await sqlq.deleteAction(services.db, actionEditableWhere(actor), input.actionId);
  if (!row) throw notFound();
  return row.id;
}

const EMPTY_FILTER: ActionReportFilter = { status: null, ownerId: null, planId: null, overdue: false };

/** GetActionReport: every action across plans (filtered, paged), its counts by status and overdue, by owner. */
export async function getActionReport(
  services: Services,
  actor: Actor,
  input: { filter?: unknown; offset?: unknown; size?: unknown },
) {
  const filter = input.filter == null ? EMPTY_FILTER : parseInput(actionReportFilterSchema, input.filter);
  const paging = parseInput(actionPagingSchema, { offset: input.offset, size: input.size });
  const today = todayIso();
  const where = actionVisibleWhere(actor);
  const [rows, totals, byOwner] = await Promise.all([
    sqlq.listActions(services.db, where, filter, today, paging.offset, paging.size),
    sqlq.actionTotals(services.db, where, filter, today),
    sqlq.actionsByOwner(services.db, where, today),
  ]);
  return { items: rows.map(toItem), totals, byOwner, offset: paging.offset, size: paging.size };
}

/** Every action of the report's filter, for its export (at most `limit`). */
export async function allActionsOf(
  services: Pick<Services, 'db'>,
  actor: Actor,
  filter: unknown,
  limit: number,
) {
  const parsed = filter == null ? EMPTY_FILTER : parseInput(actionReportFilterSchema, filter);
  const rows = await sqlq.listActions(services.db, actionVisibleWhere(actor), parsed, todayIso(), 0, limit);
  return rows.map(toItem);
}

/** The project's actions by status and overdue, for the production screen and the final report. */
export const actionSummary = (services: Pick<Services, 'db'>, actor: Actor) =>
  sqlq.actionTotals(services.db, actionVisibleWhere(actor), EMPTY_FILTER, todayIso());

/** The project's plans with their actions, for the final report (bounded). */
export async function plansWithActions(services: Services, actor: Actor, maxPlans: number) {
  const page = await getActionPlans(services, actor, { offset: 0, size: maxPlans });
  const actions = await Promise.all(
    page.items.map((plan) =>
      sqlq.actionsOfPlan(services.db, actionVisibleWhere(actor), plan.id, todayIso(), ACTIONS_PER_PLAN_MAX),
    ),
  );
  return page.items.map((plan, i) => ({ ...plan, actions: actions[i]!.map(toItem) }));
}

/** GetActionOwners: the members of the project an editor may choose as owner (at most 1000). */
export const getActionOwners = (services: Services, actor: Actor) =>
  sqlq.projectMemberNames(services.db, actor.projectId, 1000);
