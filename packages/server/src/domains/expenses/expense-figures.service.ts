import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { Decimal } from 'decimal.js';
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { users } from '../users';
import { expenseItems, expenseSheets } from './expenses.table';

/**
 * Expense figures of the dashboards (001 §3.4): the caller's sent and not refused items, the sheets waiting for a
 * validator, and the latest sent items with their owners. The project's spent total is the budget's actual
 * (projectCostTotals), not a second definition here (issue 12 item 18).
 */
export async function expenseDashboardFigures(services: Services, actor: Actor) {
  const refused = [EXPENSE_STATUS.refusedLevel1, EXPENSE_STATUS.refusedLevel2];
  const [[mine], [waiting], recent] = await Promise.all([
    services.db
      .select({ total: sql<string>`coalesce(sum(${expenseItems.amountTotal}), 0)` })
      .from(expenseItems)
      .where(
        and(
          inProject(expenseItems, actor),
          eq(expenseItems.userId, actor.userId),
          isNotNull(expenseItems.sheetId),
          // Invoices made from the person's POs are production's documents (issue 12 item 11).
          isNull(expenseItems.poItemId),
          notInArray(expenseItems.validated, refused),
        ),
      ),
    services.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(expenseSheets)
      .where(
        and(
          inProject(expenseSheets, actor),
          inArray(expenseSheets.status, [EXPENSE_STATUS.submitted, EXPENSE_STATUS.validatedLevel1]),
        ),
      ),
    services.db
      .select({
        id: expenseItems.id,
        date: expenseItems.date,
        label: expenseItems.description,
        amount: expenseItems.amountTotal,
        userName: sql<string>`${users.firstName} || ' ' || ${users.name}`,
      })
      .from(expenseItems)
      .innerJoin(users, eq(users.id, expenseItems.userId))
      .where(and(inProject(expenseItems, actor), isNotNull(expenseItems.sheetId)))
      .orderBy(desc(expenseItems.updatedAt), desc(expenseItems.id))
      .limit(10),
  ]);
  return {
    myTotal: new Decimal(mine?.total ?? 0).toFixed(2),
    sheetsWaiting: waiting?.n ?? 0,
    recent: recent.map((r) => ({
      ...r,
      date: new Date(`${r.date}T00:00:00Z`),
      amount: new Decimal(r.amount).toFixed(2),
    })),
  };
}
