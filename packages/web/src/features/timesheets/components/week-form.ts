import { DAY_TYPES } from '@setledger/shared/timesheets/timesheets.constants';
import { EMPTY_HOURS, hoursToMinutes } from '@setledger/shared/validation/hours';

/** An allowance or per diem chosen on a day (a flag item of type 3 or 4) and how many. */
export interface DayAllowance {
  flagItemId: number;
  quantity: number;
  /** The item's name as the server sent it (shown when the item is no longer offered). */
  name?: string;
}

/** One day of the week grid as the form holds it: hours as typed ('' is '--:--', 0 minutes). */
export interface DayDraft {
  id: number | null;
  date: string;
  dayType: number;
  start: string;
  end: string;
  lunch: string;
  night: string;
  travel: string;
  comment: string;
  allowances: DayAllowance[];
  outsideContract: boolean;
  refused: boolean;
  refusalComment: string;
}

export const HOUR_FIELDS = ['start', 'end', 'lunch', 'night', 'travel'] as const;
export type HourField = (typeof HOUR_FIELDS)[number];

/** The project's switches the grid follows (001 §3.10). */
export interface GridRules {
  useLunch: boolean;
  useNightHours: boolean;
  usePerDiem: boolean;
  allowTimesheetOutsideContract: boolean;
}

/** A day as the API sends it (TimesheetDay), narrowed to what the form reads. */
export interface ApiDay {
  id?: number | null;
  date: string;
  dayType: number;
  start: string;
  end: string;
  lunch: string;
  night: string;
  travel: string;
  comment: string;
  outsideContract: boolean;
  refused: boolean;
  refusalComment?: string | null;
  allowances: readonly { flagItemId: number; quantity: number | string; name?: string | null }[];
}

/** The API's '--:--' (and '00:00' for a duration) read as an empty field. */
const fromApiHours = (value: string, isDuration: boolean) =>
  value === EMPTY_HOURS || !value || (isDuration && hoursToMinutes(value) === 0) ? '' : value;

export function dayFromApi(day: ApiDay): DayDraft {
  return {
    id: day.id ?? null,
    date: day.date,
    dayType: day.dayType,
    start: fromApiHours(day.start, false),
    end: fromApiHours(day.end, false),
    lunch: fromApiHours(day.lunch, true),
    night: fromApiHours(day.night, true),
    travel: fromApiHours(day.travel, true),
    comment: day.comment ?? '',
    allowances: day.allowances.map((a) => ({
      flagItemId: a.flagItemId,
      quantity: Number(a.quantity),
      ...(a.name ? { name: a.name } : {}),
    })),
    outsideContract: day.outsideContract,
    refused: day.refused,
    refusalComment: day.refusalComment ?? '',
  };
}

/** What SaveTimesheetWeek receives for a day (TimesheetDayInput): an empty field is '--:--'. */
export function dayToInput(day: DayDraft) {
  const hours = (value: string) => value || EMPTY_HOURS;
  return {
    Date: day.date,
    DayType: day.dayType,
    Start: hours(day.start),
    End: hours(day.end),
    Lunch: hours(day.lunch),
    Night: hours(day.night),
    Travel: hours(day.travel),
    Comment: day.comment,
    Allowances: day.allowances
      .filter((a) => a.quantity > 0)
      .map((a) => ({ FlagItemId: a.flagItemId, Quantity: String(a.quantity) })),
  };
}

const COMPLETE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A field typed to its end (HH:MM), or left empty. */
export const isCompleteHours = (value: string) => value === '' || COMPLETE.test(value);

export const hasHours = (day: DayDraft) => day.start !== '' || day.end !== '' || day.travel !== '';

/** Minutes worked on a day: end − start (an end before the start is the next morning), less lunch when used. */
export function workedMinutes(day: DayDraft, useLunch: boolean): number {
  if (!day.start || !day.end || !isCompleteHours(day.start) || !isCompleteHours(day.end)) return 0;
  const start = hoursToMinutes(day.start);
  let end = hoursToMinutes(day.end);
  if (end <= start) end += 24 * 60;
  const lunch = useLunch && isCompleteHours(day.lunch) ? hoursToMinutes(day.lunch) : 0;
  return Math.max(0, end - start - lunch);
}

