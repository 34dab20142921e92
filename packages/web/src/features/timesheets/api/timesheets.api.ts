import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { gqlRequest } from '../../../lib/graphql';
import type { TimesheetDayInput, TimesheetListFilter } from '../../../lib/graphql-schema.generated';
import type { AllowanceItem } from '../components/AllowancesDialog';
import type { TimesheetListItemFieldsFragment } from './fragments/timesheet-list-item-fields.generated';
import type { TimesheetWeekFieldsFragment } from './fragments/timesheet-week-fields.generated';
import { AddUpdStageDayDocument } from './operations/add-upd-stage-day.generated';
import { ChangeStatusOfProcessForTimesheetsDocument } from './operations/change-status-of-process-for-timesheets.generated';
import { DelStageDayDocument } from './operations/del-stage-day.generated';
import { DelTimesheetDocument } from './operations/del-timesheet.generated';
import { GetProjectTimesheetsDocument } from './operations/get-project-timesheets.generated';
import { GetStageDaysDocument, type GetStageDaysQuery } from './operations/get-stage-days.generated';
import { GetTimesheetDocument } from './operations/get-timesheet.generated';
import { GetTimesheetAllowanceItemsDocument } from './operations/get-timesheet-allowance-items.generated';
import {
  GetTimesheetCrewDocument,
  type GetTimesheetCrewQuery,
} from './operations/get-timesheet-crew.generated';
import { GetTimesheetDepartmentsDocument } from './operations/get-timesheet-departments.generated';
import { GetTimesheetWeekDocument } from './operations/get-timesheet-week.generated';
import { GetTimesheetsToValidateDocument } from './operations/get-timesheets-to-validate.generated';
import { MyTimesheetsDocument } from './operations/my-timesheets.generated';
import { RejectTimesheetDocument } from './operations/reject-timesheet.generated';
import { SaveTimesheetWeekDocument } from './operations/save-timesheet-week.generated';
import { SendTimesheetDocument } from './operations/send-timesheet.generated';
import { TimesheetRulesDocument, type TimesheetRulesQuery } from './operations/timesheet-rules.generated';
import { UndoRejectTimesheetDocument } from './operations/undo-reject-timesheet.generated';
import { ValidateAllTimesheetsDocument } from './operations/validate-all-timesheets.generated';
import { ValidateTimesheetDocument } from './operations/validate-timesheet.generated';

export type TimesheetWeek = TimesheetWeekFieldsFragment;
export type TimesheetListItem = TimesheetListItemFieldsFragment;
export type TimesheetPage = { items: TimesheetListItem[]; totalRecords: number };
export type StageDay = GetStageDaysQuery['GetStageDays'][number];
export type TimesheetRules = TimesheetRulesQuery['myProject'];
export type TimesheetCrewMember = GetTimesheetCrewQuery['Users'][number];
export type ListFilter = TimesheetListFilter;

/** Query keys: every timesheet query sits under 'timesheets' so one invalidation refreshes the screens. */
export const timesheetKeys = {
  all: ['timesheets'] as const,
  mine: (offset: number, size: number) => ['timesheets', 'mine', offset, size] as const,
  week: (userId: number | null, date: string) => ['timesheets', 'week', userId, date] as const,
  sheet: (id: number) => ['timesheets', 'sheet', id] as const,
  toValidate: (filter: ListFilter) => ['timesheets', 'to-validate', filter] as const,
  project: (filter: ListFilter) => ['timesheets', 'project', filter] as const,
  stageDays: (from: string, to: string) => ['timesheets', 'stage-days', from, to] as const,
  rules: ['timesheet-references', 'rules'] as const,
  allowances: ['timesheet-references', 'allowances'] as const,
  crew: ['timesheet-references', 'crew'] as const,
  departments: ['timesheet-references', 'departments'] as const,
};

export async function myTimesheets(offset: number, size: number): Promise<TimesheetPage> {
  const data = await gqlRequest(MyTimesheetsDocument, { size, offset });
  return data.MyTimesheets;
}

export async function getTimesheetWeek(userId: number | null, date: string): Promise<TimesheetWeek> {
  const data = await gqlRequest(GetTimesheetWeekDocument, { userId, date });
  return data.GetTimesheetWeek;
}

