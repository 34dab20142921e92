import type { ExportableName } from '@setledger/shared/exports/export-columns';
import type { ExportSource } from '../export-source';
import { expenseSource } from './expense.source';
import { expenseItemSource } from './expense-item.source';
import { purchaseOrderSource } from './purchase-order.source';
import { userSource } from './user.source';

/**
 * Export sources by name. 'budget per category' joins with
 * `budgetPerCategorySource(budgetPerCategoryRows)` once the budget domain provides that function.
 */
export const EXPORT_SOURCES: Partial<Record<ExportableName, ExportSource>> = {
  expense: expenseSource,
  'expense item': expenseItemSource,
  'purchase order': purchaseOrderSource,
  user: userSource,
};
