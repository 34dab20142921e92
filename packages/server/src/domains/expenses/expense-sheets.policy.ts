import { and, eq, or, type SQL } from 'drizzle-orm';
import { type Actor, readsAllSheets } from '../../core/actor';
import { inProject } from '../../core/scope';
import { validatesSql } from '../approvals';
import { EXPENSE_SHEET_APPROVAL } from './expense-sheet-approval';
import { expenseSheets } from './expenses.table';

/**
 * The expense sheets a caller sees (GetExpenseSheet, its receipts): their own (owner or encoder), every sheet
 * of the project for who reads all sheets (readsAllSheets, core/actor), and the sheets of the departments where they
 * validate expenses.
 */
export function visibleWhere(actor: Actor): SQL {
  if (readsAllSheets(actor)) return inProject(expenseSheets, actor);
  return and(
    inProject(expenseSheets, actor),
    or(
      eq(expenseSheets.userId, actor.userId),
      eq(expenseSheets.encoderId, actor.userId),
      validatesSql(EXPENSE_SHEET_APPROVAL, actor),
    ),
  )!;
}

/** The sheets a caller changes outside the approval (delete, resubmit): their own, as owner or encoder. */
export function editableWhere(actor: Actor): SQL {
  return and(
    inProject(expenseSheets, actor),
    or(eq(expenseSheets.userId, actor.userId), eq(expenseSheets.encoderId, actor.userId)),
  )!;
}
