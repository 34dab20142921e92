import { DAYS_PER_WEEK } from '@setledger/shared/timesheets/timesheets.constants';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT, maxItems } from '../../graphql/input-rules';
import * as stage from './stage-days.service';
import * as approval from './timesheet-approval.service';
import * as lists from './timesheet-list.service';
import {
  StageDayRef,
  TimesheetDayInputRef,
  TimesheetListFilterRef,
  TimesheetPageRef,
  TimesheetWeekRef,
} from './timesheet-types.graphql';
import * as weeks from './timesheet-week.service';

const TIMESHEETS = { module: 'useTimesheet' } as const;
const PRODUCTION = { $all: { module: 'useTimesheet', adminOrProd: true } } as const;
const VISIBLE =
  'policy: timesheets.policy visibleWhere (owner or encoder, who reads all sheets, validators of its department), else NOT_FOUND';
const DECIDER =
  "validation level: the deciding validator of the week's department at its level (validationLevelTs), never their own week; else NOT_FOUND";

type FilterArg =
  | {
      UserId?: number | null;
      WeekStart?: string | null;
      Status?: number[] | null;
      DepartmentNumber?: number | null;
      Processed?: boolean | null;
      Size?: number | null;
      Offset?: number | null;
    }
  | null
  | undefined;
const filterOf = (f: FilterArg): lists.TimesheetListFilter => ({
  userId: f?.UserId,
  weekStart: f?.WeekStart,
  status: f?.Status,
  departmentNumber: f?.DepartmentNumber,
  processed: f?.Processed,
  size: f?.Size,
  offset: f?.Offset,
});

