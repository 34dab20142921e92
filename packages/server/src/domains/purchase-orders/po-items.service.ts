import { isAboveMaximum } from '@setledger/shared/expenses/expense-amounts';
import { carbonMeasureOf } from '@setledger/shared/green/carbon-measure.schema';
import { computePoPrice, poPriceFits } from '@setledger/shared/purchase-orders/po-price';
import {
  type PoItemInput,
  poItemSchema,
  priceDetailSchema,
  priceFieldOf,
} from '@setledger/shared/purchase-orders/purchase-orders.schemas';
import { Decimal } from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { amountTooLarge, badInput, conflict, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { budgetCategories } from '../departments';
import { checkPhysicalMeasure } from '../emission-factors';
import { checkCustomFlagItems, getTaxOptions } from '../flags';
import { projects } from '../projects';
import { poLineFact } from './purchase-order-events';
import { assertEditable, changeablePo, itemsOf } from './purchase-orders.service';
import { poItemFlags, poItems, purchaseOrders } from './purchase-orders.table';

// Items and prices

/** The VAT rate in percent of each tax option (read before a transaction: see expenses.service). */
async function taxPercents(services: Services, actor: Actor): Promise<ReadonlyMap<number, string>> {
  return new Map(
    (await getTaxOptions(services, actor)).map((o) => [o.id, new Decimal(o.factor).times(100).toString()]),
  );
}

async function priceItem(tx: Tx, actor: Actor, item: PoItemInput, rates: ReadonlyMap<number, string>) {
  let vatRate = '0';
  if (item.vatFlagItemId !== null) {
    const rate = rates.get(item.vatFlagItemId);
    if (rate === undefined) throw badInput('vatFlagItemId', 'notFound');
    vatRate = rate;
  }
  let costCenter = '';
  if (item.categoryId !== null) {
    const [category] = await tx
      .select({ costCenter: budgetCategories.costCenter })
      .from(budgetCategories)
      .where(and(inProject(budgetCategories, actor), eq(budgetCategories.id, item.categoryId)));
    if (!category) throw badInput('categoryId', 'notFound');
    costCenter = category.costCenter;
  }
  const price = computePoPrice({
    unitPriceVatExcluded: item.unitPriceVatExcluded,
    unitPriceVatIncluded: item.unitPriceVatExcluded === null ? item.unitPriceVatIncluded : null,
    unitVat: vatRate,
    quantity: item.quantity,
  });
  // The lines editor runs the same check with the same rate (issue 12 item 16).
  if (!poPriceFits(price)) throw badInput(priceFieldOf(item), 'outOfRange');
  const measure = carbonMeasureOf(item);
  checkPhysicalMeasure(measure);
  const [project] = await tx
    .select({ max: projects.maxAmountPerItem })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  if (project && isAboveMaximum(price.priceVatTotal, project.max))
    throw amountTooLarge(
      item.unitPriceVatExcluded !== null ? 'unitPriceVatExcluded' : 'unitPriceVatIncluded',
      project.max,
    );
  return {
    name: item.name,
    description: item.description,
    quantity: price.quantity,
    categoryId: item.categoryId,
    costCenter,
    vatFlagItemId: item.vatFlagItemId,
    vatRate,
    price: price.unitPriceVatExcluded,
    priceVat: price.unitPriceVatIncluded,
    priceTotal: price.priceTotal,
    vatTotal: price.vatTotal,
    priceVatTotal: price.priceVatTotal,
    currency: item.currency,
    carbonQuantity: measure?.quantity ?? null,
    carbonUnit: measure?.unit ?? null,
    carbonFactorKey: measure?.factorKey ?? null,
  };
}

/** The PO's amounts are the sums of its lines. */
async function refreshPoTotals(tx: Tx, poId: number) {
  await tx
    .update(purchaseOrders)
    .set({
      amount: sql`coalesce((select sum(price_total) from ${poItems} where po_id = ${poId}), 0)`,
      amountVat: sql`coalesce((select sum(vat_total) from ${poItems} where po_id = ${poId}), 0)`,
      amountTotal: sql`coalesce((select sum(price_vat_total) from ${poItems} where po_id = ${poId}), 0)`,
      updatedAt: new Date(),
    })
    .where(eq(purchaseOrders.id, poId));
}

async function setItemFlags(tx: Tx, itemId: number, flags: readonly number[] | null) {
  if (flags === null) return;
  await tx.delete(poItemFlags).where(eq(poItemFlags.itemId, itemId));
  if (flags.length > 0)
    await tx.insert(poItemFlags).values(flags.map((flagItemId) => ({ itemId, flagItemId })));
}

/** AddPoItem(PurchaseOrderId, AddedPoItem, ProjectFlagItemId): an empty PO id does nothing (000 §5). */
export async function addPoItem(
  services: Services,
  actor: Actor,
  input: { poId: number | null | undefined; item: unknown; flagItemIds?: readonly number[] | null },
) {
  if (!input.poId) return null;
  const values = parseInput(poItemSchema, input.item);
  const flags = await checkCustomFlagItems(services, actor, input.flagItemIds, 'ProjectFlagItemId');
  const rates = await taxPercents(services, actor);
  return services.db.transaction(async (tx) => {
    const po = await changeablePo(tx, actor, input.poId!, true);
    assertEditable(actor, po);
    const priced = await priceItem(tx, actor, values, rates);
    const [{ position } = { position: 0 }] = await tx
      .select({ position: sql<number>`coalesce(max(${poItems.position}), 0) + 1`.mapWith(Number) })
      .from(poItems)
      .where(eq(poItems.poId, po.id));
    const [item] = await tx
      .insert(poItems)
      .values({
        ...priced,
        projectId: actor.projectId,
        poId: po.id,
        encoderId: actor.userId,
        remainingAmount: priced.priceTotal,
        position,
      })
      .returning();
    await setItemFlags(tx, item!.id, flags);
    await refreshPoTotals(tx, po.id);
    await services.events.publish(tx, 'purchaseOrder.lineChanged', poLineFact(po, item!, 'added'));
    return (await itemsOf(tx, [po.id])).find((i) => i.id === item!.id)!;
  });
}

/** UpdatePoItem(PoItemId, UpdatedPoItem, ProjectFlagItemId): an empty id does nothing; an invoiced line stays. */
export async function updatePoItem(
  services: Services,
  actor: Actor,
  input: { itemId: number | null | undefined; item: unknown; flagItemIds?: readonly number[] | null },
) {
  if (!input.itemId) return null;
  const values = parseInput(poItemSchema, input.item);
  const flags = input.flagItemIds
    ? await checkCustomFlagItems(services, actor, input.flagItemIds, 'ProjectFlagItemId')
    : null;
  const rates = await taxPercents(services, actor);
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(poItems)
      .where(and(eq(poItems.id, input.itemId!), inProject(poItems, actor)));
    if (!current) throw notFound();
    const po = await changeablePo(tx, actor, current.poId, true);
    assertEditable(actor, po);
    if (!new Decimal(current.remainingAmount).equals(current.priceTotal)) throw conflict('poInvoiced');
    const priced = await priceItem(tx, actor, values, rates);
    const [line] = await tx
      .update(poItems)
      .set({ ...priced, remainingAmount: priced.priceTotal, updatedAt: new Date() })
      .where(eq(poItems.id, current.id))
      .returning();
    await setItemFlags(tx, current.id, flags);
    await refreshPoTotals(tx, po.id);
    await services.events.publish(tx, 'purchaseOrder.lineChanged', poLineFact(po, line!, 'updated'));
    return (await itemsOf(tx, [po.id])).find((i) => i.id === current.id)!;
  });
}