export const weekMinutes = (days: readonly DayDraft[], useLunch: boolean) =>
  days.reduce((sum, day) => sum + workedMinutes(day, useLunch), 0);

/** 2535 minutes -> '42:15' (a week's total may pass 24 hours). */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The hours and allowances of `from` on `to`; `to` keeps its date, day type, comment and decision marks. */
function withHoursOf(to: DayDraft, from: DayDraft): DayDraft {
  return {
    ...to,
    start: from.start,
    end: from.end,
    lunch: from.lunch,
    night: from.night,
    travel: from.travel,
    allowances: from.allowances.map((a) => ({ ...a })),
  };
}

/** Quick entry: the day at `index` takes the hours and allowances of the day before it. */
export function copyPreviousDay(days: readonly DayDraft[], index: number): DayDraft[] {
  if (index <= 0 || index >= days.length) return [...days];
  return days.map((day, i) => (i === index ? withHoursOf(day, days[index - 1]!) : day));
}

/** The days of a week paid at the day's rate; the sixth and seventh pay premiums and are entered on purpose. */
export const FILLED_WEEK_DAYS = 5;

/** The days a rest day or a day already filled keeps as they are when the week is filled. */
const fillable = (day: DayDraft) => !hasHours(day) && day.dayType !== DAY_TYPES.rest;

/**
 * Quick entry: every later day of the first five still empty (and not a rest day) takes the hours and allowances
 * of the first day with hours. Null when no day has hours yet.
 */
export function fillWeek(days: readonly DayDraft[]): DayDraft[] | null {
  const first = days.findIndex(hasHours);
  if (first < 0) return null;
  return days.map((day, i) =>
    i > first && i < FILLED_WEEK_DAYS && fillable(day) ? withHoursOf(day, days[first]!) : day,
  );
}

/** Why a day cannot be saved as typed (texts of the 'timesheets' form). */
export type DayProblem =
  | 'incompleteHours'
  | 'startWithoutEnd'
  | 'endWithoutStart'
  | 'lunchTooLong'
  | 'outsideContract'
  | 'restWithHours';

export interface DayCheck {
  /** Hour fields typed halfway (a mask needs its 4 digits). */
  fields: HourField[];
  problems: DayProblem[];
}

/** The checks the grid shows under a day before anything is sent (the server applies the same rules). */
export function checkDay(day: DayDraft, rules: GridRules): DayCheck {
  const fields = HOUR_FIELDS.filter((field) => !isCompleteHours(day[field]));
  const problems: DayProblem[] = [];
  if (fields.length) problems.push('incompleteHours');
  if (day.start && !day.end) problems.push('startWithoutEnd');
  if (day.end && !day.start) problems.push('endWithoutStart');
  if (
    rules.useLunch &&
    day.lunch &&
    day.start &&
    day.end &&
    fields.length === 0 &&
    workedMinutes({ ...day, lunch: '' }, false) <= hoursToMinutes(day.lunch)
  )
    problems.push('lunchTooLong');
  if (day.outsideContract && !rules.allowTimesheetOutsideContract && hasHours(day))
    problems.push('outsideContract');
  if (day.dayType === DAY_TYPES.rest && (day.start || day.end)) problems.push('restWithHours');
  return { fields, problems };
}

/** The checks of every day; empty when the week may be saved. */
export function checkWeek(days: readonly DayDraft[], rules: GridRules): Map<string, DayCheck> {
  const result = new Map<string, DayCheck>();
  for (const day of days) {
    const check = checkDay(day, rules);
    if (check.problems.length) result.set(day.date, check);
  }
  return result;
}

/** A YYYY-MM-DD day moved by `days` days (calendar arithmetic in UTC, no time zone shift). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in the browser's zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
