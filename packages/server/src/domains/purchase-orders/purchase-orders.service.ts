import { EDITABLE_EXPENSE_STATUSES, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { FLAG_TYPES } from '@setledger/shared/projects/flags.constants';
import { computePoPrice, formatDocumentNumber } from '@setledger/shared/purchase-orders/po-price';
import { PO_LIST_MODES } from '@setledger/shared/purchase-orders/purchase-orders.constants';
import {
  type PoItemInput,
  poItemSchema,
  priceDetailSchema,
  purchaseOrderSchema,
} from '@setledger/shared/purchase-orders/purchase-orders.schemas';
import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { Actor, Services } from '../../graphql/context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { registerDepartmentUsage } from '../departments/department-usage';
import { budgetCategories, departments, functions } from '../departments/departments.table';
import { readsAllSheets } from '../expenses/expense-access';
import { expenseItems, expenseSheets } from '../expenses/expenses.table';
import { getProjectFlagItems, getTaxOptions } from '../flags/flags.service';
import { projects } from '../projects/projects.table';
import { registerHeaderCount } from '../session/header-counts';
import { suppliers } from '../suppliers/suppliers.table';
import { contracts, userProjects, users, validations } from '../users/users.table';
import { poItemFlags, poItems, purchaseOrders } from './purchase-orders.table';

const { notSubmitted, submitted, validatedLevel1, refusedLevel1, validatedLevel2, refusedLevel2 } =
  EXPENSE_STATUS;
const REFUSED = [refusedLevel1, refusedLevel2] as number[];
const COMMENT_MAX = 1000;

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PoItemRow = typeof poItems.$inferSelect;

/** Who enters POs for somebody else (poEntryCrew): administrators and production. */
const entersForOthers = (actor: Actor) => actor.isAdmin || actor.isProd;

// ---------------------------------------------------------------------------------------------------------------
// Reading

const owner = alias(users, 'po_owner');
const encoder = alias(users, 'po_encoder');

/** The list columns of a PO: the row and the names shown beside its numbers. */
const poColumns = {
  po: purchaseOrders,
  userFullName: sql<string>`${owner.firstName} || ' ' || ${owner.name}`,
  encoderFullName: sql<string | null>`${encoder.firstName} || ' ' || ${encoder.name}`,
  supplierName: suppliers.name,
  departmentName: departments.message,
  functionName: functions.message,
  itemCount: sql<number>`(select count(*) from ${poItems} i where i.po_id = ${purchaseOrders.id})`.mapWith(
    Number,
  ),
};
export type PoListRow = Awaited<ReturnType<typeof listPos>>[number];

function listPos(tx: Tx, where: SQL | undefined, page = { limit: 500, offset: 0 }) {
  return tx
    .select(poColumns)
    .from(purchaseOrders)
    .innerJoin(owner, eq(owner.id, purchaseOrders.userId))
    .leftJoin(encoder, eq(encoder.id, purchaseOrders.encoderId))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(
      departments,
      and(
        eq(departments.projectId, purchaseOrders.projectId),
        eq(departments.value, purchaseOrders.departmentNumber),
      ),
    )
    .leftJoin(
      functions,
      and(
        eq(functions.projectId, purchaseOrders.projectId),
        eq(functions.departmentNumber, purchaseOrders.departmentNumber),
        eq(functions.value, purchaseOrders.functionNumber),
      ),
    )
    .where(where)
    .orderBy(desc(purchaseOrders.requestDate), desc(purchaseOrders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Items of POs with their category names and custom flags, in two queries for all of them. */
export async function itemsOf(tx: Tx, poIds: readonly number[], notConsumedOnly = false) {
  if (poIds.length === 0) return [];
  const conditions = [inArray(poItems.poId, [...poIds])];
  if (notConsumedOnly) conditions.push(gt(poItems.remainingAmount, '0'));
  const rows = await tx
    .select({ item: poItems, categoryName: budgetCategories.name })
    .from(poItems)
    .leftJoin(budgetCategories, eq(budgetCategories.id, poItems.categoryId))
    .where(and(...conditions))
    .orderBy(asc(poItems.position), asc(poItems.id));
  const ids = rows.map((r) => r.item.id);
  const links = ids.length ? await tx.select().from(poItemFlags).where(inArray(poItemFlags.itemId, ids)) : [];
  return rows.map((r) => ({
    ...r.item,
    categoryName: r.categoryName,
    customFlagIds: links.filter((l) => l.itemId === r.item.id).map((l) => l.flagItemId),
  }));
}
export type PoItem = Awaited<ReturnType<typeof itemsOf>>[number];

async function validatesPoIn(tx: Tx, actor: Actor, department: number | null) {
  if (department === null) return false;
  const [row] = await tx
    .select({ id: validations.id })
    .from(validations)
    .where(
      and(
        eq(validations.projectId, actor.projectId),
        eq(validations.userId, actor.userId),
        eq(validations.departmentNumber, department),
        inArray(validations.validationLevelPo, [1, 2]),
      ),
    );
  return row !== undefined;
}

/** A PO of the caller's project that the caller may see; anyone else gets NOT_FOUND. */
async function visiblePo(tx: Tx, actor: Actor, poId: number): Promise<PurchaseOrderRow> {
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.projectId, actor.projectId)));
  if (!po) throw notFound();
  const mine = po.userId === actor.userId || po.encoderId === actor.userId;
  if (!mine && !readsAllSheets(actor) && !(await validatesPoIn(tx, actor, po.departmentNumber)))
    throw notFound();
  return po;
}

/** A PO the caller may change: theirs (or entered by them), or any for administrators and production. */
async function changeablePo(tx: Tx, actor: Actor, poId: number, lock = false): Promise<PurchaseOrderRow> {
  const query = tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.projectId, actor.projectId)));
  const [po] = lock ? await query.for('update') : await query;
  if (!po) throw notFound();
  if (po.userId !== actor.userId && po.encoderId !== actor.userId && !entersForOthers(actor))
    throw notFound();
  return po;
}

