import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { readHoursField } from '@setledger/shared/timesheets/timesheet-hours';
import {
  DAY_TYPE_VALUES,
  DAYS_PER_WEEK,
  type DayType,
} from '@setledger/shared/timesheets/timesheets.constants';
import { isIsoDate } from '@setledger/shared/validation/fields';
import { Decimal } from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { projectFlagItems, projectFlags } from '../flags';
import { weekDates } from './timesheet-context';

/** One day of SaveTimesheetWeek as the API sends it (hours as §5 'HH:MM'). */
export interface TimesheetDayInput {
  date: string;
  dayType: number;
  start?: string | null;
  end?: string | null;
  lunch?: string | null;
  night?: string | null;
  travel?: string | null;
  comment?: string | null;
  allowances?: readonly { flagItemId: number; quantity?: string | null }[] | null;
}

/** A day read and checked: minutes, and the allowance items it chose. */
export interface ParsedDay {
  field: string;
  date: string;
  dayType: DayType;
  startMinutes: number | null;
  endMinutes: number | null;
  lunchMinutes: number;
  nightMinutes: number;
  travelMinutes: number;
  comment: string;
  allowances: { flagItemId: number; quantity: string }[];
}
export const MAX_ALLOWANCES_PER_DAY = 20;

/** Nothing entered: no hours, no travel, no allowance. Such a day pays nothing and needs no contract. */
export const isEmptyDay = (day: ParsedDay) =>
  day.startMinutes === null &&
  day.travelMinutes === 0 &&
  day.nightMinutes === 0 &&
  day.allowances.length === 0;

function hours(value: string | null | undefined, field: string): number | null {
  const minutes = readHoursField(value);
  if (minutes === 'invalid') throw badInput(field);
  return minutes;
}

/**
 * The days of a week, checked field by field (BAD_USER_INPUT naming the field, nothing written): at most 7, each
 * in the week and once, a known day type, §5 hours, an end with every start, the project's allowance and per diem
 * items (flags of type 3 and 4, not disabled) with a positive quantity.
 */
export async function parseDays(
  tx: Tx,
  actor: Actor,
  weekStart: string,
  days: readonly TimesheetDayInput[],
): Promise<ParsedDay[]> {
  if (days.length > DAYS_PER_WEEK)
    throw new AppError('BAD_USER_INPUT', 'tooManyItems', 'Days', { max: String(DAYS_PER_WEEK) });
  const inWeek = new Set(weekDates(weekStart));
  const seen = new Set<string>();
  const parsed = days.map((day, i): ParsedDay => {
    const field = `Days.${i}`;
    if (!isIsoDate(day.date)) throw badInput(`${field}.Date`, 'invalidDate');
    if (!inWeek.has(day.date)) throw badInput(`${field}.Date`, 'timesheetDayOutsideWeek');
    if (seen.has(day.date)) throw badInput(`${field}.Date`, 'duplicate');
    seen.add(day.date);
    if (!(DAY_TYPE_VALUES as readonly number[]).includes(day.dayType))
      throw badInput(`${field}.DayType`, 'outOfRange');
    const startMinutes = hours(day.start, `${field}.Start`);
    const endMinutes = hours(day.end, `${field}.End`);
    if (startMinutes !== null && endMinutes === null) throw badInput(`${field}.End`, 'timesheetEndRequired');
    if (startMinutes === null && endMinutes !== null) throw badInput(`${field}.Start`, 'required');
    const list = day.allowances ?? [];
    if (list.length > MAX_ALLOWANCES_PER_DAY)
      throw new AppError('BAD_USER_INPUT', 'tooManyItems', `${field}.Allowances`, {
        max: String(MAX_ALLOWANCES_PER_DAY),
      });
    const items = new Set<number>();
    const allowances = list.map((a, j) => {
      const at = `${field}.Allowances.${j}`;
      if (items.has(a.flagItemId)) throw badInput(`${at}.FlagItemId`, 'duplicate');
      items.add(a.flagItemId);
      const quantity = a.quantity?.trim() || '1';
      let value: Decimal;
      try {
        value = new Decimal(quantity);
      } catch {
        throw badInput(`${at}.Quantity`, 'notAmount');
      }
      if (!value.isFinite() || value.lte(0) || value.gt(1000)) throw badInput(`${at}.Quantity`, 'outOfRange');
      if (value.decimalPlaces() > 2) throw badInput(`${at}.Quantity`, 'tooManyDecimals');
      return { flagItemId: a.flagItemId, quantity: value.toFixed(2) };
    });
    return {
      field,
      date: day.date,
      dayType: day.dayType as DayType,
      startMinutes,
      endMinutes,
      lunchMinutes: hours(day.lunch, `${field}.Lunch`) ?? 0,
      nightMinutes: hours(day.night, `${field}.Night`) ?? 0,
      travelMinutes: hours(day.travel, `${field}.Travel`) ?? 0,
      comment: (day.comment ?? '').trim(),
      allowances,
    };
  });
  await assertAllowanceItems(tx, actor, parsed);
  return parsed;
}

/** Every chosen item is a custom allowance or per diem of the caller's project, not disabled. */
async function assertAllowanceItems(tx: Tx, actor: Actor, days: readonly ParsedDay[]) {
  const ids = [...new Set(days.flatMap((d) => d.allowances.map((a) => a.flagItemId)))];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: projectFlagItems.id })
    .from(projectFlagItems)
    .innerJoin(projectFlags, eq(projectFlags.id, projectFlagItems.flagId))
    .where(
      and(
        inProject(projectFlagItems, actor),
        inArray(projectFlagItems.id, ids),
        inArray(projectFlags.type, [FLAG_TYPES.customAllowances, FLAG_TYPES.customPerDiem]),
        eq(projectFlagItems.disabled, false),
      ),
    );
  const known = new Set(found.map((f) => f.id));
  days.forEach((day) => {
    day.allowances.forEach((a, j) => {
      if (!known.has(a.flagItemId))
        throw badInput(`${day.field}.Allowances.${j}.FlagItemId`, 'timesheetUnknownAllowance');
    });
  });
}
