/** The carbon budget's public module (issue 16): the PO send check, the history's follower, the template. */

export { refreshForecastHistory, totalsOf as carbonBudgetTotalsOf } from './carbon-budget.service';
export { forecastCells as carbonForecastCells } from './carbon-budget.sql';
export { carbonBudgetLines, carbonForecastHistory } from './carbon-budget.table';
export { assertWithinCarbonBudget } from './carbon-budget-check.service';
export { followLedgerForForecast } from './carbon-budget-events';
export { carbonBudgetTemplate } from './carbon-budget-import.service';
