import { Decimal } from 'decimal.js';
import { and, eq, gt, ne } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { Tx } from '../../db/client';
import { poItems, purchaseOrders } from './purchase-orders.table';

/**
 * Keeps a PO line and its PO in step when an invoice item made from the line changes from `from` to `to`
 * (amounts excluding VAT; `to` 0 when the item or its invoice is deleted). The line gives or takes back the
 * difference; more than is left on the line is refused with the amount this item may reach (issue 12 item 10).
 * The PO row is locked first, as NewInvoiceFromPO does, so concurrent invoices and edits wait for each other.
 */
export async function moveInvoicedAmount(tx: Tx, poItemId: number, from: Decimal.Value, to: Decimal.Value) {
  const [ref] = await tx.select({ poId: poItems.poId }).from(poItems).where(eq(poItems.id, poItemId));
  if (!ref) return;
  const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, ref.poId)).for('update');
  const [line] = await tx.select().from(poItems).where(eq(poItems.id, poItemId)).for('update');
  if (!po || !line) return;
  const available = new Decimal(line.remainingAmount).plus(from);
  const wanted = new Decimal(to);
  if (wanted.gt(available))
    throw new AppError('CONFLICT', 'overPoRemaining', undefined, {
      po: po.poReference,
      remaining: available.toFixed(2),
    });
  const delta = wanted.minus(from);
  if (delta.isZero()) return;
  const now = new Date();
  await tx
    .update(poItems)
    .set({ remainingAmount: available.minus(wanted).toFixed(2), updatedAt: now })
    .where(eq(poItems.id, line.id));
  const [other] = await tx
    .select({ id: poItems.id })
    .from(poItems)
    .where(and(eq(poItems.poId, po.id), ne(poItems.id, line.id), gt(poItems.remainingAmount, '0')))
    .limit(1);
  await tx
    .update(purchaseOrders)
    .set({
      expenseTotal: new Decimal(po.expenseTotal).plus(delta).toFixed(2),
      consumed: other === undefined && available.minus(wanted).isZero(),
      updatedAt: now,
    })
    .where(eq(purchaseOrders.id, po.id));
}
