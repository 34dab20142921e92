import { computeWeekPay } from '@setledger/shared/timesheets/pay-rules';
import type { PayDayInput, PayRules } from '@setledger/shared/timesheets/pay-rules.types';
import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { and, eq } from 'drizzle-orm';
import type { EventBus } from '../../core/events';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { writeSalaryLines } from './salary-lines';
import { writeWeekDays } from './timesheet-days.sql';
import { timesheetDays, timesheets } from './timesheets.table';

/**
 * A week of the demo seed (issue 18), written as the service writes one: the pay computed by the rules (every
 * switch on), then the approval state asked for; a week validated at the last level gets its salary lines.
 */
export async function writeDemoTimesheetWeek(
  tx: Tx,
  events: EventBus,
  week: {
    projectId: number;
    userId: number;
    departmentNumber: number | null;
    functionId: number | null;
    weekStart: string;
    status: number;
    days: PayDayInput[];
    dailyRate: string;
    rules: PayRules;
    level1By: number | null;
    level2By: number | null;
    refusedDay?: number;
    refusalComment: string;
  },
) {
  const pay = computeWeekPay(week.days, { dailyRate: week.dailyRate }, week.rules, {
    useOvertime: true,
    useNightHours: true,
    useSixthSeventhDay: true,
    useSundayRate: true,
    useLunch: true,
    usePerDiem: true,
    contractHourlyRatePrecision: 2,
  });
  const sent = week.status !== TIMESHEET_STATUS.notSubmitted;
  const at = new Date(`${week.weekStart}T18:00:00Z`);
  const [row] = await tx
    .insert(timesheets)
    .values({
      projectId: week.projectId,
      userId: week.userId,
      encoderId: week.userId,
      weekStart: week.weekStart,
      departmentNumber: week.departmentNumber,
      functionId: week.functionId,
      status: week.status,
      workedMinutes: pay.workedMinutes,
      amountTotal: pay.total,
      submittedAt: sent ? at : null,
      level1By: week.level1By,
      level1At: week.level1By ? at : null,
      level2By: week.level2By,
      level2At: week.level2By ? at : null,
      refusalComment: week.refusalComment,
      version: sent ? 2 : 1,
    })
    .returning();
  await writeWeekDays(tx, week, {
    timesheetId: row!.id,
    days: week.days.map((day, i) => ({
      ...day,
      field: `Days.${i}`,
      comment: '',
      allowances: [],
    })),
    pay,
    outside: new Set(),
  });
  if (week.refusedDay !== undefined)
    await tx
      .update(timesheetDays)
      .set({ refused: true, refusalComment: week.refusalComment })
      .where(
        and(
          inProject(timesheetDays, week),
          eq(timesheetDays.timesheetId, row!.id),
          eq(timesheetDays.date, week.days[week.refusedDay]!.date),
        ),
      );
  if (week.status === TIMESHEET_STATUS.validatedLevel2)
    await writeSalaryLines(tx, events, week.projectId, [row!.id]);
}
