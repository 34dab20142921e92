import { minutesToHours } from '@setledger/shared/timesheets/timesheet-hours';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT, maxItems } from '../../graphql/input-rules';
import { approvalTrail } from '../approvals';
import { ApprovalTrailRef } from '../approvals/approvals.graphql';
import { TIMESHEET_APPROVAL } from './timesheet-approval';
import { MAX_ALLOWANCES_PER_DAY } from './timesheet-input';
import type { TimesheetListItem, TimesheetPage } from './timesheet-list.service';
import type { AllowanceView, DayView, PayLineView, WeekView } from './timesheet-view';
import type { stageDays } from './timesheets.table';

const hoursOf = (minutes: number | null) => (minutes === null ? '--:--' : minutesToHours(minutes));
const durationOf = (minutes: number) => (minutes === 0 ? '--:--' : minutesToHours(minutes));

const TimesheetAllowanceRef = builder.objectRef<AllowanceView>('TimesheetAllowance').implement({
  description: 'A custom allowance (flag type 3) or per diem (type 4) chosen on a day.',
  fields: (t) => ({
    flagItemId: t.exposeInt('flagItemId'),
    name: t.exposeString('name'),
    kind: t.exposeString('kind', { description: "'allowance' or 'perDiem'." }),
    quantity: t.expose('quantity', { type: 'Decimal' }),
  }),
});

const TimesheetPayLineRef = builder.objectRef<PayLineView>('TimesheetPayLine').implement({
  description:
    'One line of a day’s pay (PAY_LINE_KINDS); rate and amount are null where hideSalaryInfo hides them.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    band: t.exposeInt('band'),
    label: t.exposeString('label'),
    payCode: t.exposeString('payCode'),
    minutes: t.exposeInt('minutes'),
    hoursStr: t.string({ resolve: (l) => minutesToHours(l.minutes) }),
    rate: t.expose('rate', { type: 'Decimal', nullable: true }),
    amount: t.expose('amount', { type: 'Decimal', nullable: true }),
  }),
});

const TimesheetDayRef = builder.objectRef<DayView>('TimesheetDay').implement({
  description: "One day of a week; hours as 001 §5 'HH:MM' ('--:--' when empty).",
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true }),
    date: t.exposeString('date'),
    dayType: t.exposeInt('dayType', {
      description: 'DAY_TYPES: work 0, travel 1, rest 2, sixth 3, seventh 4, Sunday 5, stage 6.',
    }),
    start: t.string({ resolve: (d) => hoursOf(d.startMinutes) }),
    end: t.string({ resolve: (d) => hoursOf(d.endMinutes) }),
    lunch: t.string({ resolve: (d) => durationOf(d.lunchMinutes) }),
    night: t.string({ resolve: (d) => durationOf(d.nightMinutes) }),
    travel: t.string({ resolve: (d) => durationOf(d.travelMinutes) }),
    comment: t.exposeString('comment'),
    outsideContract: t.exposeBoolean('outsideContract', {
      description: 'No contract of the person covers the day (001 §2.4 item 4 warning).',
    }),
    refused: t.exposeBoolean('refused'),
    refusalComment: t.exposeString('refusalComment'),
    workedMinutes: t.exposeInt('workedMinutes'),
    hoursStr: t.string({ resolve: (d) => minutesToHours(d.workedMinutes) }),
    amount: t.expose('amount', { type: 'Decimal', nullable: true }),
    allowances: t.field({ type: [TimesheetAllowanceRef], resolve: (d) => d.allowances }),
    payLines: t.field({ type: [TimesheetPayLineRef], resolve: (d) => d.payLines }),
  }),
});

