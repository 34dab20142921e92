import type { ExportableName } from '@setledger/shared/exports/export-columns';
import { budgetPerCategoryRows } from '../../budget';
import type { ExportSource } from '../export-source';
import { budgetPerCategorySource } from './budget-per-category.source';
import { expenseSource } from './expense.source';
import { expenseItemSource } from './expense-item.source';
import { greenTableSource } from './green-table.source';
import { payrollSource } from './payroll.source';
import { purchaseOrderSource } from './purchase-order.source';
import { timesheetSource } from './timesheet.source';
import { userSource } from './user.source';

/** Export sources by name. */
export const EXPORT_SOURCES: Partial<Record<ExportableName, ExportSource>> = {
  expense: expenseSource,
  'expense item': expenseItemSource,
  'purchase order': purchaseOrderSource,
  user: userSource,
  'budget per category': budgetPerCategorySource(budgetPerCategoryRows),
  'green table': greenTableSource,
  timesheet: timesheetSource,
  payroll: payrollSource,
};
