import type { OvertimeBand } from '@setledger/shared/timesheets/pay-rules.types';
import type { PayLineKind } from '@setledger/shared/timesheets/timesheets.constants';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { budgetCategories, functions } from '../departments/departments.table';
import { projectFlagItems } from '../flags/flags.table';
import { projects } from '../projects/projects.table';
import { users } from '../users/users.table';

const money = () => numeric({ precision: 14, scale: 2 });
const pct = () => numeric({ precision: 7, scale: 2 });

/**
 * A project's pay settings (issue 18): what a daily rate covers and the premiums the switches of 001 §3.10 turn
 * on. One row per project; a project without a row uses the defaults below.
 */
export const timesheetPayRules = pgTable('timesheet_pay_rules', {
  projectId: integer()
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** The production's week start, 0 Sunday … 6 Saturday: a timesheet is one such week. */
  weekStartDay: integer().notNull().default(1),
  baseDayMinutes: integer().notNull().default(600),
  overtimeBands: jsonb()
    .$type<OvertimeBand[]>()
    .notNull()
    .default([
      { fromMinutes: 0, toMinutes: 120, premiumPct: '25' },
      { fromMinutes: 120, toMinutes: null, premiumPct: '50' },
    ]),
  nightPremiumPct: pct().notNull().default('50'),
  sixthDayPremiumPct: pct().notNull().default('50'),
  seventhDayPremiumPct: pct().notNull().default('100'),
  sundayPremiumPct: pct().notNull().default('100'),
  travelRatePct: pct().notNull().default('100'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's timesheet for one week (issue 18), validated at level 1 then level 2 per department exactly as
 * expense sheets (the approvals engine). `version` grows with each change and transition.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Whose week this is. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who entered it (the person, or production entering it for them: timesheetsEntryCrew). */
    encoderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** First day of the week (the project's week start). */
    weekStart: date({ mode: 'string' }).notNull(),
    /** The department whose validators decide: the person's when the week was sent. */
    departmentNumber: integer(),
    /** The person's function when sent: its category and cost centre place the salary lines. */
    functionId: integer().references(() => functions.id, { onDelete: 'set null' }),
    /** TIMESHEET_STATUS: 0, 1, 2, 4, 8, 16. */
    status: integer().notNull().default(0),
    comment: text().notNull().default(''),
    /** Sums of the days (kept with every day write). */
    workedMinutes: integer().notNull().default(0),
    amountTotal: money().notNull().default('0'),
    /** Errors and notes of the custom allowance formulas (001 §3.13 timesheet jsError, jsLog). */
    jsError: text().notNull().default(''),
    jsLog: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    level1By: integer().references(() => users.id, { onDelete: 'set null' }),
    level1At: timestamp({ withTimezone: true }),
    level2By: integer().references(() => users.id, { onDelete: 'set null' }),
    level2At: timestamp({ withTimezone: true }),
    refusalComment: text().notNull().default(''),
    processed: boolean().notNull().default(false),
    processedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.projectId, t.userId, t.weekStart),
    index().on(t.projectId, t.status, t.departmentNumber),
    index().on(t.projectId, t.weekStart, t.id),
  ],
);

/** One day of a timesheet: what was worked, as entered (times in minutes since midnight). */
export const timesheetDays = pgTable(
  'timesheet_days',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    timesheetId: integer()
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    /** DAY_TYPES. */
    dayType: integer().notNull().default(0),
    startMinutes: integer(),
    endMinutes: integer(),
    lunchMinutes: integer().notNull().default(0),
    nightMinutes: integer().notNull().default(0),
    travelMinutes: integer().notNull().default(0),
    comment: text().notNull().default(''),
    /** The person's contract did not cover the day (kept when allowTimesheetOutsideContract let it in). */
    outsideContract: boolean().notNull().default(false),
    /** A validator refused this day (the week goes back to the person with the reason). */
    refused: boolean().notNull().default(false),
    refusalComment: text().notNull().default(''),
    /** Computed by the pay rules on every write. */
    workedMinutes: integer().notNull().default(0),
    amount: money().notNull().default('0'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.timesheetId, t.date), index().on(t.projectId, t.date)],
);

/** A custom allowance or per diem (flag item of type 3 or 4) chosen on a day. */
export const timesheetDayAllowances = pgTable(
  'timesheet_day_allowances',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dayId: integer()
      .notNull()
      .references(() => timesheetDays.id, { onDelete: 'cascade' }),
    flagItemId: integer()
      .notNull()
      .references(() => projectFlagItems.id, { onDelete: 'cascade' }),
    quantity: numeric({ precision: 10, scale: 2 }).notNull().default('1'),
  },
  (t) => [unique().on(t.dayId, t.flagItemId)],
);

/** The pay lines the rules computed for a day (what the accountant's breakdown and the payroll export show). */
export const timesheetPayLines = pgTable(
  'timesheet_pay_lines',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    timesheetId: integer()
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    dayId: integer()
      .notNull()
      .references(() => timesheetDays.id, { onDelete: 'cascade' }),
    kind: text().$type<PayLineKind>().notNull(),
    band: integer().notNull().default(0),
    label: text().notNull().default(''),
    payCode: text().notNull().default(''),
    minutes: integer().notNull().default(0),
    rate: numeric({ precision: 18, scale: 6 }).notNull().default('0'),
    amount: money().notNull().default('0'),
    flagItemId: integer().references(() => projectFlagItems.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.timesheetId), index().on(t.dayId)],
);

/**
 * A salary line of 001 §3.13: made for each validated day (at the last level) of a timesheet, placed by the
 * category and cost centre of the person's function (an allowance with its own category gets a line of its own).
 * The budget's salaries figures read these.
 */
export const salaryLines = pgTable(
  'salary_lines',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    timesheetId: integer()
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    dayId: integer().references(() => timesheetDays.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TIMESHEET_STATUS of the week when the line was made. */
    status: integer().notNull().default(0),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    departmentNumber: integer(),
    functionId: integer().references(() => functions.id, { onDelete: 'set null' }),
    categoryId: integer().references(() => budgetCategories.id, { onDelete: 'set null' }),
    costCenter: text().notNull().default(''),
    minutes: integer().notNull().default(0),
    amount: money().notNull().default('0'),
    /** kgCO2e of the day's commute (when the person declared a vehicle and a distance). */
    kgCo2e: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.projectId, t.departmentNumber, t.categoryId),
    index().on(t.projectId, t.userId, t.startDate),
    index().on(t.timesheetId),
  ],
);

/** The production's stage days (the `stageday` screen): days shot on a stage, which pre-fill the day type. */
export const stageDays = pgTable(
  'stage_days',
  {
    id: serial().primaryKey(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    place: text().notNull().default(''),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.projectId, t.date)],
);
