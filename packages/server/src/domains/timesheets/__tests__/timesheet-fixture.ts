import { eq } from 'drizzle-orm';
import type { App } from '../../../app';
import { contracts, validations } from '../../users/users.table';

export const WEEK = '2026-11-02'; // a Monday (the default week start)
export const WEEK_FIELDS = `id userId fullName weekStart status version comment refusalComment departmentNumber
  workedMinutes hoursStr amountTotal jsError jsLog processed canEdit canSend canValidate canReject canUndoReject
  days { id date dayType start end lunch night travel outsideContract refused refusalComment workedMinutes amount
    allowances { flagItemId name kind quantity } payLines { kind band payCode minutes rate amount } }`;
export const GET_WEEK = `query($u: Int, $d: String!) { GetTimesheetWeek(UserId: $u, Date: $d) { ${WEEK_FIELDS} } }`;
export const GET = `query($id: Int!) { GetTimesheet(TimesheetId: $id) { ${WEEK_FIELDS} } }`;
export const SAVE = `mutation($u: Int, $w: String!, $days: [TimesheetDayInput!]!, $c: String) {
  SaveTimesheetWeek(UserId: $u, WeekStart: $w, Days: $days, Comment: $c) { ${WEEK_FIELDS} } }`;
export const MINE =
  '{ MyTimesheets { totalRecords items { id userId weekStart status workedMinutes hoursStr amountTotal refusedDays outsideContract } } }';
export const SEND = 'mutation($id: Int!) { SendTimesheet(TimesheetId: $id) { id status } }';
export const VALIDATE = 'mutation($id: Int!) { ValidateTimesheet(TimesheetId: $id) { id status } }';
export const REJECT = `mutation($id: Int!, $c: String!, $days: [Int!]) {
  RejectTimesheet(TimesheetId: $id, Comment: $c, DayIds: $days) { id status refusalComment days { id refused refusalComment } } }`;
export const UNDO =
  'mutation($id: Int!) { UndoRejectTimesheet(TimesheetId: $id) { id status days { refused } } }';
export const VALIDATE_ALL = 'mutation($ids: [Int!]!) { ValidateAllTimesheets(TimesheetIds: $ids) }';
export const DEL = 'mutation($id: Int!) { DelTimesheet(TimesheetId: $id) }';
export const TO_VALIDATE =
  '{ GetTimesheetsToValidate { totalRecords items { id status fullName refusedDays } } }';
export const PROJECT_LIST = `query($f: TimesheetListFilter) { GetProjectTimesheets(Filter: $f) {
  totalRecords items { id status processed amountTotal departmentName } } }`;
export const PROCESS = `mutation($id: Int!, $v: Boolean!) {
  ChangeStatusOfProcess(IdOfComponent: $id, Type: 4, ValueOfProcessToChange: $v) }`;

/** A worked day of the week (index 0 = Monday 2 November 2026). */
export const day = (i: number, values: Record<string, unknown> = {}) => ({
  Date: `2026-11-0${2 + i}`,
  DayType: 0,
  Start: '08:00',
  End: '18:00',
  ...values,
});

/** Gives the member one contract at this daily rate (replacing the fixture's). */
export async function setDailyRate(app: App, userProjectId: number, dailyRate: string) {
  await app.database.db.delete(contracts).where(eq(contracts.userProjectId, userProjectId));
  await app.database.db
    .insert(contracts)
    .values({ userProjectId, startDate: '2026-01-01', endDate: '2099-12-31', dailyRate });
}

export async function tsLevel(
  app: App,
  projectId: number,
  userId: number,
  department: number,
  level: number,
) {
  await app.database.db
    .insert(validations)
    .values({ projectId, userId, departmentNumber: department, validationLevelTs: level });
}
