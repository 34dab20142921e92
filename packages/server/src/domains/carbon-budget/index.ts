/** The carbon budget's public module (issue 16): the PO send check, the history's follower, the template. */
export { assertWithinCarbonBudget } from './carbon-budget-check.service';
export { followLedgerForForecast } from './carbon-budget-events';
export { carbonBudgetTemplate } from './carbon-budget-import.service';
