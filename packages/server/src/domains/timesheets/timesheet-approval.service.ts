import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, conflict, notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import {
  type DocumentApprovalConfig,
  decideDocument,
  resubmitDocument,
  submittedValues,
  undoRefusal,
  validateMany,
} from '../approvals';
import { TIMESHEET_APPROVAL } from './timesheet-approval';
import { memberOf } from './timesheet-context';
import { weekView } from './timesheet-week.service';
import { editableWhere } from './timesheets.policy';
import { timesheetDays, timesheets } from './timesheets.table';

const { notSubmitted, refusedLevel1, refusedLevel2 } = TIMESHEET_STATUS;
/** ValidateAllTimesheets takes at most this many ids (the list argument's bound). */
export const MAX_VALIDATE_ALL = 200;

const answer = (services: Services, actor: Actor, row: typeof timesheets.$inferSelect) =>
  weekView(services.db as unknown as Tx, actor, row);

/**
 * SendTimesheet: a week not sent goes to its department's validators (the person's department and function when
 * sent); a refused week goes again after fixing, through both levels. Its owner, or production entering for crew.
 */
export async function sendTimesheet(services: Services, actor: Actor, input: { timesheetId: number }) {
  const db = services.db;
  const [row] = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.id, input.timesheetId), editableWhere(actor)));
  if (!row) throw notFound();
  if (row.status === refusedLevel1 || row.status === refusedLevel2) {
    const sent = await resubmitDocument(services, TIMESHEET_APPROVAL, actor, { id: row.id });
    return answer(services, actor, sent);
  }
  if (row.status !== notSubmitted) throw conflict('alreadySubmitted');
  const sent = await db.transaction(async (tx) => {
    const [filled] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(timesheetDays)
      .where(
        and(
          inProject(timesheetDays, actor),
          eq(timesheetDays.timesheetId, row.id),
          sql`(${timesheetDays.startMinutes} is not null or ${timesheetDays.travelMinutes} > 0
            or ${timesheetDays.amount} <> 0)`,
        ),
      );
    if (!filled?.n) throw new AppError('BAD_USER_INPUT', 'timesheetEmpty', 'TimesheetId');
    const member = await memberOf(tx, actor, row.userId);
    const [changed] = await tx
      .update(timesheets)
      .set({
        ...submittedValues(TIMESHEET_APPROVAL, new Date()),
        departmentNumber: member.departmentNumber,
        functionId: member.functionId,
        refusalComment: '',
        version: sql`${timesheets.version} + 1`,
      })
      .where(
        and(
          inProject(timesheets, actor),
          eq(timesheets.id, row.id),
          eq(timesheets.version, row.version),
          eq(timesheets.status, notSubmitted),
        ),
      )
      .returning();
    if (!changed) throw conflict('alreadySubmitted');
    return changed;
  });
  return answer(services, actor, sent);
}

/** ValidateTimesheet: level 1, then level 2; at the last level the week's salary lines are made. */
export async function validateTimesheet(
  services: Services,
  actor: Actor,
  input: { timesheetId: number; comment?: string | null },
) {
  const row = await decideDocument(services, TIMESHEET_APPROVAL, actor, {
    id: input.timesheetId,
    comment: input.comment,
    refuse: false,
  });
  return answer(services, actor, row);
}

/**
 * RejectTimesheet: refused at the caller's level with the comment the person reads; the listed days (of this
 * week only, else BAD_USER_INPUT on DayIds and nothing changes) are flagged refused with it.
 */
export async function rejectTimesheet(
  services: Services,
  actor: Actor,
  input: { timesheetId: number; comment: string; dayIds?: readonly number[] | null },
) {
  if (input.comment.trim() === '') throw badInput('Comment', 'required');
  const dayIds = [...new Set(input.dayIds ?? [])];
  const config: DocumentApprovalConfig<typeof timesheets> = {
    ...TIMESHEET_APPROVAL,
    async onDecided(tx, facts) {
      await TIMESHEET_APPROVAL.onDecided?.(tx, facts);
      if (dayIds.length === 0) return;
      const flagged = await tx
        .update(timesheetDays)
        .set({ refused: true, refusalComment: facts.comment })
        .where(
          and(
            inProject(timesheetDays, actor),
            eq(timesheetDays.timesheetId, facts.after.id),
            inArray(timesheetDays.id, dayIds),
          ),
        )
        .returning({ id: timesheetDays.id });
      if (flagged.length !== dayIds.length) throw badInput('DayIds');
    },
  };
  const row = await decideDocument(services, config, actor, {
    id: input.timesheetId,
    comment: input.comment,
    refuse: true,
  });
  return answer(services, actor, row);
}

/** UndoRejectTimesheet: the validator who refused takes it back (4 → 1, 16 → 2); the days' flags go. */
export async function undoRejectTimesheet(services: Services, actor: Actor, input: { timesheetId: number }) {
  const row = await undoRefusal(services, TIMESHEET_APPROVAL, actor, { id: input.timesheetId });
  return answer(services, actor, row);
}

/** ValidateAllTimesheets: each listed week waiting for the caller moves as if alone; answers how many moved. */
export async function validateAllTimesheets(
  services: Services,
  actor: Actor,
  input: { timesheetIds: readonly number[] },
) {
  if (input.timesheetIds.length > MAX_VALIDATE_ALL)
    throw new AppError('BAD_USER_INPUT', 'tooManyItems', 'TimesheetIds', { max: String(MAX_VALIDATE_ALL) });
  return (await validateMany(services, TIMESHEET_APPROVAL, actor, { ids: input.timesheetIds })).length;
}

/** ChangeStatusOfProcess for a timesheet (canMarkEntryAsProcessed): processed or not; another project's: NOT_FOUND. */
export async function changeTimesheetProcessed(
  services: Services,
  actor: Actor,
  input: { timesheetId: number; value: boolean },
) {
  const now = new Date();
  const [row] = await services.db
    .update(timesheets)
    .set({
      processed: input.value,
      processedAt: input.value ? now : null,
      updatedAt: now,
      version: sql`${timesheets.version} + 1`,
    })
    .where(and(inProject(timesheets, actor), eq(timesheets.id, input.timesheetId)))
    .returning({ id: timesheets.id });
  if (!row) throw notFound();
  return input.value;
}
