import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { isIsoDate } from '@setledger/shared/validation/fields';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, readsAllSheets } from '../../core/actor';
import { AppError, badInput, conflict, forbidden, notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { removeSalaryLines } from './salary-lines';
import {
  contractsOf,
  memberOf,
  projectSettings,
  readPayRules,
  validatesTimesheetsIn,
  weekStartOf,
} from './timesheet-context';
import { writeWeekDays } from './timesheet-days.sql';
import { isEmptyDay, parseDays, type TimesheetDayInput } from './timesheet-input';
import { computePay, paySwitchesOf } from './timesheet-pay';
import { EDITABLE_STATUSES, savedWeekView, type TimesheetRow, unsavedWeekView } from './timesheet-view';
import { editableWhere, entersForCrew, visibleWhere } from './timesheets.policy';
import { timesheets } from './timesheets.table';

const COMMENT_MAX = 1000;

/** A stored week read through the visibility policy, with its owner's name: NOT_FOUND when the caller may not. */
export async function readVisibleWeek(tx: Tx, actor: Actor, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select()
    .from(timesheets)
    .where(and(where, visibleWhere(actor)));
  if (!row) throw notFound();
  return row;
}

/** The view of a stored week for the caller (its owner's name and the project's hideSalaryInfo). */
export async function weekView(tx: Tx, actor: Actor, row: TimesheetRow) {
  const [member, settings] = await Promise.all([memberOf(tx, actor, row.userId), projectSettings(tx, actor)]);
  return savedWeekView(tx, actor, { row, fullName: member.fullName, hideOnProject: settings.hideSalaryInfo });
}

/**
 * GetTimesheetWeek: the week (the production's week start) holding `date` for the caller, or for another member
 * when the caller enters for crew, reads all sheets, or validates timesheets of the member's department. A week
 * nobody saved comes with id null and its 7 days pre-filled (stage days, contract gaps).
 */
export async function getTimesheetWeek(
  services: Services,
  actor: Actor,
  input: { userId?: number | null; date: string },
) {
  if (!isIsoDate(input.date)) throw badInput('Date', 'invalidDate');
  const db = services.db as unknown as Tx;
  const member = await memberOf(db, actor, input.userId ?? actor.userId);
  if (
    member.userId !== actor.userId &&
    !entersForCrew(actor) &&
    !readsAllSheets(actor) &&
    !(await validatesTimesheetsIn(db, actor, member.departmentNumber))
  )
    throw notFound();
  const { weekStartDay } = await readPayRules(db, actor);
  const weekStart = weekStartOf(input.date, weekStartDay);
  const [row] = await db
    .select()
    .from(timesheets)
    .where(
      and(
        inProject(timesheets, actor),
        eq(timesheets.userId, member.userId),
        eq(timesheets.weekStart, weekStart),
      ),
    );
  if (row) {
    const settings = await projectSettings(db, actor);
    return savedWeekView(db, actor, {
      row,
      fullName: member.fullName,
      hideOnProject: settings.hideSalaryInfo,
    });
  }
  return unsavedWeekView(db, actor, { member, weekStart, contracts: await contractsOf(db, member) });
}

/** GetTimesheet: a stored week by id, through the visibility policy (else NOT_FOUND). */
export async function getTimesheet(services: Services, actor: Actor, input: { timesheetId: number }) {
  const db = services.db as unknown as Tx;
  return weekView(db, actor, await readVisibleWeek(db, actor, eq(timesheets.id, input.timesheetId)));
}

export interface SaveWeekInput {
  userId?: number | null;
  weekStart: string;
  days: readonly TimesheetDayInput[];
  comment?: string | null;
}

/**
 * SaveTimesheetWeek: creates or updates a week that is not sent (or refused), every day in one transaction, the
 * pay recomputed from the project's rules, switches and the person's contracts. A day with hours outside every
 * contract is refused (outsideContract on its date) unless the project allows it, then kept flagged.
 */
export async function saveTimesheetWeek(services: Services, actor: Actor, input: SaveWeekInput) {
  const comment = (input.comment ?? '').trim();
  if (comment.length > COMMENT_MAX) throw badInput('Comment', 'tooLong');
  if (!isIsoDate(input.weekStart)) throw badInput('WeekStart', 'invalidDate');
  return services.db.transaction(async (tx) => {
    const member = await memberOf(tx, actor, input.userId ?? actor.userId);
    if (member.userId !== actor.userId && !entersForCrew(actor)) throw forbidden();
    const [{ rules, weekStartDay }, settings, contracts] = await Promise.all([
      readPayRules(tx, actor),
      projectSettings(tx, actor),
      contractsOf(tx, member),
    ]);
    if (weekStartOf(input.weekStart, weekStartDay) !== input.weekStart)
      throw badInput('WeekStart', 'timesheetNotWeekStart');
    const days = await parseDays(tx, actor, input.weekStart, input.days);
    const outside = new Set<string>();
    for (const day of days) {
      if (contracts.some((c) => c.startDate <= day.date && c.endDate >= day.date)) continue;
      if (!isEmptyDay(day) && !settings.allowOutside) throw badInput(`${day.field}.Date`, 'outsideContract');
      if (!isEmptyDay(day)) outside.add(day.date);
    }
    const pay = await computePay(tx, actor, {
      days,
      contracts,
      rules,
      switches: paySwitchesOf(actor, settings.precision),
    });
    const week = await weekForWriting(tx, actor, member, input.weekStart);
    await writeWeekDays(tx, actor, { timesheetId: week.id, days, pay, outside });
    const [saved] = await tx
      .update(timesheets)
      .set({
        comment,
        encoderId: week.encoderId ?? actor.userId,
        workedMinutes: pay.workedMinutes,
        amountTotal: pay.total,
        jsError: pay.errors.join('\n'),
        jsLog: pay.log.join('\n'),
        version: sql`${timesheets.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(inProject(timesheets, actor), eq(timesheets.id, week.id), eq(timesheets.version, week.version)),
      )
      .returning();
    if (!saved) throw conflict('alreadyDecided');
    return savedWeekView(tx, actor, {
      row: saved,
      fullName: member.fullName,
      hideOnProject: settings.hideSalaryInfo,
    });
  });
}

/** The stored week to write (made when missing); a week on its way or validated is CONFLICT. */
async function weekForWriting(
  tx: Tx,
  actor: Actor,
  member: { userId: number; departmentNumber: number | null; functionId: number | null },
  weekStart: string,
): Promise<TimesheetRow> {
  const mine = and(
    inProject(timesheets, actor),
    eq(timesheets.userId, member.userId),
    eq(timesheets.weekStart, weekStart),
  );
  await tx
    .insert(timesheets)
    .values({
      projectId: actor.projectId,
      userId: member.userId,
      encoderId: actor.userId,
      weekStart,
      departmentNumber: member.departmentNumber,
      functionId: member.functionId,
    })
    .onConflictDoNothing();
  const [row] = await tx.select().from(timesheets).where(mine).for('update');
  if (!row) throw notFound();
  if (!EDITABLE_STATUSES.includes(row.status)) throw new AppError('CONFLICT', 'timesheetNotEditable');
  return row;
}

/**
 * DelTimesheet: a week not sent yet (its owner, or production entering for crew); any week with
 * canDeleteAfterValidation, its salary lines going with it.
 */
export async function delTimesheet(services: Services, actor: Actor, input: { timesheetId: number }) {
  const deleter = actor.rights.has('canDeleteAfterValidation');
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(timesheets)
      .where(
        and(
          eq(timesheets.id, input.timesheetId),
          deleter ? inProject(timesheets, actor) : editableWhere(actor),
        ),
      );
    if (!row) throw notFound();
    if (row.status !== TIMESHEET_STATUS.notSubmitted && !deleter) throw conflict('alreadySubmitted');
    await removeSalaryLines(tx, services.events, actor.projectId, [row.id]);
    await tx.delete(timesheets).where(and(inProject(timesheets, actor), eq(timesheets.id, row.id)));
    return row.id;
  });
}
