import { allProjectExpenseItems } from '../../expenses';
import { defineSource } from '../export-source';
import { projectSheetsFilter, readsProjectSheets } from './expense.source';

/** 'expense item': the items of the sheets the expenses list shows, one row per item. */
export const expenseItemSource = defineSource({
  name: 'expense item',
  filter: projectSheetsFilter,
  mayRead: readsProjectSheets,
  rows: allProjectExpenseItems,
  cells: {
    date: (r) => r.date,
    person: (r) => `${r.userFirstName} ${r.userName}`.trim(),
    department: (r) => r.departmentName,
    category: (r) => r.categoryName,
    description: (r) => r.description,
    amount: (r) => r.amount,
    amountVat: (r) => r.amountVat,
    amountTotal: (r) => r.amountTotal,
    kgCoTwo: (r) => r.kgCoTwo,
    status: (r, x) => x.status(r.validated),
  },
});
