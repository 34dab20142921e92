import { DAY_TYPES } from '@setledger/shared/timesheets/timesheets.constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { contracts, userProjects } from '../users';
import { coveringContract, weekDates } from './timesheet-context';
import type { DayView, TimesheetRow } from './timesheet-view.types';
import { stageDays } from './timesheets.table';

/** A day nobody entered: a stage day when the production shoots on a stage that day. */
export const emptyDay = (
  date: string,
  isStage: boolean,
  outsideContract: boolean,
  amount: string | null = '0.00',
): DayView => ({
  id: null,
  date,
  dayType: isStage ? DAY_TYPES.stageDay : DAY_TYPES.work,
  startMinutes: null,
  endMinutes: null,
  lunchMinutes: 0,
  nightMinutes: 0,
  travelMinutes: 0,
  comment: '',
  outsideContract,
  refused: false,
  refusalComment: '',
  workedMinutes: 0,
  amount,
  allowances: [],
  payLines: [],
});

export async function stageDatesOf(tx: Tx, actor: Actor, dates: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ date: stageDays.date })
    .from(stageDays)
    .where(and(inProject(stageDays, actor), inArray(stageDays.date, dates)));
  return new Set(rows.map((r) => r.date));
}

/**
 * The 7 days of a stored week: the days it holds, and the others (left out when it was saved) as empty days, so
 * every view of a week shows the whole week.
 */
export async function wholeWeek(
  tx: Tx,
  actor: Actor,
  row: TimesheetRow,
  stored: DayView[],
  zero: string | null,
): Promise<DayView[]> {
  const dates = weekDates(row.weekStart);
  if (stored.length >= dates.length) return stored;
  const [stages, covering] = await Promise.all([
    stageDatesOf(tx, actor, dates),
    tx
      .select({ startDate: contracts.startDate, endDate: contracts.endDate, dailyRate: contracts.dailyRate })
      .from(contracts)
      .innerJoin(userProjects, eq(userProjects.id, contracts.userProjectId))
      .where(and(inProject(userProjects, actor), eq(userProjects.userId, row.userId))),
  ]);
  const byDate = new Map(stored.map((d) => [d.date, d]));
  return dates.map(
    (date) =>
      byDate.get(date) ?? emptyDay(date, stages.has(date), coveringContract(covering, date) === null, zero),
  );
}