/** Only unsent and refused POs change (001 §4); after that only with canEditPo. */
function assertEditable(actor: Actor, po: PurchaseOrderRow) {
  if (!EDITABLE_EXPENSE_STATUSES.includes(po.status) && !actor.rights.has('canEditPo'))
    throw new AppError('CONFLICT', 'alreadySubmitted');
}

/** GetPo: a PO with its items and the invoices made from it. */
export async function getPo(services: Services, actor: Actor, input: { poId: number }) {
  await visiblePo(services.db, actor, input.poId);
  const [row] = await listPos(services.db, eq(purchaseOrders.id, input.poId));
  const [items, invoices] = await Promise.all([
    itemsOf(services.db, [input.poId]),
    services.db
      .select()
      .from(expenseSheets)
      .where(and(eq(expenseSheets.projectId, actor.projectId), eq(expenseSheets.poId, input.poId)))
      .orderBy(asc(expenseSheets.id)),
  ]);
  return { ...row!, items, invoices };
}

/** GetPoItemList(PurchaseOrderId, NotConsumed 0 or 1): the lines, or only those with an amount left to invoice. */
export async function getPoItemList(
  services: Services,
  actor: Actor,
  input: { poId: number; notConsumed: number },
) {
  if (input.notConsumed !== 0 && input.notConsumed !== 1) throw badInput('NotConsumed', 'outOfRange');
  await visiblePo(services.db, actor, input.poId);
  return itemsOf(services.db, [input.poId], input.notConsumed === 1);
}

function modeCondition(mode: number): SQL | undefined {
  switch (mode) {
    case PO_LIST_MODES.allMine:
      return undefined;
    case PO_LIST_MODES.unsentOrRefused:
      return inArray(purchaseOrders.status, [notSubmitted, ...REFUSED]);
    case PO_LIST_MODES.sent:
      return ne(purchaseOrders.status, notSubmitted);
    case PO_LIST_MODES.sentNotConsumed:
      return and(ne(purchaseOrders.status, notSubmitted), eq(purchaseOrders.consumed, false));
    default:
      throw badInput('Mode', 'outOfRange');
  }
}

/** MyPurchaseOrders(Mode): the caller's POs in a list mode of 001 §4 (1, -1, -2, -3). */
export function myPurchaseOrders(services: Services, actor: Actor, input: { mode?: number | null }) {
  return listPos(
    services.db,
    and(
      eq(purchaseOrders.projectId, actor.projectId),
      or(eq(purchaseOrders.userId, actor.userId), eq(purchaseOrders.encoderId, actor.userId)),
      modeCondition(input.mode ?? PO_LIST_MODES.allMine),
    ),
  );
}

