import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { expenseItems, expenseSheets } from './expenses.table';

const { validatedLevel2, refusedLevel1, refusedLevel2 } = EXPENSE_STATUS;

/**
 * The status a sheet shows (001 §4 codes): a sheet validated at the last level while one of its items is refused
 * is not approved: it is refused, at the highest level that refused an item (16 over 4), and goes back to its
 * owner to fix and resubmit. The stored status stays 8 so the items approved with it count as approved.
 */
export const shownSheetStatusSql = sql<number>`(case when ${expenseSheets.status} = ${validatedLevel2}
  then coalesce((select max(i.validated) from ${expenseItems} i where i.sheet_id = ${expenseSheets.id}
    and i.validated in (${refusedLevel1}, ${refusedLevel2})), ${validatedLevel2})
  else ${expenseSheets.status} end)`.mapWith(Number);

/** shownSheetStatusSql for one sheet just written (a mutation's answer). */
export async function shownSheetStatus(tx: Tx, sheet: { id: number; status: number }): Promise<number> {
  if (sheet.status !== validatedLevel2) return sheet.status;
  const [row] = await tx
    .select({ worst: sql<number | null>`max(${expenseItems.validated})`.mapWith(Number) })
    .from(expenseItems)
    .where(
      and(
        eq(expenseItems.sheetId, sheet.id),
        inArray(expenseItems.validated, [refusedLevel1, refusedLevel2]),
      ),
    );
  return row?.worst ? row.worst : sheet.status;
}
