import { DAY_TYPES } from '@setledger/shared/timesheets/timesheets.constants';
import { isIsoDate } from '@setledger/shared/validation/fields';
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { type Actor, readsAllSheets } from '../../../core/actor';
import { serverText } from '../../../core/texts';
import { timesheetDaysForExport } from '../../timesheets';
import { defineSource } from '../export-source';
import type { ExportTexts } from '../export-texts';
import { anyBoolean, anyInt, anyInts, anyText } from './filter-fields';

/** A day as YYYY-MM-DD (null or absent: any). */
export const anyDate = anyText.refine((value) => !value || isIsoDate(value), 'invalidDate');

/** The screens hold TimesheetListFilter as GraphQL spells it (UserId, Status…): either spelling is read. */
export const camelKeys = (input: unknown): unknown =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(
        Object.entries(input).map(([key, value]) => [key.charAt(0).toLowerCase() + key.slice(1), value]),
      )
    : input;

/** GetProjectTimesheets' filter without its paging, plus a date range. */
const projectTimesheetsObject = z.object({
  userId: anyInt,
  departmentNumber: anyInt,
  status: anyInts,
  processed: anyBoolean,
  weekStart: anyDate,
  startDate: anyDate,
  endDate: anyDate,
});
export const projectTimesheetsFilter = z.preprocess(camelKeys, projectTimesheetsObject);

/** The same rights as GetProjectTimesheets: the timesheet module and who reads every sheet (accountants, production). */
export const readsProjectTimesheets = (actor: Actor) =>
  actor.modules.has('useTimesheet') && readsAllSheets(actor);

/** Minutes as the §5 'HH:MM' (a time of day or a duration); none as ''. */
export const hhmm = (minutes: number | null): string =>
  minutes === null
    ? ''
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Form 'payroll-export' 20-26: the day types. */
const DAY_TYPE_TEXT: Record<number, number> = {
  [DAY_TYPES.work]: 20,
  [DAY_TYPES.travel]: 21,
  [DAY_TYPES.rest]: 22,
  [DAY_TYPES.sixthDay]: 23,
  [DAY_TYPES.seventhDay]: 24,
  [DAY_TYPES.sunday]: 25,
  [DAY_TYPES.stageDay]: 26,
};
export const payText = (texts: ExportTexts, n: number, params?: Record<string, string>) =>
  serverText('payroll-export', n, texts.lang, params);

/** Decimal hours of whole minutes, 2 decimals (7 h 30 → 7.50). */
export const decimalHours = (minutes: number): string => new Decimal(minutes).dividedBy(60).toFixed(2);

/** 'timesheet' (001 §9): one row per day of the project's timesheets. */
export const timesheetSource = defineSource({
  name: 'timesheet',
  filter: projectTimesheetsFilter,
  mayRead: readsProjectTimesheets,
  rows: timesheetDaysForExport,
  cells: {
    person: (r) => `${r.firstName} ${r.name}`.trim(),
    department: (r) => r.departmentName,
    function: (r) => r.functionName,
    week: (r) => r.weekStart,
    date: (r) => r.date,
    dayType: (r, x) => (DAY_TYPE_TEXT[r.dayType] ? payText(x, DAY_TYPE_TEXT[r.dayType]!) : String(r.dayType)),
    start: (r) => hhmm(r.startMinutes),
    end: (r) => hhmm(r.endMinutes),
    lunch: (r) => hhmm(r.lunchMinutes),
    night: (r) => hhmm(r.nightMinutes),
    travel: (r) => hhmm(r.travelMinutes),
    workedHours: (r) => decimalHours(r.workedMinutes),
    amount: (r) => r.amount,
    status: (r, x) => x.status(r.status),
    processed: (r) => r.processed,
  },
});
