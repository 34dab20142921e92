/** The action plans' public module (issue 16): what the production summary and the final report read. */

export { actionReportFilterOf, actionReportXlsx } from './action-report.xlsx';
export { readsActions } from './green-actions.policy';
export {
  type ActionCounts,
  type ActionItem,
  actionSummary,
  allActionsOf,
  plansWithActions,
  todayIso,
} from './green-actions.service';
export { actionPlans, greenActions } from './green-actions.table';