export async function getTimesheet(id: number): Promise<TimesheetWeek> {
  const data = await gqlRequest(GetTimesheetDocument, { id });
  return data.GetTimesheet;
}

export async function getTimesheetsToValidate(filter: ListFilter): Promise<TimesheetPage> {
  const data = await gqlRequest(GetTimesheetsToValidateDocument, { f: filter });
  return data.GetTimesheetsToValidate;
}

export async function getProjectTimesheets(filter: ListFilter): Promise<TimesheetPage> {
  const data = await gqlRequest(GetProjectTimesheetsDocument, { f: filter });
  return data.GetProjectTimesheets;
}

export async function saveTimesheetWeek(input: {
  userId: number | null;
  weekStart: string;
  days: TimesheetDayInput[];
  comment: string;
}): Promise<TimesheetWeek> {
  const data = await gqlRequest(SaveTimesheetWeekDocument, input);
  return data.SaveTimesheetWeek;
}

export async function sendTimesheet(id: number): Promise<TimesheetWeek> {
  const data = await gqlRequest(SendTimesheetDocument, { id });
  return data.SendTimesheet;
}

export async function validateTimesheet(id: number, comment: string | null): Promise<TimesheetWeek> {
  const data = await gqlRequest(ValidateTimesheetDocument, { id, comment });
  return data.ValidateTimesheet;
}

export async function rejectTimesheet(id: number, comment: string, dayIds: number[]): Promise<TimesheetWeek> {
  const data = await gqlRequest(RejectTimesheetDocument, { id, comment, dayIds });
  return data.RejectTimesheet;
}

export async function undoRejectTimesheet(id: number): Promise<TimesheetWeek> {
  const data = await gqlRequest(UndoRejectTimesheetDocument, { id });
  return data.UndoRejectTimesheet;
}

export async function validateAllTimesheets(ids: number[]): Promise<number> {
  const data = await gqlRequest(ValidateAllTimesheetsDocument, { ids });
  return data.ValidateAllTimesheets;
}

export async function delTimesheet(id: number): Promise<void> {
  await gqlRequest(DelTimesheetDocument, { id });
}

export async function changeTimesheetProcessed(id: number, processed: boolean): Promise<void> {
  await gqlRequest(ChangeStatusOfProcessForTimesheetsDocument, { id, v: processed });
}

export async function getStageDays(from: string, to: string): Promise<StageDay[]> {
  const data = await gqlRequest(GetStageDaysDocument, { from, to });
  return data.GetStageDays;
}

export async function addUpdStageDay(input: {
  id: number | null;
  date: string;
  place: string;
  note: string;
}): Promise<StageDay> {
  const data = await gqlRequest(AddUpdStageDayDocument, input);
  return data.AddUpdStageDay;
}

export async function delStageDay(id: number): Promise<void> {
  await gqlRequest(DelStageDayDocument, { id });
}

export async function getTimesheetRules(): Promise<TimesheetRules> {
  const data = await gqlRequest(TimesheetRulesDocument);
  return data.myProject;
}

/** The project's custom allowances (flag type 3) and per diems (type 4), enabled ones only. */
export async function getAllowanceItems(): Promise<AllowanceItem[]> {
  const data = await gqlRequest(GetTimesheetAllowanceItemsDocument, {
    t: [FLAG_TYPES.customAllowances, FLAG_TYPES.customPerDiem],
  });
  return data.GetProjectFlagItems.filter((item) => !item.disabled).map((item) => ({
    id: item.id,
    name: item.name,
    kind: item.flagType === FLAG_TYPES.customPerDiem ? 'perDiem' : 'allowance',
  }));
}

/** The people production may enter timesheets for, under contract first. */
export async function getTimesheetCrew(): Promise<TimesheetCrewMember[]> {
  const data = await gqlRequest(GetTimesheetCrewDocument);
  return data.Users;
}

export async function getTimesheetDepartments(): Promise<{ value: number; message: string }[]> {
  const data = await gqlRequest(GetTimesheetDepartmentsDocument);
  return data.GetDepartments;
}