export interface ProjectPoFilter {
  mode?: number | null;
  userId?: number | null;
  departmentNumber?: number | null;
  supplierId?: number | null;
  status?: readonly number[] | null;
  limit?: number | null;
  offset?: number | null;
}

/** GetProjectPurchaseOrders: the project's POs for who reads them all, filtered and paged, with totals. */
export async function getProjectPurchaseOrders(services: Services, actor: Actor, filter: ProjectPoFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(purchaseOrders.projectId, actor.projectId),
    modeCondition(filter.mode ?? PO_LIST_MODES.allMine),
  ];
  if (filter.userId) conditions.push(eq(purchaseOrders.userId, filter.userId));
  if (filter.departmentNumber !== null && filter.departmentNumber !== undefined)
    conditions.push(eq(purchaseOrders.departmentNumber, filter.departmentNumber));
  if (filter.supplierId) conditions.push(eq(purchaseOrders.supplierId, filter.supplierId));
  if (filter.status?.length) conditions.push(inArray(purchaseOrders.status, [...filter.status]));
  const where = and(...conditions);
  const limit = Math.min(Math.max(filter.limit ?? 20, 1), 500);
  const [rows, [count]] = await Promise.all([
    listPos(services.db, where, { limit, offset: Math.max(filter.offset ?? 0, 0) }),
    services.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        total: sql<string>`coalesce(sum(${purchaseOrders.amountTotal}), 0)`,
      })
      .from(purchaseOrders)
      .where(where),
  ]);
  return { rows, totalRecords: count?.n ?? 0, amountTotal: new Decimal(count?.total ?? 0).toFixed(2) };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing a PO

async function memberOf(tx: Tx, actor: Actor, userId: number) {
  const [member] = await tx
    .select({
      id: userProjects.id,
      department: userProjects.departmentNumber,
      fn: userProjects.functionNumber,
    })
    .from(userProjects)
    .where(and(eq(userProjects.projectId, actor.projectId), eq(userProjects.userId, userId)));
  if (!member) throw notFound();
  return member;
}

/** Checks the department, function and supplier of a PO against the project, and its date against the contract. */
async function resolvePo(
  tx: Tx,
  actor: Actor,
  userId: number,
  input: ReturnType<typeof purchaseOrderSchema.parse>,
) {
  const member = await memberOf(tx, actor, userId);
  const departmentNumber = input.departmentNumber ?? member.department;
  if (departmentNumber !== null) {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.projectId, actor.projectId), eq(departments.value, departmentNumber)));
    if (!department) throw badInput('departmentNumber', 'notFound');
  }
  const functionNumber = input.departmentNumber === null ? member.fn : input.functionNumber;
  if (functionNumber !== null) {
    const [fn] = await tx
      .select({ id: functions.id })
      .from(functions)
      .where(
        and(
          eq(functions.projectId, actor.projectId),
          eq(functions.departmentNumber, departmentNumber ?? -1),
          eq(functions.value, functionNumber),
        ),
      );
    if (!fn) throw badInput('functionNumber', 'functionNotInDepartment');
  }
  if (input.supplierId !== null) {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, input.supplierId), eq(suppliers.licenseId, actor.licenseId)));
    if (!supplier) throw badInput('supplierId', 'notFound');
  }
  const [covering] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.userProjectId, member.id),
        sql`${contracts.startDate} <= ${input.requestDate}`,
        sql`${contracts.endDate} >= ${input.requestDate}`,
      ),
    )
    .limit(1);
  const [project] = await tx
    .select({ allow: projects.allowPoOutsideContract })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  if (!covering && !project?.allow) throw badInput('requestDate', 'outsideContract');
  return { ...input, departmentNumber, functionNumber, isInContract: covering !== undefined };
}

/**
 * NewPurchaseOrder: a PO of the caller (or, for administrators and production, of a member: poEntryCrew),
 * numbered from the project's lastPoNumber and lastPoFormat. The number comes from one UPDATE … RETURNING on
 * the project row, so concurrent creations wait for each other and never share or reuse a number.
 */
