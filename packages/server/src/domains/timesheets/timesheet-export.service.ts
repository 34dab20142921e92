import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { AppError } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { payRulesOfProject } from './pay-rules.service';
import {
  selectExportSettings,
  selectPayLines,
  selectTimesheetDays,
  type TimesheetDaysFilter,
} from './timesheet-export.sql';
import { timesheetDays, timesheetPayLines } from './timesheets.table';

/**
 * Who sees other people's pay amounts: nobody holding the hideSalaryInfo restriction (as contracts' dailyRate in
 * users), and, when the project hides salary information, only administrators and production. The screens
 * (timesheets.policy seesAmountsOf) and these exports add that a person always sees their own.
 */
export const seesPayAmounts = (actor: Actor, projectHidesSalaries: boolean): boolean =>
  !actor.rights.has('hideSalaryInfo') && (!projectHidesSalaries || actor.isAdmin || actor.isProd);
const seesAmountsOf = (actor: Actor, projectHidesSalaries: boolean, userId: number): boolean =>
  userId === actor.userId || seesPayAmounts(actor, projectHidesSalaries);

export type TimesheetExportDay = Awaited<ReturnType<typeof selectTimesheetDays>>[number];

/** The 'timesheet' export's rows: one per day of the project's weeks matching the filter; amounts null when hidden. */
export async function timesheetDaysForExport(
  services: Services,
  actor: Actor,
  filter: TimesheetDaysFilter,
): Promise<(Omit<TimesheetExportDay, 'amount'> & { amount: string | null })[]> {
  const settings = await selectExportSettings(services.db, actor);
  const rows = await selectTimesheetDays(services.db, inProject(timesheetDays, actor), filter);
  // hideSalaryInfo as on the screens (timesheets.policy seesAmountsOf): one's own amounts always show.
  return rows.map((row) =>
    seesAmountsOf(actor, settings.hideSalaryInfo, row.userId) ? row : { ...row, amount: null },
  );
}

/** Analytic periods of 001 §9 (hourly 0, daily 1, weekly 2, monthly 3, yearly 4); an hour rounds up to a day. */
export const ANALYTIC_PERIOD = { hourly: 0, daily: 1, weekly: 2, monthly: 3, yearly: 4 } as const;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The [start, end] (inclusive days) of the analytic period holding `date`. */
export function periodOf(date: string, periodType: number, weekStartDay: number): [string, string] {
  const d = day(date);
  switch (periodType) {
    case ANALYTIC_PERIOD.weekly: {
      const start = addDays(d, -((d.getUTCDay() - weekStartDay + 7) % 7));
      return [iso(start), iso(addDays(start, 6))];
    }
    case ANALYTIC_PERIOD.monthly:
      return [
        iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1))),
        iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0))),
      ];
    case ANALYTIC_PERIOD.yearly:
      return [`${d.getUTCFullYear()}-01-01`, `${d.getUTCFullYear()}-12-31`];
    default:
      return [date, date];
  }
}

export interface PayrollFilter {
  startDate?: string | null;
  endDate?: string | null;
}

export interface PayrollRow {
  periodStart: string;
  periodEnd: string;
  userId: number;
  reference: string;
  name: string;
  firstName: string;
  departmentName: string;
  payCode: string;
  kind: string;
  band: number;
  label: string;
  minutes: number;
  /** Exact sum of the lines (cents); null when the caller may not see amounts. */
  amount: string | null;
}

/**
 * The payroll export's rows (docs/payroll-csv.md): the pay lines of the weeks validated at the last level, summed
 * per person × period × pay code (and line kind, so a flag item sharing a code with a rule line stays apart).
 * The period is the given date range, or else the project's analytic period.
 */
export async function payrollRows(
  services: Services,
  actor: Actor,
  filter: PayrollFilter,
): Promise<PayrollRow[]> {
  if (Boolean(filter.startDate) !== Boolean(filter.endDate))
    throw new AppError('BAD_USER_INPUT', 'payrollPeriodNeeded', filter.startDate ? 'endDate' : 'startDate');
  if (filter.startDate && filter.endDate && filter.endDate < filter.startDate)
    throw new AppError('BAD_USER_INPUT', 'dateOrder', 'endDate');
  const settings = await selectExportSettings(services.db, actor);
  const { weekStartDay } = await payRulesOfProject(services.db, actor.projectId);
  const lines = await selectPayLines(services.db, inProject(timesheetPayLines, actor), {
    statuses: [TIMESHEET_STATUS.validatedLevel2],
    startDate: filter.startDate,
    endDate: filter.endDate,
  });
  const rows = new Map<string, PayrollRow & { sum: Decimal }>();
  for (const line of lines) {
    const [periodStart, periodEnd] =
      filter.startDate && filter.endDate
        ? [filter.startDate, filter.endDate]
        : periodOf(line.date, settings.analyticPeriodType, weekStartDay);
    const key = [
      periodStart,
      line.userId,
      line.payCode,
      line.kind,
      line.kind === 'overtime' ? line.band : '',
    ].join('|');
    const row =
      rows.get(key) ??
      rows
        .set(key, {
          periodStart,
          periodEnd,
          userId: line.userId,
          reference: line.reference,
          name: line.name,
          firstName: line.firstName,
          departmentName: line.departmentName,
          payCode: line.payCode,
          kind: line.kind,
          band: line.band,
          label: line.label,
          minutes: 0,
          amount: null,
          sum: new Decimal(0),
        })
        .get(key)!;
    row.minutes += line.minutes;
    row.sum = row.sum.plus(line.amount);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        a.periodStart.localeCompare(b.periodStart) ||
        a.name.localeCompare(b.name) ||
        a.firstName.localeCompare(b.firstName) ||
        a.userId - b.userId ||
        a.payCode.localeCompare(b.payCode),
    )
    .map(({ sum, ...row }) => ({
      ...row,
      amount: seesAmountsOf(actor, settings.hideSalaryInfo, row.userId) ? sum.toFixed(2) : null,
    }));
}
