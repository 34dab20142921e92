import { EDITABLE_EXPENSE_STATUSES } from '@setledger/shared/expenses/expenses.constants';
import { formatDocumentNumber } from '@setledger/shared/purchase-orders/po-price';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, conflict, notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import {
  approvalTrail,
  decideDocument,
  submittedValues,
  waitingForSql as waitingForLevel,
} from '../approvals';
import { projects } from '../projects';
import { PO_APPROVAL } from './po-approval';
import { listPos, mayChangePo, type PoListRow } from './purchase-orders.service';
import { poItems, purchaseOrders } from './purchase-orders.table';

declare module '../../core/events' {
  interface DomainEventMap {
    /** POs just sent for validation, inside the sending transaction: a subscriber may still refuse them. */
    /** `lineIds`: the sent POs' lines, pending again (a refused PO sent again). */
    'purchase-orders.sent': { actor: Actor; poIds: readonly number[]; lineIds: number[] };
  }
}

// Sending and validation (level A = 1, level B = 2)

/**
 * SendPurchaseOrdersSlice(PurchaseOrderId list): every PO goes for validation, or none does. One locking read
 * checks them all and one UPDATE sends them, whatever their number (issue 12 item 4); answers them as listed.
 */
export async function sendPurchaseOrdersSlice(
  services: Services,
  actor: Actor,
  input: { poIds: readonly number[] },
) {
  const ids = [...new Set(input.poIds)];
  if (ids.length === 0) throw badInput('PurchaseOrderId', 'required');
  return services.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        po: purchaseOrders,
        // Qualified by hand: a one-table select names its own columns without the table.
        itemCount:
          sql<number>`(select count(*) from ${poItems} i where i.po_id = purchase_orders.id)`.mapWith(Number),
      })
      .from(purchaseOrders)
      .where(and(inArray(purchaseOrders.id, ids), inProject(purchaseOrders, actor)))
      .for('update', { of: purchaseOrders });
    const byId = new Map(rows.map((row) => [row.po.id, row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || !mayChangePo(actor, row.po)) throw notFound();
      if (!EDITABLE_EXPENSE_STATUSES.includes(row.po.status)) throw conflict('poAlreadySubmitted');
      if (row.itemCount === 0) throw new AppError('CONFLICT', 'poWithoutItems');
    }
    const now = new Date();
    await tx
      .update(purchaseOrders)
      .set({ ...submittedValues(PO_APPROVAL, now), version: sql`${purchaseOrders.version} + 1` })
      .where(inArray(purchaseOrders.id, ids));
    await numberFirstSent(
      tx,
      actor,
      rows.filter((row) => row.po.poNumber === null).map((row) => row.po.id),
    );
    // The budget (a domain above this one) refuses POs over budget as a subscriber (subscribers.ts).
    const lines = await tx
      .select({ id: poItems.id })
      .from(poItems)
      .where(and(inProject(poItems, actor), inArray(poItems.poId, ids)));
    await services.events.publish(tx, 'purchase-orders.sent', {
      actor,
      poIds: ids,
      lineIds: lines.map((line) => line.id),
    });
    const sent = new Map((await listPos(tx, inArray(purchaseOrders.id, ids), null)).map((r) => [r.po.id, r]));
    return ids.map((id) => sent.get(id)!);
  });
}

/**
 * POs sent for the first time take the next numbers of the project's lastPoNumber / lastPoFormat, in creation
 * order: one UPDATE … RETURNING on the project row (concurrent sends wait for each other, never share or skip a
 * number) and one UPDATE for all of them, whatever their number (issue 12 items 4 and 17).
 */
async function numberFirstSent(tx: Tx, actor: Actor, poIds: number[]) {
  if (poIds.length === 0) return;
  const ordered = [...poIds].sort((a, b) => a - b);
  const [numbering] = await tx
    .update(projects)
    .set({ lastPoNumber: sql`${projects.lastPoNumber} + ${ordered.length}` })
    .where(eq(projects.id, actor.projectId))
    .returning({ last: projects.lastPoNumber, format: projects.lastPoFormat });
  const first = numbering!.last - ordered.length + 1;
  const values = ordered.map((id, i) => {
    const n = first + i;
    return sql`(${id}::int, ${n}::int, ${formatDocumentNumber(numbering!.format, n)}::text)`;
  });
  await tx.execute(
    sql`update ${purchaseOrders} set po_number = v.n, po_reference = v.ref
      from (values ${sql.join(values, sql`, `)}) as v(id, n, ref) where ${purchaseOrders.id} = v.id`,
  );
}

/** The POs waiting for the caller's decision (the approval engine's rule, without the caller's own POs). */
const waitingForSql = (actor: Actor) => waitingForLevel(PO_APPROVAL, actor);

/** The approval trail of a PO read with getPo: levels A and B, who decided and when (000 §3). */
export function poApprovalTrail(services: Services, actor: Actor, row: PoListRow) {
  return approvalTrail(services.db, PO_APPROVAL, actor.projectId, row.po);
}

/** GetPurchaseOrdersToValidate: the POs waiting for the caller's decision. */
export function getPurchaseOrdersToValidate(services: Services, actor: Actor) {
  return listPos(services.db, and(inProject(purchaseOrders, actor), waitingForSql(actor)));
}

const decide = (
  services: Services,
  actor: Actor,
  input: { poId: number; comment?: string | null },
  refuse: boolean,
) => decideDocument(services, PO_APPROVAL, actor, { id: input.poId, comment: input.comment, refuse });

/** ValidatePurchaseOrder(PurchaseOrderId, Comment): level A, then B; without a B in the department, A is final. */
export const validatePurchaseOrder = (
  services: Services,
  actor: Actor,
  input: { poId: number; comment?: string | null },
) => decide(services, actor, input, false);

/** RejectPurchaseOrder(PurchaseOrderId, Comment): refused at the caller's level (4 or 16). */
export const rejectPurchaseOrder = (
  services: Services,
  actor: Actor,
  input: { poId: number; comment?: string | null },
) => decide(services, actor, input, true);
