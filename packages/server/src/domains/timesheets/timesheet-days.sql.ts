import type { PayWeekResult } from '@setledger/shared/timesheets/pay-rules';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import type { ParsedDay } from './timesheet-input';
import { timesheetDayAllowances, timesheetDays, timesheetPayLines } from './timesheets.table';

/**
 * Writes a week's days as entered with their computed pay: days keep their ids by date (a refusal's flags stay
 * until the week is sent again), days left out go, each day's allowances and pay lines are replaced.
 */
export async function writeWeekDays(
  tx: Tx,
  actor: Pick<Actor, 'projectId'>,
  input: {
    timesheetId: number;
    days: readonly ParsedDay[];
    pay: PayWeekResult;
    outside: ReadonlySet<string>;
  },
) {
  const { timesheetId } = input;
  const dates = input.days.map((d) => d.date);
  await tx
    .delete(timesheetDays)
    .where(
      and(
        inProject(timesheetDays, actor),
        eq(timesheetDays.timesheetId, timesheetId),
        dates.length ? notInArray(timesheetDays.date, dates) : undefined,
      ),
    );
  if (input.days.length === 0) return;
  const now = new Date();
  const rows = input.days.map((day, i) => ({
    projectId: actor.projectId,
    timesheetId,
    date: day.date,
    dayType: day.dayType,
    startMinutes: day.startMinutes,
    endMinutes: day.endMinutes,
    lunchMinutes: day.lunchMinutes,
    nightMinutes: day.nightMinutes,
    travelMinutes: day.travelMinutes,
    comment: day.comment,
    outsideContract: input.outside.has(day.date),
    workedMinutes: input.pay.days[i]!.workedMinutes,
    amount: input.pay.days[i]!.total,
    updatedAt: now,
  }));
  const written = await tx
    .insert(timesheetDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [timesheetDays.timesheetId, timesheetDays.date],
      set: Object.fromEntries(
        [
          'dayType',
          'startMinutes',
          'endMinutes',
          'lunchMinutes',
          'nightMinutes',
          'travelMinutes',
          'comment',
          'outsideContract',
          'workedMinutes',
          'amount',
          'updatedAt',
        ].map((name) => [name, sql.raw(`excluded.${toSnake(name)}`)]),
      ),
    })
    .returning({ id: timesheetDays.id, date: timesheetDays.date });
  const idOf = new Map(written.map((w) => [w.date, w.id]));
  const dayIds = written.map((w) => w.id);
  await tx
    .delete(timesheetDayAllowances)
    .where(and(inProject(timesheetDayAllowances, actor), inArray(timesheetDayAllowances.dayId, dayIds)));
  await tx
    .delete(timesheetPayLines)
    .where(and(inProject(timesheetPayLines, actor), eq(timesheetPayLines.timesheetId, timesheetId)));
  const allowances = input.days.flatMap((day) =>
    day.allowances.map((a) => ({
      projectId: actor.projectId,
      dayId: idOf.get(day.date)!,
      flagItemId: a.flagItemId,
      quantity: a.quantity,
    })),
  );
  if (allowances.length > 0) await tx.insert(timesheetDayAllowances).values(allowances);
  const lines = input.pay.days.flatMap((day) =>
    day.lines.map((line) => ({
      projectId: actor.projectId,
      timesheetId,
      dayId: idOf.get(day.date)!,
      kind: line.kind,
      band: line.band,
      label: line.label,
      payCode: line.payCode,
      minutes: line.minutes,
      rate: line.rate,
      amount: line.amount,
      flagItemId: line.flagItemId,
    })),
  );
  if (lines.length > 0) await tx.insert(timesheetPayLines).values(lines);
}

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
