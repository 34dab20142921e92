import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { and, asc, eq } from 'drizzle-orm';
import { type Actor, readsAllSheets } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { waitingForSql } from '../approvals';
import { projectFlagItems, projectFlags } from '../flags';
import { TIMESHEET_APPROVAL } from './timesheet-approval';
import {
  type ContractRow,
  coveringContract,
  type Member,
  validatesTimesheetsIn,
  weekDates,
} from './timesheet-context';
import { emptyDay, stageDatesOf, wholeWeek } from './timesheet-empty-days';
import type { AllowanceView, DayView, TimesheetRow, WeekView } from './timesheet-view.types';
import { editableWhere, entersForCrew, seesAmountsOf } from './timesheets.policy';
import { timesheetDayAllowances, timesheetDays, timesheetPayLines, timesheets } from './timesheets.table';

export type { AllowanceView, DayView, PayLineView, TimesheetRow, WeekView } from './timesheet-view.types';

const { notSubmitted, refusedLevel1, refusedLevel2 } = TIMESHEET_STATUS;
export const EDITABLE_STATUSES: number[] = [notSubmitted, refusedLevel1, refusedLevel2];

/** The week of a member nobody saved yet: 7 empty days, stage days and contract gaps marked. */
export async function unsavedWeekView(
  tx: Tx,
  actor: Actor,
  input: { member: Member; weekStart: string; contracts: readonly ContractRow[] },
): Promise<WeekView> {
  const dates = weekDates(input.weekStart);
  const stages = await stageDatesOf(tx, actor, dates);
  const mayEdit = input.member.userId === actor.userId || entersForCrew(actor);
  return {
    id: null,
    userId: input.member.userId,
    fullName: input.member.fullName,
    weekStart: input.weekStart,
    status: notSubmitted,
    version: 0,
    comment: '',
    refusalComment: '',
    departmentNumber: input.member.departmentNumber,
    workedMinutes: 0,
    amountTotal: '0.00',
    jsError: null,
    jsLog: null,
    processed: false,
    submittedAt: null,
    canEdit: mayEdit,
    canSend: false,
    canValidate: false,
    canReject: false,
    canUndoReject: false,
    row: null,
    days: dates.map((date) =>
      emptyDay(date, stages.has(date), coveringContract(input.contracts, date) === null),
    ),
  };
}

/** A stored week as the caller may see it: amounts hidden by hideSalaryInfo, formula notes for its deciders. */
export async function savedWeekView(
  tx: Tx,
  actor: Actor,
  input: { row: TimesheetRow; fullName: string; hideOnProject: boolean },
): Promise<WeekView> {
  const { row } = input;
  const showAmounts = seesAmountsOf(actor, input.hideOnProject, row.userId);
  const money = (value: string) => (showAmounts ? value : null);
  const scope = and(inProject(timesheetDays, actor), eq(timesheetDays.timesheetId, row.id));
  const [days, allowances, lines, waiting, editable, validates] = await Promise.all([
    tx.select().from(timesheetDays).where(scope).orderBy(asc(timesheetDays.date)),
    tx
      .select({
        dayId: timesheetDayAllowances.dayId,
        flagItemId: timesheetDayAllowances.flagItemId,
        quantity: timesheetDayAllowances.quantity,
        name: projectFlagItems.name,
        flagType: projectFlags.type,
      })
      .from(timesheetDayAllowances)
      .innerJoin(timesheetDays, eq(timesheetDays.id, timesheetDayAllowances.dayId))
      .innerJoin(projectFlagItems, eq(projectFlagItems.id, timesheetDayAllowances.flagItemId))
      .innerJoin(projectFlags, eq(projectFlags.id, projectFlagItems.flagId))
      .where(and(inProject(timesheetDayAllowances, actor), eq(timesheetDays.timesheetId, row.id)))
      .orderBy(asc(timesheetDayAllowances.id)),
    tx
      .select()
      .from(timesheetPayLines)
      .where(and(inProject(timesheetPayLines, actor), eq(timesheetPayLines.timesheetId, row.id)))
      .orderBy(asc(timesheetPayLines.id)),
    tx
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(and(eq(timesheets.id, row.id), waitingForSql(TIMESHEET_APPROVAL, actor))),
    tx
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(and(eq(timesheets.id, row.id), editableWhere(actor))),
    validatesTimesheetsIn(tx, actor, row.departmentNumber),
  ]);
  const canEdit = editable.length > 0 && EDITABLE_STATUSES.includes(row.status);
  const refuser =
    row.status === refusedLevel1 ? row.level1By : row.status === refusedLevel2 ? row.level2By : null;
  const seesNotes = readsAllSheets(actor) || validates;
  return {
    id: row.id,
    userId: row.userId,
    fullName: input.fullName,
    weekStart: row.weekStart,
    status: row.status,
    version: row.version,
    comment: row.comment,
    refusalComment: row.refusalComment,
    departmentNumber: row.departmentNumber,
    workedMinutes: row.workedMinutes,
    amountTotal: money(row.amountTotal),
    jsError: seesNotes ? row.jsError : null,
    jsLog: seesNotes ? row.jsLog : null,
    processed: row.processed,
    submittedAt: row.submittedAt,
    canEdit,
    canSend: canEdit && days.length > 0,
    canValidate: waiting.length > 0,
    canReject: waiting.length > 0,
    canUndoReject: refuser !== null && refuser === actor.userId,
    row,
    days: await wholeWeek(
      tx,
      actor,
      row,
      days.map(
        (day): DayView => ({
          id: day.id,
          date: day.date,
          dayType: day.dayType,
          startMinutes: day.startMinutes,
          endMinutes: day.endMinutes,
          lunchMinutes: day.lunchMinutes,
          nightMinutes: day.nightMinutes,
          travelMinutes: day.travelMinutes,
          comment: day.comment,
          outsideContract: day.outsideContract,
          refused: day.refused,
          refusalComment: day.refusalComment,
          workedMinutes: day.workedMinutes,
          amount: money(day.amount),
          allowances: allowances
            .filter((a) => a.dayId === day.id)
            .map(
              (a): AllowanceView => ({
                flagItemId: a.flagItemId,
                name: a.name,
                kind: a.flagType === FLAG_TYPES.customPerDiem ? 'perDiem' : 'allowance',
                quantity: a.quantity,
              }),
            ),
          payLines: lines
            .filter((l) => l.dayId === day.id)
            .map((l) => ({
              kind: l.kind,
              band: l.band,
              label: l.label,
              payCode: l.payCode,
              minutes: l.minutes,
              rate: money(l.rate),
              amount: money(l.amount),
            })),
        }),
      ),
      money('0.00'),
    ),
  };
}
