/** The timesheets domain's public module (issue 18): what other domains may use. */

export { getPayRules, payRulesOfProject } from './pay-rules.service';
export { TIMESHEET_APPROVAL, TIMESHEET_HEADER_COUNTERS, timesheetsToValidate } from './timesheet-approval';
export { changeTimesheetProcessed } from './timesheet-approval.service';
export { followCommuteInLedger } from './timesheet-commute.service';
export { writeDemoTimesheetWeek } from './timesheet-demo';
export {
  type PayrollRow,
  payrollRows,
  seesPayAmounts,
  type TimesheetExportDay,
  timesheetDaysForExport,
} from './timesheet-export.service';
export type {} from './timesheets.events';
export {
  salaryLines,
  stageDays,
  timesheetDayAllowances,
  timesheetDays,
  timesheetPayLines,
  timesheetPayRules,
  timesheets,
} from './timesheets.table';
