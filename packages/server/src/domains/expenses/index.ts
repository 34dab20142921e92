/** The expenses domain's public module (issue 13): what other domains may use. */

export type { ExpenseItemFact } from './expense-events';
export { expenseDashboardFigures } from './expense-figures.service';
export {
  allProjectExpenseSheets,
  listSheets,
  listSheetsPrepared,
  type SheetListExtras,
  sheetExtrasOf,
} from './expense-sheets.service';
export { withFlags } from './expenses.service';
export { expenseItemFlags, expenseItems, expenseSheets } from './expenses.table';
export { allProjectExpenseItems } from './project-expense-items.service';
export {
  detectReceiptType as detectUploadType,
  EXTENSIONS as UPLOAD_EXTENSIONS,
  projectReceiptKeys,
} from './receipts.service';
export { getTravelDistance, getTravelPlaces } from './routing.service';
