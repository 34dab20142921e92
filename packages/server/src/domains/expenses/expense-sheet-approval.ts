import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HeaderCounters } from '../../core/header-counts';
import { inProject } from '../../core/scope';
import {
  type DocumentApprovalConfig,
  refusedCounter,
  TWO_LEVEL_STATUSES,
  toValidateCounter,
} from '../approvals';
import './expense-events';
import { expenseItems, expenseSheets } from './expenses.table';

const { submitted, validatedLevel1, refusedLevel1, refusedLevel2 } = EXPENSE_STATUS;
export const REFUSED = [refusedLevel1, refusedLevel2] as number[];
/** Items that wait for a validator: sent, or validated at level 1. */
export const WAITING = [submitted, validatedLevel1] as number[];

/**
 * Expense sheets in the approval engine. The items waiting for a decision follow their sheet; those refused one
 * by one keep their refusal, and those approved before a resubmission keep their approval (issue 12 item 14).
 */
export const EXPENSE_SHEET_APPROVAL: DocumentApprovalConfig<typeof expenseSheets> = {
  document: 'expense',
  table: expenseSheets,
  fields: {
    id: 'id',
    projectId: 'projectId',
    status: 'status',
    version: 'version',
    departmentNumber: 'departmentNumber',
    userId: 'userId',
    encoderId: 'encoderId',
    updatedAt: 'updatedAt',
    submittedAt: 'submittedAt',
    level1By: 'level1By',
    level1At: 'level1At',
    level2By: 'level2By',
    level2At: 'level2At',
    comment: 'refusalComment',
  },
  status: TWO_LEVEL_STATUSES,
  commentOnEveryDecision: false,
  clearsCommentOnSubmit: false,
  alreadySubmitted: 'alreadySubmitted',
  async onDecided(tx, { services, after, now, level, refused, comment }) {
    const items = await tx
      .update(expenseItems)
      .set({ validated: after.status, updatedAt: now, ...(refused ? { comment } : {}) })
      .where(and(eq(expenseItems.sheetId, after.id), inArray(expenseItems.validated, WAITING)))
      .returning({ id: expenseItems.id });
    const decision = {
      projectId: after.projectId,
      sheetId: after.id,
      userId: after.userId,
      level,
      status: after.status,
      itemIds: items.map((item) => item.id),
    };
    if (refused) await services.events.publish(tx, 'expenseSheet.refused', { ...decision, comment });
    else await services.events.publish(tx, 'expenseSheet.validated', decision);
    await services.events.publish(tx, 'expenseItems.statusChanged', {
      projectId: after.projectId,
      itemIds: decision.itemIds,
      status: after.status,
    });
  },
  async onManyValidated(tx, { services, actor, decided, now }) {
    const items = await tx
      .update(expenseItems)
      .set({
        validated: sql`(select s.status from ${expenseSheets} s where s.id = ${expenseItems.sheetId})`,
        updatedAt: now,
      })
      .where(
        and(
          inArray(
            expenseItems.sheetId,
            decided.map((sheet) => sheet.id),
          ),
          inArray(expenseItems.validated, WAITING),
        ),
      )
      .returning({ id: expenseItems.id, sheetId: expenseItems.sheetId });
    const sheets = await tx
      .select({
        id: expenseSheets.id,
        userId: expenseSheets.userId,
        status: expenseSheets.status,
      })
      .from(expenseSheets)
      .where(
        inArray(
          expenseSheets.id,
          decided.map((sheet) => sheet.id),
        ),
      );
    for (const sheet of sheets)
      await services.events.publish(tx, 'expenseSheet.validated', {
        projectId: actor.projectId,
        sheetId: sheet.id,
        userId: sheet.userId,
        level: decided.find((d) => d.id === sheet.id)!.level,
        status: sheet.status,
        itemIds: items.filter((item) => item.sheetId === sheet.id).map((item) => item.id),
      });
    // Followers of the items' codes hear once per code (validated at level 1, or at the last level), not once
    // per sheet: the batch stays a fixed number of statements (issue 12 item 4).
    const statusOf = new Map(sheets.map((sheet) => [sheet.id, sheet.status]));
    for (const status of new Set(sheets.map((sheet) => sheet.status)))
      await services.events.publish(tx, 'expenseItems.statusChanged', {
        projectId: actor.projectId,
        itemIds: items.filter((item) => statusOf.get(item.sheetId!) === status).map((item) => item.id),
        status,
      });
  },
  async onUndone(tx, { services, before, after, now }) {
    const items = await tx
      .update(expenseItems)
      .set({ validated: after.status, comment: '', updatedAt: now })
      .where(and(eq(expenseItems.sheetId, after.id), eq(expenseItems.validated, before.status)))
      .returning({ id: expenseItems.id });
    await services.events.publish(tx, 'expenseItems.statusChanged', {
      projectId: after.projectId,
      itemIds: items.map((item) => item.id),
      status: after.status,
    });
  },
  async onResubmitted(tx, { services, after, now }) {
    const items = await tx
      .update(expenseItems)
      .set({ validated: submitted, updatedAt: now })
      .where(and(eq(expenseItems.sheetId, after.id), inArray(expenseItems.validated, REFUSED)))
      .returning({ id: expenseItems.id });
    await services.events.publish(tx, 'expenseItems.statusChanged', {
      projectId: after.projectId,
      itemIds: items.map((item) => item.id),
      status: submitted,
    });
  },
  /** A refused sheet, or a sheet with refused items, goes back to submitted with them. */
  async isResubmittable(tx, sheet) {
    if (REFUSED.includes(sheet.status)) return true;
    const [refusedItem] = await tx
      .select({ id: expenseItems.id })
      .from(expenseItems)
      .where(and(eq(expenseItems.sheetId, sheet.id), inArray(expenseItems.validated, REFUSED)))
      .limit(1);
    return refusedItem !== undefined;
  },
};

/** The header counts of 001 §3.5 expenses own, registered at start-up (header-counters.ts). */
export const EXPENSE_HEADER_COUNTERS: HeaderCounters = {
  numExpToValidate: toValidateCounter(EXPENSE_SHEET_APPROVAL),
  numExpRefused: refusedCounter(EXPENSE_SHEET_APPROVAL),
  numExpItemRefused: async (tx, actor) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(expenseItems)
      .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
      .where(
        and(
          inProject(expenseItems, actor),
          eq(expenseItems.userId, actor.userId),
          inArray(expenseItems.validated, REFUSED),
          sql`${expenseSheets.status} not in (${refusedLevel1}, ${refusedLevel2})`,
        ),
      );
    return row?.n ?? 0;
  },
};
