import { computeWeekPay, DEFAULT_PAY_RULES } from '@setledger/shared/timesheets/pay-rules';
import type {
  PayAllowanceInput,
  PayDayInput,
  PaySwitches,
} from '@setledger/shared/timesheets/pay-rules.types';
import { DAY_TYPES, type DayType } from '@setledger/shared/timesheets/timesheets.constants';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../../app';
import { functions } from '../../departments/departments.table';
import { timesheetDays, timesheetPayLines, timesheets } from '../../timesheets/timesheets.table';
import { userProjects } from '../../users/users.table';

/**
 * A small timesheet fixture of the exports' own (issue 18): weeks, days and pay lines written straight to the
 * tables, the pay computed by the shared pay rules with the default settings (base day 10 h, bands +25 % / +50 %,
 * night +50 %, sixth day +50 %), every switch on. The timesheet services (wt-ts-core) are not needed.
 */
const SWITCHES: PaySwitches = {
  useOvertime: true,
  useNightHours: true,
  useSixthSeventhDay: true,
  useSundayRate: true,
  useLunch: true,
  usePerDiem: true,
  contractHourlyRatePrecision: 2,
};

export interface FixtureDay {
  date: string;
  type?: DayType;
  start?: string;
  end?: string;
  lunch?: number;
  night?: number;
  travel?: number;
  perDiem?: string;
}

const minutes = (hhmm?: string) => (hhmm ? Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) : null);

/** A long function name: an export must show it whole. */
export const LONG_FUNCTION = 'Chef opérateur / Directeur de la photographie (seconde équipe)';

/** Function 1 of department 2 (Camera), and the person's membership placed in it with a payroll reference. */
export async function placeInCamera(app: App, projectId: number, userId: number, reference: string) {
  const db = app.database.db;
  let [fn] = await db
    .select()
    .from(functions)
    .where(
      and(eq(functions.projectId, projectId), eq(functions.departmentNumber, 2), eq(functions.value, 1)),
    );
  if (!fn)
    [fn] = await db
      .insert(functions)
      .values({ projectId, departmentNumber: 2, value: 1, message: LONG_FUNCTION })
      .returning();
  await db
    .update(userProjects)
    .set({ departmentNumber: 2, functionNumber: 1, reference })
    .where(and(eq(userProjects.projectId, projectId), eq(userProjects.userId, userId)));
  return fn!.id;
}

/** One week with its days and pay lines; `status` as TIMESHEET_STATUS. */
export async function insertWeek(
  app: App,
  input: {
    projectId: number;
    userId: number;
    weekStart: string;
    status: number;
    dailyRate: string;
    functionId: number | null;
    days: FixtureDay[];
    processed?: boolean;
  },
) {
  const db = app.database.db;
  const inputs: PayDayInput[] = input.days.map((day) => ({
    date: day.date,
    dayType: day.type ?? DAY_TYPES.work,
    startMinutes: minutes(day.start),
    endMinutes: minutes(day.end),
    lunchMinutes: day.lunch ?? 0,
    nightMinutes: day.night ?? 0,
    travelMinutes: day.travel ?? 0,
    allowances: day.perDiem
      ? [
          {
            flagItemId: 0,
            kind: 'perDiem',
            name: 'Panier repas',
            payCode: 'PD-REPAS',
            quantity: '1',
            allowanceRate: '0',
            amount: day.perDiem,
          } satisfies PayAllowanceInput,
        ]
      : [],
  }));
  const week = computeWeekPay(inputs, { dailyRate: input.dailyRate }, DEFAULT_PAY_RULES, SWITCHES);
  const [sheet] = await db
    .insert(timesheets)
    .values({
      projectId: input.projectId,
      userId: input.userId,
      encoderId: input.userId,
      weekStart: input.weekStart,
      departmentNumber: 2,
      functionId: input.functionId,
      status: input.status,
      processed: input.processed ?? false,
      workedMinutes: week.workedMinutes,
      amountTotal: week.total,
      submittedAt: input.status > 0 ? new Date('2026-03-09T08:00:00Z') : null,
    })
    .returning();
  for (const [index, result] of week.days.entries()) {
    const day = inputs[index]!;
    const [row] = await db
      .insert(timesheetDays)
      .values({
        projectId: input.projectId,
        timesheetId: sheet!.id,
        date: day.date,
        dayType: day.dayType,
        startMinutes: day.startMinutes,
        endMinutes: day.endMinutes,
        lunchMinutes: day.lunchMinutes,
        nightMinutes: day.nightMinutes,
        travelMinutes: day.travelMinutes,
        workedMinutes: result.workedMinutes,
        amount: result.total,
      })
      .returning();
    if (result.lines.length > 0)
      await db.insert(timesheetPayLines).values(
        result.lines.map((line) => ({
          projectId: input.projectId,
          timesheetId: sheet!.id,
          dayId: row!.id,
          kind: line.kind,
          band: line.band,
          label: line.label,
          payCode: line.payCode,
          minutes: line.minutes,
          rate: line.rate,
          amount: line.amount,
          flagItemId: null,
        })),
      );
  }
  return { id: sheet!.id, total: week.total };
}
