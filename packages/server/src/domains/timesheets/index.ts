/** The timesheets domain's public module (issue 18): what other domains may use. */

export { followCommuteInLedger } from './timesheet-commute.service';
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