export const TimesheetWeekRef = builder.objectRef<WeekView>('TimesheetWeek').implement({
  description:
    'A person’s week (the production’s week start): id null while unsaved; amounts null where hideSalaryInfo hides them; jsError and jsLog for accountants and validators only.',
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true }),
    userId: t.exposeInt('userId'),
    fullName: t.exposeString('fullName'),
    weekStart: t.exposeString('weekStart'),
    status: t.exposeInt('status', { description: 'TIMESHEET_STATUS: 0, 1, 2, 4, 8, 16 (001 §4).' }),
    version: t.exposeInt('version'),
    comment: t.exposeString('comment'),
    refusalComment: t.exposeString('refusalComment'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    workedMinutes: t.exposeInt('workedMinutes'),
    hoursStr: t.string({ resolve: (w) => minutesToHours(w.workedMinutes) }),
    amountTotal: t.expose('amountTotal', { type: 'Decimal', nullable: true }),
    jsError: t.exposeString('jsError', { nullable: true }),
    jsLog: t.exposeString('jsLog', { nullable: true }),
    processed: t.exposeBoolean('processed'),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    canEdit: t.exposeBoolean('canEdit'),
    canSend: t.exposeBoolean('canSend'),
    canValidate: t.exposeBoolean('canValidate'),
    canReject: t.exposeBoolean('canReject'),
    canUndoReject: t.exposeBoolean('canUndoReject'),
    days: t.field({ type: [TimesheetDayRef], resolve: (w) => w.days }),
    trail: t.field({
      type: ApprovalTrailRef,
      nullable: true,
      description: 'The approval trail (null while unsaved).',
      resolve: (w, _args, ctx) =>
        w.row ? approvalTrail(ctx.db, TIMESHEET_APPROVAL, requireActor(ctx).projectId, w.row) : null,
    }),
  }),
});

const TimesheetListItemRef = builder.objectRef<TimesheetListItem>('TimesheetListItem').implement({
  description: 'A week in a list; amountTotal null where hideSalaryInfo hides it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    fullName: t.exposeString('fullName'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    weekStart: t.exposeString('weekStart'),
    status: t.exposeInt('status'),
    workedMinutes: t.exposeInt('workedMinutes'),
    hoursStr: t.string({ resolve: (r) => minutesToHours(r.workedMinutes) }),
    amountTotal: t.expose('amountTotal', { type: 'Decimal', nullable: true }),
    processed: t.exposeBoolean('processed'),
    refusedDays: t.exposeInt('refusedDays'),
    outsideContract: t.exposeBoolean('outsideContract'),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const TimesheetPageRef = builder.objectRef<TimesheetPage>('TimesheetPage').implement({
  fields: (t) => ({
    items: t.field({ type: [TimesheetListItemRef], resolve: (p) => p.items }),
    totalRecords: t.exposeInt('totalRecords'),
  }),
});

export const StageDayRef = builder.objectRef<typeof stageDays.$inferSelect>('StageDay').implement({
  description: 'A day the production shoots on a stage: it pre-fills the day type of every week.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    date: t.exposeString('date'),
    place: t.exposeString('place'),
    note: t.exposeString('note'),
  }),
});

export const TimesheetListFilterRef = builder.inputType('TimesheetListFilter', {
  description:
    'Person, week start (YYYY-MM-DD), statuses, department, processed and paging (20 by default, 100 at most).',
  fields: (t) => ({
    UserId: t.int({ required: false }),
    WeekStart: t.string({ required: false, ...DATE_INPUT }),
    Status: t.intList({ required: false, ...maxItems(6) }),
    DepartmentNumber: t.int({ required: false }),
    Processed: t.boolean({ required: false }),
    Size: t.int({ required: false }),
    Offset: t.int({ required: false }),
  }),
});

const TimesheetAllowanceInputRef = builder.inputType('TimesheetAllowanceInput', {
  fields: (t) => ({
    FlagItemId: t.int(),
    Quantity: t.field({ type: 'Decimal', required: false, description: '1 when not given.' }),
  }),
});

export const TimesheetDayInputRef = builder.inputType('TimesheetDayInput', {
  description: "A day of the week; hours as 001 §5 'HH:MM', '--:--' or empty for none.",
  fields: (t) => ({
    Date: t.string({ ...DATE_INPUT }),
    DayType: t.int(),
    Start: t.string({ required: false }),
    End: t.string({ required: false }),
    Lunch: t.string({ required: false }),
    Night: t.string({ required: false }),
    Travel: t.string({ required: false }),
    Comment: t.string({ required: false }),
    Allowances: t.field({
      type: [TimesheetAllowanceInputRef],
      required: false,
      ...maxItems(MAX_ALLOWANCES_PER_DAY),
    }),
  }),
});
