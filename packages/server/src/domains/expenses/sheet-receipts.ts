import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { expenseItems, expenseReceipts } from './expenses.table';
import type { ExpenseReceiptRow } from './receipts.service';

export interface SheetReceipts {
  /** The receipt of the sheet's first item that has one (the thumbnail of the validators' table). */
  firstReceipt: ExpenseReceiptRow | null;
  itemsWithoutReceipt: number;
}

/** Receipts of several sheets at a glance, in two statements whatever their number. */
export async function sheetReceipts(
  tx: Tx,
  sheetIds: readonly number[],
): Promise<Map<number, SheetReceipts>> {
  const found = new Map<number, SheetReceipts>(
    sheetIds.map((id) => [id, { firstReceipt: null, itemsWithoutReceipt: 0 }]),
  );
  if (sheetIds.length === 0) return found;
  const [firsts, bare] = await Promise.all([
    tx
      .selectDistinctOn([expenseItems.sheetId], { sheetId: expenseItems.sheetId, receipt: expenseReceipts })
      .from(expenseReceipts)
      .innerJoin(expenseItems, eq(expenseItems.id, expenseReceipts.itemId))
      .where(inArray(expenseItems.sheetId, [...sheetIds]))
      .orderBy(expenseItems.sheetId, asc(expenseItems.date), asc(expenseItems.id), asc(expenseReceipts.id)),
    tx
      .select({ sheetId: expenseItems.sheetId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(expenseItems)
      .where(
        and(
          inArray(expenseItems.sheetId, [...sheetIds]),
          sql`not exists (select 1 from ${expenseReceipts} r where r.item_id = ${expenseItems.id})`,
        ),
      )
      .groupBy(expenseItems.sheetId),
  ]);
  for (const row of firsts) if (row.sheetId !== null) found.get(row.sheetId)!.firstReceipt = row.receipt;
  for (const row of bare) if (row.sheetId !== null) found.get(row.sheetId)!.itemsWithoutReceipt = row.n;
  return found;
}
