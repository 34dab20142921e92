import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { formatDocumentNumber } from '@setledger/shared/purchase-orders/po-price';
import { Decimal } from 'decimal.js';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput } from '../../core/errors';
import type { Services } from '../../core/services';
import { expenseItemFact } from '../expenses/expense-events';
import { expenseItems, expenseSheets } from '../expenses/expenses.table';
import { projects } from '../projects/projects.table';
import { changeablePo } from './purchase-orders.service';
import { poItems, purchaseOrders } from './purchase-orders.table';

const { submitted, validatedLevel2 } = EXPENSE_STATUS;

// Invoices from POs

/**
 * NewInvoiceFromPO / NewInvoiceFromPoForSelectedPoItems: an invoice (an expense sheet of kind 1, linked to the PO
 * and its supplier) for what is left on all or the selected lines of a validated PO. The PO row is locked first,
 * so repeated or concurrent calls invoice each amount once; a line never goes below 0 left.
 *
 * The invoice is production's document (issue 12 item 11): numbered from the project's lastInvoiceNumber and
 * lastInvoiceFormat as POs are, and sent for validation at once, so it is never a not-submitted sheet of the
 * PO's owner. It counts as actual once validated at the last level, like every sheet (actualItemsWhere).
 */
export async function newInvoiceFromPo(
  services: Services,
  actor: Actor,
  input: { poId: number | null | undefined; itemIds?: readonly number[] | null },
) {
  if (!input.poId) return null;
  return services.db.transaction(async (tx) => {
    const po = await changeablePo(tx, actor, input.poId!, true);
    if (po.status !== validatedLevel2) throw new AppError('CONFLICT', 'poNotValidated');
    const conditions = [eq(poItems.poId, po.id), gt(poItems.remainingAmount, '0')];
    if (input.itemIds) {
      if (input.itemIds.length === 0) throw badInput('PoItemsIds', 'required');
      const known = new Set(
        (
          await tx
            .select({ id: poItems.id })
            .from(poItems)
            .where(and(eq(poItems.poId, po.id), inArray(poItems.id, [...input.itemIds])))
        ).map((row) => row.id),
      );
      const missing = input.itemIds.findIndex((id) => !known.has(id));
      if (missing >= 0) throw badInput(`PoItemsIds.${missing}`, 'notFound');
      conditions.push(inArray(poItems.id, [...input.itemIds]));
    }
    const lines = await tx
      .select()
      .from(poItems)
      .where(and(...conditions))
      .orderBy(asc(poItems.position), asc(poItems.id))
      .for('update');
    if (lines.length === 0) throw new AppError('CONFLICT', 'nothingToInvoice');
    const today = new Date().toISOString().slice(0, 10);
    const amounts = lines.map((line) => {
      const amount = new Decimal(line.remainingAmount);
      const vat = amount
        .times(new Decimal(line.vatRate).dividedBy(100))
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      return { line, amount: amount.toFixed(2), vat: vat.toFixed(2), total: amount.plus(vat).toFixed(2) };
    });
    const total = amounts.reduce((sum, a) => sum.plus(a.total), new Decimal(0)).toFixed(2);
    const [numbering] = await tx
      .update(projects)
      .set({ lastInvoiceNumber: sql`${projects.lastInvoiceNumber} + 1` })
      .where(eq(projects.id, actor.projectId))
      .returning({ n: projects.lastInvoiceNumber, format: projects.lastInvoiceFormat });
    const now = new Date();
    const [sheet] = await tx
      .insert(expenseSheets)
      .values({
        projectId: actor.projectId,
        userId: po.userId,
        encoderId: actor.userId,
        title: formatDocumentNumber(numbering!.format, numbering!.n),
        invoiceNumber: numbering!.n,
        kind: 1,
        departmentNumber: po.departmentNumber,
        status: submitted,
        submittedAt: now,
        amountTotal: total,
        poId: po.id,
        supplierId: po.supplierId,
      })
      .returning();
    const items = await tx
      .insert(expenseItems)
      .values(
        amounts.map((a) => ({
          projectId: actor.projectId,
          userId: po.userId,
          encoderId: actor.userId,
          sheetId: sheet!.id,
          date: today,
          type: 1,
          description: a.line.name,
          detailedDescription: a.line.description,
          amount: a.amount,
          amountVat: a.vat,
          amountTotal: a.total,
          vatFlagItemId: a.line.vatFlagItemId,
          vatRate: new Decimal(a.line.vatRate).dividedBy(100).toString(),
          departmentNumber: po.departmentNumber,
          functionNumber: po.functionNumber,
          categoryId: a.line.categoryId,
          costCenter: a.line.costCenter,
          supplierId: po.supplierId,
          poItemId: a.line.id,
          validated: submitted,
          isInContract: po.isInContract,
        })),
      )
      .returning();
    for (const item of items)
      await services.events.publish(tx, 'expenseItem.saved', { ...expenseItemFact(item), isNew: true });
    await tx
      .update(poItems)
      .set({ remainingAmount: '0', updatedAt: new Date() })
      .where(
        inArray(
          poItems.id,
          lines.map((l) => l.id),
        ),
      );
    const invoiced = amounts.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
    const [left] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(poItems)
      .where(and(eq(poItems.poId, po.id), gt(poItems.remainingAmount, '0')));
    await tx
      .update(purchaseOrders)
      .set({
        expenseTotal: new Decimal(po.expenseTotal).plus(invoiced).toFixed(2),
        consumed: (left?.n ?? 0) === 0,
        updatedAt: new Date(),
      })
      .where(eq(purchaseOrders.id, po.id));
    return sheet!;
  });
}
