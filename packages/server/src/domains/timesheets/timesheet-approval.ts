import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { HeaderCounters } from '../../core/header-counts';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import {
  type DocumentApprovalConfig,
  refusedCounter,
  TWO_LEVEL_STATUSES,
  toValidateCounter,
} from '../approvals';
import './timesheets.events';
import { removeSalaryLines, writeSalaryLines } from './salary-lines';
import { timesheetDays, timesheets } from './timesheets.table';

const { validatedLevel2 } = TIMESHEET_STATUS;

/**
 * Timesheets in the approval engine (issue 18), exactly as expense sheets: level 1 then level 2 per department,
 * refusal with a comment, undo, resubmission. At the last level the week's salary lines are made; a week that
 * leaves that status loses them.
 */
export const TIMESHEET_APPROVAL: DocumentApprovalConfig<typeof timesheets> = {
  document: 'timesheet',
  table: timesheets,
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
  async onDecided(tx, { services, after }) {
    if (after.status === validatedLevel2)
      await writeSalaryLines(tx, services.events, after.projectId, [after.id]);
  },
  async onManyValidated(tx, { services, actor, decided }) {
    const final = await tx
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(
        and(
          inProject(timesheets, actor),
          inArray(
            timesheets.id,
            decided.map((d) => d.id),
          ),
          eq(timesheets.status, validatedLevel2),
        ),
      );
    if (final.length > 0)
      await writeSalaryLines(
        tx,
        services.events,
        actor.projectId,
        final.map((t) => t.id),
      );
  },
  /** The refusal taken back: the days it flagged are not refused any more. */
  async onUndone(tx, { after }) {
    await tx
      .update(timesheetDays)
      .set({ refused: false, refusalComment: '' })
      .where(and(inProject(timesheetDays, after), eq(timesheetDays.timesheetId, after.id)));
  },
  /** Sent again after fixing: the refused days go through both levels again, and earlier lines go. */
  async onResubmitted(tx, { services, after }) {
    await tx
      .update(timesheetDays)
      .set({ refused: false })
      .where(and(inProject(timesheetDays, after), eq(timesheetDays.timesheetId, after.id)));
    await removeSalaryLines(tx, services.events, after.projectId, [after.id]);
  },
};

/** The header counts of 001 §3.5 timesheets own (numTsToValidate, numTsRefused), registered at start-up. */
export const TIMESHEET_HEADER_COUNTERS: HeaderCounters = {
  numTsToValidate: toValidateCounter(TIMESHEET_APPROVAL),
  numTsRefused: refusedCounter(TIMESHEET_APPROVAL),
};

/** How many weeks wait for the caller's decision (the dashboards' numTsToValidate). */
export function timesheetsToValidate(services: Services, actor: Actor): Promise<number> {
  return TIMESHEET_HEADER_COUNTERS.numTsToValidate!(services.db as unknown as Tx, actor);
}
