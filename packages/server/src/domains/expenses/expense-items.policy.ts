import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import { visibleWhere as sheetVisibleWhere } from './expense-sheets.policy';
import { expenseItems, expenseSheets } from './expenses.table';

const qb = new QueryBuilder();

/** Administrators and production enter, change and delete items for anyone of the project. */
export const entersForOthers = (actor: Actor): boolean => actor.isAdmin || actor.isProd;

/**
 * The one answer to "who sees an expense item" (GetExpenseItem, GetExpenseSheet's items, its receipts' files):
 * its owner or encoder, administrators and production, and whoever sees the sheet it was sent in
 * (expense-sheets.policy: who reads all sheets, the validators of the sheet's department).
 */
export function visibleWhere(actor: Actor): SQL {
  if (entersForOthers(actor)) return inProject(expenseItems, actor);
  return and(
    inProject(expenseItems, actor),
    or(
      eq(expenseItems.userId, actor.userId),
      eq(expenseItems.encoderId, actor.userId),
      exists(
        qb
          .select({ id: expenseSheets.id })
          .from(expenseSheets)
          .where(and(eq(expenseSheets.id, expenseItems.sheetId), sheetVisibleWhere(actor))),
      ),
    ),
  )!;
}

/**
 * The items a caller changes (UpdExpenseItem, DelExpenseItem, their receipts): their own as owner or encoder;
 * any of the project for administrators and production. Status rules (sent, invoice items) stay in the service.
 */
export function editableWhere(actor: Actor): SQL {
  if (entersForOthers(actor)) return inProject(expenseItems, actor);
  return and(
    inProject(expenseItems, actor),
    or(eq(expenseItems.userId, actor.userId), eq(expenseItems.encoderId, actor.userId)),
  )!;
}