export async function newPurchaseOrder(
  services: Services,
  actor: Actor,
  input: { po: unknown; userId?: number | null },
) {
  const values = parseInput(purchaseOrderSchema, input.po);
  const userId = input.userId ?? actor.userId;
  if (userId !== actor.userId && !entersForOthers(actor)) throw forbidden();
  return services.db.transaction(async (tx) => {
    const resolved = await resolvePo(tx, actor, userId, values);
    const [numbering] = await tx
      .update(projects)
      .set({ lastPoNumber: sql`${projects.lastPoNumber} + 1` })
      .where(eq(projects.id, actor.projectId))
      .returning({ n: projects.lastPoNumber, format: projects.lastPoFormat });
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        ...resolved,
        projectId: actor.projectId,
        userId,
        encoderId: actor.userId,
        poNumber: numbering!.n,
        poReference: formatDocumentNumber(numbering!.format, numbering!.n),
      })
      .returning();
    return po!;
  });
}

/** UpdPurchaseOrder: while unsent or refused (else canEditPo). */
export async function updPurchaseOrder(
  services: Services,
  actor: Actor,
  input: { poId: number; po: unknown },
) {
  const values = parseInput(purchaseOrderSchema, input.po);
  return services.db.transaction(async (tx) => {
    const current = await changeablePo(tx, actor, input.poId, true);
    assertEditable(actor, current);
    const resolved = await resolvePo(tx, actor, current.userId, values);
    const [po] = await tx
      .update(purchaseOrders)
      .set({ ...resolved, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, current.id))
      .returning();
    return po!;
  });
}

