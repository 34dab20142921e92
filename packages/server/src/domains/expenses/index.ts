/** The expenses domain's public module (issue 13): what other domains may use. */
export { readsAllSheets } from './expense-access';
export { expenseDashboardFigures } from './expense-figures.service';
export { allProjectExpenseSheets } from './expense-sheets.service';
export { allProjectExpenseItems } from './project-expense-items.service';