/** DelPoItem(PoItemId): an empty id does nothing (000 §5); an invoiced line stays. */
export async function delPoItem(
  services: Services,
  actor: Actor,
  input: { itemId: number | null | undefined },
) {
  if (!input.itemId) return null;
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(poItems)
      .where(and(eq(poItems.id, input.itemId!), inProject(poItems, actor)));
    if (!current) throw notFound();
    const po = await changeablePo(tx, actor, current.poId, true);
    assertEditable(actor, po);
    if (!new Decimal(current.remainingAmount).equals(current.priceTotal)) throw conflict('poInvoiced');
    await tx.delete(poItems).where(eq(poItems.id, current.id));
    await refreshPoTotals(tx, po.id);
    await services.events.publish(tx, 'purchaseOrder.lineChanged', poLineFact(po, current, 'deleted'));
    return current.id;
  });
}

/** ComputePoItemPrice(PriceDetail): the other unit price and the totals, as the server will store them. */
export function computePoItemPrice(input: { detail: unknown }) {
  const detail = parseInput(priceDetailSchema, input.detail);
  const price = computePoPrice({
    unitPriceVatExcluded: detail.unitPriceVatExcluded,
    unitPriceVatIncluded: detail.unitPriceVatExcluded === null ? detail.unitPriceVatIncluded : null,
    unitVat: detail.unitVat,
    quantity: detail.quantity,
  });
  return { ...price, category: detail.category, department: detail.department };
}
