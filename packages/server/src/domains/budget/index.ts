/** The budget domain's public module (issue 13): what other domains may use. */
export { budgetDepartments } from './budget-access';
export { assertWithinBudget } from './budget-check.service';
export { projectCostTotals } from './budget-figures.service';
export { budgetPerCategoryRows } from './budget-views.service';
