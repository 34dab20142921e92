/**
 * Timesheets (issue 18): a person's week, one row per day, validated at two levels like expense sheets. The
 * spec names the switches, flags and salary-line fields (001 §3.10, §3.12, §3.13) but gives no codes for day
 * types or pay-line kinds: these are ours.
 */

/** A timesheet's status: the same codes as expense sheets (001 §4: 0, 1, 2, 4, 8, 16). */
export const TIMESHEET_STATUS = {
  notSubmitted: 0,
  submitted: 1,
  validatedLevel1: 2,
  refusedLevel1: 4,
  validatedLevel2: 8,
  refusedLevel2: 16,
} as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUS)[keyof typeof TIMESHEET_STATUS];

/** The kind of a day (our codes). Rest days pay nothing but per diems; travel days pay travel time only. */
export const DAY_TYPES = {
  work: 0,
  travel: 1,
  rest: 2,
  sixthDay: 3,
  seventhDay: 4,
  sunday: 5,
  stageDay: 6,
} as const;
export type DayType = (typeof DAY_TYPES)[keyof typeof DAY_TYPES];
export const DAY_TYPE_VALUES: readonly DayType[] = Object.values(DAY_TYPES);

/** The lines a day's pay is made of (our codes), in the order they are shown and exported. */
export const PAY_LINE_KINDS = [
  'base',
  'overtime',
  'night',
  'sixthDay',
  'seventhDay',
  'sunday',
  'travel',
  'allowance',
  'perDiem',
] as const;
export type PayLineKind = (typeof PAY_LINE_KINDS)[number];

/** A week has 7 days; a timesheet's days are its week's, and nothing else. */
export const DAYS_PER_WEEK = 7;

/**
 * ChangeStatusOfProcess Type of a timesheet (our addition beside the spec's sheet types 1 and 2; purchase orders
 * already took 3).
 */
export const TIMESHEET_PROCESS_TYPE = 4;
