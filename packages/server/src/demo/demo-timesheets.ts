import { DEFAULT_PAY_RULES } from '@setledger/shared/timesheets/pay-rules';
import type { PayDayInput } from '@setledger/shared/timesheets/pay-rules.types';
import { DAY_TYPES, TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { and, eq } from 'drizzle-orm';
import { createEventBus } from '../core/events';
import { inProject } from '../core/scope';
import type { Tx } from '../db/client';
import { functions } from '../domains/departments';
import { stageDays, writeDemoTimesheetWeek } from '../domains/timesheets';
import { contracts, userProjects } from '../domains/users';

const { notSubmitted, submitted, refusedLevel2, validatedLevel2 } = TIMESHEET_STATUS;

/** The crew's daily rates (contracts in the demo have none otherwise). */
const DAILY_RATES: Record<string, string> = {
  'crew1@demo.setledger.test': '350.00',
  'crew2@demo.setledger.test': '280.00',
};

/** A shooting day: 08:00 to `end` with an hour's lunch (minutes since midnight). */
const shootDay = (date: string, end = 18 * 60, extra: Partial<PayDayInput> = {}): PayDayInput => ({
  date,
  dayType: DAY_TYPES.work,
  startMinutes: 8 * 60,
  endMinutes: end,
  lunchMinutes: 60,
  nightMinutes: 0,
  travelMinutes: 0,
  allowances: [],
  ...extra,
});
const week = (monday: string, days: Partial<Record<number, Partial<PayDayInput> | null>> = {}) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const date = new Date(Date.parse(`${monday}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      return days[i] === null ? null : shootDay(date, days[i]?.endMinutes ?? 18 * 60, days[i] ?? {});
    })
    .filter((d): d is PayDayInput => d !== null);

/** The demo weeks: validated, waiting for the head of department, refused with a day to fix, and a draft. */
const DEMO_WEEKS: {
  email: string;
  monday: string;
  status: number;
  days: PayDayInput[];
  refusedDay?: number;
}[] = [
  {
    email: 'crew1@demo.setledger.test',
    monday: '2026-10-26',
    status: validatedLevel2,
    days: week('2026-10-26'),
  },
  {
    email: 'crew1@demo.setledger.test',
    monday: '2026-11-02',
    status: validatedLevel2,
    days: week('2026-11-02', { 1: { endMinutes: 20 * 60 }, 2: { dayType: DAY_TYPES.stageDay } }),
  },
  {
    email: 'crew1@demo.setledger.test',
    monday: '2026-11-09',
    status: submitted,
    days: week('2026-11-09', { 3: { endMinutes: 23 * 60, nightMinutes: 60 } }),
  },
  {
    email: 'crew1@demo.setledger.test',
    monday: '2026-11-16',
    status: notSubmitted,
    days: week('2026-11-16', { 3: null, 4: null }),
  },
  {
    email: 'crew2@demo.setledger.test',
    monday: '2026-11-02',
    status: validatedLevel2,
    days: week('2026-11-02'),
  },
  {
    email: 'crew2@demo.setledger.test',
    monday: '2026-11-09',
    status: refusedLevel2,
    days: week('2026-11-09', { 4: { endMinutes: 22 * 60 } }),
    refusedDay: 4,
  },
];

/**
 * The demo's timesheets (issue 18): daily rates for the crew, two stage days, and weeks in every state so the
 * crew's, the validators' and the accountant's screens are not empty; validated weeks have their salary lines.
 */
export async function loadDemoTimesheets(
  tx: Tx,
  demo: {
    projectId: number;
    userIds: ReadonlyMap<string, number>;
    accountantId: number | null;
    hodId: number | null;
  },
) {
  const { projectId } = demo;
  await tx.insert(stageDays).values([
    { projectId, date: '2026-11-04', place: 'Stage 4, Studio Lumière', note: 'Kitchen set' },
    { projectId, date: '2026-11-05', place: 'Stage 4, Studio Lumière', note: 'Kitchen set' },
  ]);
  const events = createEventBus();
  for (const entry of DEMO_WEEKS) {
    const userId = demo.userIds.get(entry.email);
    if (userId === undefined) continue;
    const [member] = await tx
      .select()
      .from(userProjects)
      .where(and(inProject(userProjects, demo), eq(userProjects.userId, userId)));
    if (!member) continue;
    await tx
      .update(contracts)
      .set({ dailyRate: DAILY_RATES[entry.email] ?? '300.00' })
      .where(eq(contracts.userProjectId, member.id));
    const [fn] = await tx
      .select({ id: functions.id })
      .from(functions)
      .where(
        and(
          inProject(functions, demo),
          eq(functions.departmentNumber, member.departmentNumber ?? 0),
          eq(functions.value, member.functionNumber ?? 0),
        ),
      );
    const level2By =
      entry.status === validatedLevel2 || entry.status === refusedLevel2 ? demo.accountantId : null;
    await writeDemoTimesheetWeek(tx, events, {
      projectId,
      userId,
      departmentNumber: member.departmentNumber,
      functionId: fn?.id ?? null,
      weekStart: entry.monday,
      status: entry.status,
      days: entry.days,
      dailyRate: DAILY_RATES[entry.email] ?? '300.00',
      rules: DEFAULT_PAY_RULES,
      level1By: entry.status === validatedLevel2 && member.departmentNumber === 2 ? demo.hodId : null,
      level2By,
      refusedDay: entry.refusedDay,
      refusalComment:
        entry.refusedDay === undefined ? '' : 'Friday ended at 20:00 on the call sheet: please fix.',
    });
  }
}