builder.queryFields((t) => ({
  MyTimesheets: t.field({
    type: TimesheetPageRef,
    description: "The caller's weeks, newest first (20 a page by default, 100 at most).",
    extensions: { rule: "ownership: the caller's own weeks" },
    authScopes: TIMESHEETS,
    args: { Size: t.arg.int({ required: false }), Offset: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      lists.myTimesheets(ctx, requireActor(ctx), { size: args.Size, offset: args.Offset }),
  }),
  GetTimesheetWeek: t.field({
    type: TimesheetWeekRef,
    description:
      'The week holding Date for the caller, or for UserId (production entering for crew, accountants, validators of the department); unsaved: id null, days pre-filled.',
    extensions: {
      rule: 'ownership: the caller’s own week; another member for administrators, production, who reads all sheets and validators of their department, else NOT_FOUND; another project’s person NOT_FOUND',
    },
    authScopes: TIMESHEETS,
    args: { UserId: t.arg.int({ required: false }), Date: t.arg.string({ description: 'YYYY-MM-DD.' }) },
    resolve: (_root, args, ctx) =>
      weeks.getTimesheetWeek(ctx, requireActor(ctx), { userId: args.UserId, date: args.Date }),
  }),
  GetTimesheet: t.field({
    type: TimesheetWeekRef,
    extensions: { rule: VISIBLE },
    authScopes: TIMESHEETS,
    args: { TimesheetId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      weeks.getTimesheet(ctx, requireActor(ctx), { timesheetId: args.TimesheetId }),
  }),
  GetTimesheetsToValidate: t.field({
    type: TimesheetPageRef,
    description:
      'The weeks the caller may decide now: level 1 on sent ones, level 2 on those validated at level 1.',
    extensions: { rule: "validation level: the weeks waiting for the caller's level in their departments" },
    authScopes: TIMESHEETS,
    args: { Filter: t.arg({ type: TimesheetListFilterRef, required: false }) },
    resolve: (_root, args, ctx) =>
      lists.getTimesheetsToValidate(ctx, requireActor(ctx), filterOf(args.Filter)),
  }),
  GetProjectTimesheets: t.field({
    type: TimesheetPageRef,
    description:
      'Every week of the project, for administrators, production, accountants and the whole budget.',
    extensions: { rule: VISIBLE },
    authScopes: {
      $all: {
        module: 'useTimesheet',
        $any: { adminOrProd: true, anyRight: ['canMarkEntryAsProcessed', 'canViewGlobalBudget'] },
      },
    },
    args: { Filter: t.arg({ type: TimesheetListFilterRef, required: false }) },
    resolve: (_root, args, ctx) => lists.getProjectTimesheets(ctx, requireActor(ctx), filterOf(args.Filter)),
  }),
  GetStageDays: t.field({
    type: [StageDayRef],
    description: 'The production’s stage days between From and To (YYYY-MM-DD), 500 at most.',
    extensions: { rule: 'project: any member of the project' },
    authScopes: TIMESHEETS,
    args: {
      From: t.arg.string({ required: false, ...DATE_INPUT }),
      To: t.arg.string({ required: false, ...DATE_INPUT }),
    },
    resolve: (_root, args, ctx) =>
      stage.getStageDays(ctx, requireActor(ctx), { from: args.From, to: args.To }),
  }),
}));

builder.mutationFields((t) => ({
  SaveTimesheetWeek: t.field({
    type: TimesheetWeekRef,
    description:
      'Creates or updates a week not sent (or refused): every day in one transaction, the pay recomputed. Field errors name the day (Days.<i>.<Field>).',
    extensions: {
      rule: 'ownership: the caller’s own week; another member’s for administrators and production (timesheetsEntryCrew), else FORBIDDEN; another project’s person NOT_FOUND',
    },
    authScopes: TIMESHEETS,
    args: {
      UserId: t.arg.int({ required: false }),
      WeekStart: t.arg.string({ description: 'YYYY-MM-DD.' }),
      Days: t.arg({ type: [TimesheetDayInputRef], ...maxItems(DAYS_PER_WEEK) }),
      Comment: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      weeks.saveTimesheetWeek(ctx, requireActor(ctx), {
        userId: args.UserId,
        weekStart: args.WeekStart,
        comment: args.Comment,
        days: args.Days.map((d) => ({
          date: d.Date,
          dayType: d.DayType,
          start: d.Start,
          end: d.End,
          lunch: d.Lunch,
          night: d.Night,
          travel: d.Travel,
          comment: d.Comment,
          allowances: d.Allowances?.map((a) => ({ flagItemId: a.FlagItemId, quantity: a.Quantity })),
        })),
      }),
  }),
  SendTimesheet: t.field({
    type: TimesheetWeekRef,
    description: 'Sends a week for validation, or sends a refused week again after fixing it.',
    extensions: {
      rule: 'policy: timesheets.policy editableWhere (owner or encoder; production for crew), else NOT_FOUND',
    },
    authScopes: TIMESHEETS,
    args: { TimesheetId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      approval.sendTimesheet(ctx, requireActor(ctx), { timesheetId: args.TimesheetId }),
  }),
  ValidateTimesheet: t.field({
    type: TimesheetWeekRef,
    description:
      'Validates at the caller’s level; of two validators acting at once exactly one succeeds (CONFLICT).',
    extensions: { rule: DECIDER },
    authScopes: TIMESHEETS,
    args: { TimesheetId: t.arg.int(), Comment: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) =>
      approval.validateTimesheet(ctx, requireActor(ctx), {
        timesheetId: args.TimesheetId,
        comment: args.Comment,
      }),
  }),
  RejectTimesheet: t.field({
    type: TimesheetWeekRef,
    description: 'Refuses at the caller’s level with a comment; DayIds flags those days refused.',
    extensions: { rule: DECIDER },
    authScopes: TIMESHEETS,
    args: {
      TimesheetId: t.arg.int(),
      Comment: t.arg.string(),
      DayIds: t.arg.intList({ required: false, ...maxItems(DAYS_PER_WEEK) }),
    },
    resolve: (_root, args, ctx) =>
      approval.rejectTimesheet(ctx, requireActor(ctx), {
        timesheetId: args.TimesheetId,
        comment: args.Comment,
        dayIds: args.DayIds,
      }),
  }),
  UndoRejectTimesheet: t.field({
    type: TimesheetWeekRef,
    description: 'The validator who refused a week takes the refusal back (4 → 1, 16 → 2).',
    extensions: { rule: 'validation level: only the validator who refused the week; else NOT_FOUND' },
    authScopes: TIMESHEETS,
    args: { TimesheetId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      approval.undoRejectTimesheet(ctx, requireActor(ctx), { timesheetId: args.TimesheetId }),
  }),
  ValidateAllTimesheets: t.int({
    description: 'Validates each listed week waiting for the caller as if alone; answers how many moved.',
    extensions: { rule: 'validation level: each week as ValidateTimesheet; others are left as they are' },
    authScopes: TIMESHEETS,
    args: { TimesheetIds: t.arg.intList({ ...maxItems(approval.MAX_VALIDATE_ALL) }) },
    resolve: (_root, args, ctx) =>
      approval.validateAllTimesheets(ctx, requireActor(ctx), { timesheetIds: args.TimesheetIds }),
  }),
  DelTimesheet: t.int({
    description: 'Deletes a week not sent yet; any week with canDeleteAfterValidation (its salary lines go).',
    extensions: {
      rule: 'policy: timesheets.policy editableWhere, or any week with canDeleteAfterValidation, else NOT_FOUND; not sent only unless canDeleteAfterValidation',
    },
    authScopes: TIMESHEETS,
    args: { TimesheetId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      weeks.delTimesheet(ctx, requireActor(ctx), { timesheetId: args.TimesheetId }),
  }),
  AddUpdStageDay: t.field({
    type: StageDayRef,
    description: 'Makes or changes a stage day (one per date).',
    extensions: {
      rule: 'role: administrators and production of the project; another project’s day NOT_FOUND',
    },
    authScopes: PRODUCTION,
    args: {
      StageDayId: t.arg.int({ required: false }),
      Date: t.arg.string({ description: 'YYYY-MM-DD.' }),
      Place: t.arg.string({ required: false }),
      Note: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      stage.addUpdStageDay(ctx, requireActor(ctx), {
        stageDayId: args.StageDayId,
        date: args.Date,
        place: args.Place,
        note: args.Note,
      }),
  }),
  DelStageDay: t.int({
    extensions: {
      rule: 'role: administrators and production of the project; another project’s day NOT_FOUND',
    },
    authScopes: PRODUCTION,
    args: { StageDayId: t.arg.int() },
    resolve: (_root, args, ctx) => stage.delStageDay(ctx, requireActor(ctx), { stageDayId: args.StageDayId }),
  }),
}));
