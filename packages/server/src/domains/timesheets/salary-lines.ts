import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { Decimal } from 'decimal.js';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { EventBus } from '../../core/events';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { functions } from '../departments';
import { projectFlagItems } from '../flags';
import { salaryLines, timesheetDays, timesheetPayLines, timesheets } from './timesheets.table';

/**
 * The salary lines of 001 §3.13 for weeks validated at the last level (issue 18): one per day with pay, placed by
 * the category and cost centre of the person's function; the pay of an allowance whose flag item has a category
 * of its own goes to a line of that category. Earlier lines of those weeks are replaced.
 */
export async function writeSalaryLines(tx: Tx, events: EventBus, projectId: number, timesheetIds: number[]) {
  const scope = { projectId };
  await tx
    .delete(salaryLines)
    .where(and(inProject(salaryLines, scope), inArray(salaryLines.timesheetId, timesheetIds)));
  const days = await tx
    .select({
      dayId: timesheetDays.id,
      date: timesheetDays.date,
      minutes: timesheetDays.workedMinutes,
      amount: timesheetDays.amount,
      timesheetId: timesheets.id,
      userId: timesheets.userId,
      departmentNumber: timesheets.departmentNumber,
      functionId: timesheets.functionId,
      categoryId: functions.categoryId,
      costCenter: functions.costCenter,
    })
    .from(timesheetDays)
    .innerJoin(timesheets, eq(timesheets.id, timesheetDays.timesheetId))
    .leftJoin(functions, eq(functions.id, timesheets.functionId))
    .where(and(inProject(timesheetDays, scope), inArray(timesheetDays.timesheetId, timesheetIds)));
  const own = await tx
    .select({
      dayId: timesheetPayLines.dayId,
      amount: timesheetPayLines.amount,
      categoryId: projectFlagItems.category,
      costCenter: projectFlagItems.costCenter,
    })
    .from(timesheetPayLines)
    .innerJoin(projectFlagItems, eq(projectFlagItems.id, timesheetPayLines.flagItemId))
    .where(
      and(
        inProject(timesheetPayLines, scope),
        inArray(timesheetPayLines.timesheetId, timesheetIds),
        isNotNull(projectFlagItems.category),
      ),
    );
  const lines: (typeof salaryLines.$inferInsert)[] = [];
  for (const day of days) {
    const line = {
      projectId,
      timesheetId: day.timesheetId,
      dayId: day.dayId,
      userId: day.userId,
      status: TIMESHEET_STATUS.validatedLevel2,
      startDate: day.date,
      endDate: day.date,
      departmentNumber: day.departmentNumber,
      functionId: day.functionId,
    };
    let rest = new Decimal(day.amount);
    // One line per category of the day's allowances that have a category of their own.
    const byCategory = new Map<string, { categoryId: number; costCenter: string; amount: Decimal }>();
    for (const pay of own.filter((p) => p.dayId === day.dayId)) {
      const costCenter = pay.costCenter || day.costCenter || '';
      const key = `${pay.categoryId}|${costCenter}`;
      const entry = byCategory.get(key) ?? {
        categoryId: pay.categoryId!,
        costCenter,
        amount: new Decimal(0),
      };
      entry.amount = entry.amount.plus(pay.amount);
      byCategory.set(key, entry);
      rest = rest.minus(pay.amount);
    }
    if (!rest.isZero() || day.minutes > 0)
      lines.push({
        ...line,
        categoryId: day.categoryId,
        costCenter: day.costCenter ?? '',
        minutes: day.minutes,
        amount: rest.toFixed(2),
      });
    for (const entry of byCategory.values())
      if (!entry.amount.isZero())
        lines.push({
          ...line,
          categoryId: entry.categoryId,
          costCenter: entry.costCenter,
          amount: entry.amount.toFixed(2),
        });
  }
  if (lines.length > 0) await tx.insert(salaryLines).values(lines);
  await events.publish(tx, 'timesheet.salary-lines.changed', { projectId, timesheetIds });
}

/** The salary lines of reopened or deleted weeks go; followers hear of it only when there were some. */
export async function removeSalaryLines(tx: Tx, events: EventBus, projectId: number, timesheetIds: number[]) {
  const removed = await tx
    .delete(salaryLines)
    .where(and(inProject(salaryLines, { projectId }), inArray(salaryLines.timesheetId, timesheetIds)))
    .returning({ id: salaryLines.id });
  if (removed.length > 0)
    await events.publish(tx, 'timesheet.salary-lines.changed', { projectId, timesheetIds });
}
