import { EXPENSE_KINDS } from '@setledger/shared/expenses/expenses.constants';
import { z } from 'zod';
import { readsAllSheets } from '../../../core/actor';
import { allProjectExpenseSheets } from '../../expenses';
import { defineSource } from '../export-source';
import { EXPORT_TEXT } from '../export-texts';
import { anyBoolean, anyInt, anyInts, anyText } from './filter-fields';

/** GetProjectExpenseSheets' filter without its paging. */
export const projectSheetsFilter = z.object({
  userId: anyInt,
  departmentNumber: anyInt,
  status: anyInts,
  kind: anyInt,
  processed: anyBoolean,
  startDate: anyText,
  endDate: anyText,
});

/** The same rights as GetProjectExpenseSheets: the expense module and who reads every sheet. */
export const readsProjectSheets = (actor: Parameters<typeof readsAllSheets>[0]) =>
  actor.modules.has('useExpense') && readsAllSheets(actor);

/** 'expense': the production expense sheets list, one row per sheet. */
export const expenseSource = defineSource({
  name: 'expense',
  filter: projectSheetsFilter,
  mayRead: readsProjectSheets,
  rows: allProjectExpenseSheets,
  cells: {
    sheetId: (r) => r.sheet.id,
    title: (r) => r.sheet.title,
    person: (r) => `${r.userFirstName} ${r.userName}`.trim(),
    department: (r) => r.departmentName,
    kind: (r, x) =>
      x.t(r.sheet.kind === EXPENSE_KINDS.invoice ? EXPORT_TEXT.kindInvoices : EXPORT_TEXT.kindExpenses),
    sentAt: (r) => r.sheet.submittedAt,
    itemCount: (r) => r.itemCount!,
    status: (r, x) => x.status(r.sheet.status),
    processed: (r) => r.sheet.processed,
    amountTotal: (r) => r.sheet.amountTotal,
  },
});