/** DelPurchaseOrder: unsent or refused POs; validated ones only with canDeleteAfterValidation; never once invoiced. */
export async function delPurchaseOrder(
  services: Services,
  actor: Actor,
  input: { poId: number | null | undefined },
) {
  if (!input.poId) return null;
  return services.db.transaction(async (tx) => {
    const po = await changeablePo(tx, actor, input.poId!, true);
    if (!EDITABLE_EXPENSE_STATUSES.includes(po.status) && !actor.rights.has('canDeleteAfterValidation'))
      throw new AppError('CONFLICT', 'alreadySubmitted');
    if (new Decimal(po.expenseTotal).gt(0)) throw new AppError('CONFLICT', 'poInvoiced');
    await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    return po.id;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Items and prices

/** The VAT rate in percent of each tax option (read before a transaction: see expenses.service). */
async function taxPercents(services: Services, actor: Actor): Promise<ReadonlyMap<number, string>> {
  return new Map(
    (await getTaxOptions(services, actor)).map((o) => [o.id, new Decimal(o.factor).times(100).toString()]),
  );
}

async function customFlags(services: Services, actor: Actor, ids: readonly number[] | null | undefined) {
  if (!ids || ids.length === 0) return [];
  const custom = new Set(
    (await getProjectFlagItems(services, actor, { types: [FLAG_TYPES.custom] })).map((i) => i.id),
  );
  const unknown = ids.findIndex((id) => !custom.has(id));
  if (unknown >= 0) throw badInput(`ProjectFlagItemId.${unknown}`, 'notFound');
  return [...new Set(ids)];
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
      .where(and(eq(budgetCategories.projectId, actor.projectId), eq(budgetCategories.id, item.categoryId)));
    if (!category) throw badInput('categoryId', 'notFound');
    costCenter = category.costCenter;
  }
  const price = computePoPrice({
    unitPriceVatExcluded: item.unitPriceVatExcluded,
    unitPriceVatIncluded: item.unitPriceVatExcluded === null ? item.unitPriceVatIncluded : null,
    unitVat: vatRate,
    quantity: item.quantity,
  });
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
  const flags = await customFlags(services, actor, input.flagItemIds);
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
  const flags = input.flagItemIds ? await customFlags(services, actor, input.flagItemIds) : null;
  const rates = await taxPercents(services, actor);
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(poItems)
      .where(and(eq(poItems.id, input.itemId!), eq(poItems.projectId, actor.projectId)));
    if (!current) throw notFound();
    const po = await changeablePo(tx, actor, current.poId, true);
    assertEditable(actor, po);
    if (!new Decimal(current.remainingAmount).equals(current.priceTotal)) throw conflict('poInvoiced');
    const priced = await priceItem(tx, actor, values, rates);
    await tx
      .update(poItems)
      .set({ ...priced, remainingAmount: priced.priceTotal, updatedAt: new Date() })
      .where(eq(poItems.id, current.id));
    await setItemFlags(tx, current.id, flags);
    await refreshPoTotals(tx, po.id);
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
      .where(and(eq(poItems.id, input.itemId!), eq(poItems.projectId, actor.projectId)));
    if (!current) throw notFound();
    const po = await changeablePo(tx, actor, current.poId, true);
    assertEditable(actor, po);
    if (!new Decimal(current.remainingAmount).equals(current.priceTotal)) throw conflict('poInvoiced');
    await tx.delete(poItems).where(eq(poItems.id, current.id));
    await refreshPoTotals(tx, po.id);
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

// ---------------------------------------------------------------------------------------------------------------
// Sending and validation (level A = 1, level B = 2)

/** SendPurchaseOrdersSlice(PurchaseOrderId list): every PO goes for validation, or none does. */
export async function sendPurchaseOrdersSlice(
  services: Services,
  actor: Actor,
  input: { poIds: readonly number[] },
) {
  if (input.poIds.length === 0) throw badInput('PurchaseOrderId', 'required');
  return services.db.transaction(async (tx) => {
    const sent: PurchaseOrderRow[] = [];
    for (const poId of [...new Set(input.poIds)]) {
      const po = await changeablePo(tx, actor, poId, true);
      if (!EDITABLE_EXPENSE_STATUSES.includes(po.status)) throw conflict('alreadySubmitted');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(poItems)
        .where(eq(poItems.poId, po.id));
      if (n === 0) throw new AppError('CONFLICT', 'poWithoutItems');
      const now = new Date();
      const [changed] = await tx
        .update(purchaseOrders)
        .set({
          status: submitted,
          sentAt: now,
          comment: '',
          laValidatedId: null,
          laValidatedWhen: null,
          lbValidatedId: null,
          lbValidatedWhen: null,
          version: sql`${purchaseOrders.version} + 1`,
          updatedAt: now,
        })
        .where(eq(purchaseOrders.id, po.id))
        .returning();
      sent.push(changed!);
    }
    return sent;
  });
}

/** The POs that wait for the caller, as SQL: level A on sent POs, level B after A (or on sent POs without an A). */
function waitingForSql(actor: Actor): SQL {
  const level = (n: number) => sql`exists (select 1 from ${validations} v
    where v.project_id = ${actor.projectId} and v.user_id = ${actor.userId}
      and v.department_number = ${purchaseOrders.departmentNumber} and v.validation_level_po = ${n})`;
  const noLevelA = sql`not exists (select 1 from ${validations} v
    where v.project_id = ${actor.projectId} and v.department_number = ${purchaseOrders.departmentNumber}
      and v.validation_level_po = 1)`;
  return sql`(
    (${purchaseOrders.status} = ${submitted} and (${level(1)} or (${level(2)} and ${noLevelA})))
    or (${purchaseOrders.status} = ${validatedLevel1} and ${level(2)}))`;
}

/** GetPurchaseOrdersToValidate: the POs waiting for the caller's decision. */
export function getPurchaseOrdersToValidate(services: Services, actor: Actor) {
  return listPos(services.db, and(eq(purchaseOrders.projectId, actor.projectId), waitingForSql(actor)));
}

/** The level the caller decides at now; NOT_FOUND, FORBIDDEN or CONFLICT as for expense sheets. */
async function deciderLevel(tx: Tx, actor: Actor, po: PurchaseOrderRow) {
  if (po.departmentNumber === null) throw notFound();
  const rows = await tx
    .select({ userId: validations.userId, level: validations.validationLevelPo })
    .from(validations)
    .where(
      and(
        eq(validations.projectId, actor.projectId),
        eq(validations.departmentNumber, po.departmentNumber),
        inArray(validations.validationLevelPo, [1, 2]),
      ),
    );
  const mine = rows.find((r) => r.userId === actor.userId)?.level ?? 0;
  const hasA = rows.some((r) => r.level === 1);
  const hasB = rows.some((r) => r.level === 2);
  if (po.status === submitted && (mine === 1 || (mine === 2 && !hasA))) return { level: 1 as const, hasB };
  if (po.status === validatedLevel1 && mine === 2) return { level: 2 as const, hasB };
  if (mine === 0) throw notFound();
  if (mine === 2 && po.status === submitted) throw forbidden();
  throw conflict('alreadyDecided');
}

async function decide(
  services: Services,
  actor: Actor,
  input: { poId: number; comment?: string | null },
  refuse: boolean,
) {
  const comment = (input.comment ?? '').trim();
  if (comment.length > COMMENT_MAX) throw badInput('Comment', 'tooLong');
  return services.db.transaction(async (tx) => {
    const [po] = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, input.poId), eq(purchaseOrders.projectId, actor.projectId)));
    if (!po) throw notFound();
    const { level, hasB } = await deciderLevel(tx, actor, po);
    const now = new Date();
    const status = refuse
      ? level === 1
        ? refusedLevel1
        : refusedLevel2
      : level === 1 && hasB
        ? validatedLevel1
        : validatedLevel2;
    const [changed] = await tx
      .update(purchaseOrders)
      .set({
        status,
        comment,
        ...(level === 1 ? { laValidatedId: actor.userId, laValidatedWhen: now } : {}),
        ...(level === 2 ? { lbValidatedId: actor.userId, lbValidatedWhen: now } : {}),
        version: sql`${purchaseOrders.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(purchaseOrders.id, po.id), eq(purchaseOrders.version, po.version)))
      .returning();
    if (!changed) throw conflict('alreadyDecided');
    return changed;
  });
}

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

registerHeaderCount('numPoToValidate', async (tx, actor) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.projectId, actor.projectId), waitingForSql(actor)));
  return row?.n ?? 0;
});
registerHeaderCount('numPoRefused', async (tx, actor) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.projectId, actor.projectId),
        eq(purchaseOrders.userId, actor.userId),
        inArray(purchaseOrders.status, REFUSED),
      ),
    );
  return row?.n ?? 0;
});

// ---------------------------------------------------------------------------------------------------------------
// Invoices from POs

/**
 * NewInvoiceFromPO / NewInvoiceFromPoForSelectedPoItems: an invoice (an expense sheet of kind 1, linked to the PO
 * and its supplier) for what is left on all or the selected lines of a validated PO. The PO row is locked first,
 * so repeated or concurrent calls invoice each amount once; a line never goes below 0 left.
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
      const known = await tx
        .select({ id: poItems.id })
        .from(poItems)
        .where(and(eq(poItems.poId, po.id), inArray(poItems.id, [...input.itemIds])));
      const missing = input.itemIds.findIndex((id) => !known.some((k) => k.id === id));
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
    const [sheet] = await tx
      .insert(expenseSheets)
      .values({
        projectId: actor.projectId,
        userId: po.userId,
        encoderId: actor.userId,
        title: po.poReference,
        kind: 1,
        departmentNumber: po.departmentNumber,
        status: notSubmitted,
        amountTotal: total,
        poId: po.id,
        supplierId: po.supplierId,
      })
      .returning();
    await tx.insert(expenseItems).values(
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
        isInContract: po.isInContract,
      })),
    );
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

/** ChangeStatusOfProcess Type 3: a purchase order marked processed (canMarkEntryAsProcessed). */
export async function changePoProcessed(
  services: Services,
  actor: Actor,
  input: { poId: number; value: boolean },
) {
  const now = new Date();
  const [po] = await services.db
    .update(purchaseOrders)
    .set({ processed: input.value, processedAt: input.value ? now : null, updatedAt: now })
    .where(and(eq(purchaseOrders.id, input.poId), eq(purchaseOrders.projectId, actor.projectId)))
    .returning();
  if (!po) throw notFound();
  return input.value;
}

// A department, function or category used by purchase orders or their lines cannot be deleted.
registerDepartmentUsage('purchase-orders', 'inUseByPurchaseOrders', async (tx, target) => {
  if (target.kind === 'category') {
    const [row] = await tx
      .select({ id: poItems.id })
      .from(poItems)
      .where(and(eq(poItems.projectId, target.projectId), eq(poItems.categoryId, target.categoryId)))
      .limit(1);
    return row !== undefined;
  }
  const conditions = [
    eq(purchaseOrders.projectId, target.projectId),
    eq(purchaseOrders.departmentNumber, target.departmentNumber),
  ];
  if (target.kind === 'function') conditions.push(eq(purchaseOrders.functionNumber, target.value));
  const [row] = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
});
