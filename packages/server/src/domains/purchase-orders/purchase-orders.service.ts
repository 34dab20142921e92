import { EDITABLE_EXPENSE_STATUSES, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { PO_LIST_MODES } from '@setledger/shared/purchase-orders/purchase-orders.constants';
import { purchaseOrderSchema } from '@setledger/shared/purchase-orders/purchase-orders.schemas';
import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, gt, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { AppError, badInput, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import type { Services } from '../../core/services';
import type { Tx } from '../../db/client';
import { contractCovers, validatesIn, validatesSql } from '../approvals';
import { registerDepartmentUsage } from '../departments/department-usage';
import { budgetCategories, departments, functions } from '../departments/departments.table';
import { readsAllSheets } from '../expenses/expense-access';
import { expenseSheets } from '../expenses/expenses.table';
import { registerFlagItemUsage } from '../flags/flag-usage';
import { projects } from '../projects/projects.table';
import { registerSupplierUsage } from '../suppliers/supplier-usage';
import { suppliers } from '../suppliers/suppliers.table';
import { userProjects, users } from '../users/users.table';
import { PO_APPROVAL } from './po-approval';
import { poLineFact } from './purchase-order-events';
import { poItemFlags, poItems, purchaseOrders } from './purchase-orders.table';

const { notSubmitted, refusedLevel1, refusedLevel2 } = EXPENSE_STATUS;
const REFUSED = [refusedLevel1, refusedLevel2] as number[];

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PoItemRow = typeof poItems.$inferSelect;

/** Who enters POs for somebody else (poEntryCrew): administrators and production. */
const entersForOthers = (actor: Actor) => actor.isAdmin || actor.isProd;

// ---------------------------------------------------------------------------------------------------------------
// Reading

const owner = alias(users, 'po_owner');
const encoder = alias(users, 'po_encoder');
const levelA = alias(users, 'po_level_a');
const levelB = alias(users, 'po_level_b');

/** The list columns of a PO: the row and the names shown beside its numbers. */
const poColumns = {
  po: purchaseOrders,
  userFullName: sql<string>`${owner.firstName} || ' ' || ${owner.name}`,
  encoderFullName: sql<string | null>`${encoder.firstName} || ' ' || ${encoder.name}`,
  laValidatedName: sql<string | null>`${levelA.firstName} || ' ' || ${levelA.name}`,
  lbValidatedName: sql<string | null>`${levelB.firstName} || ' ' || ${levelB.name}`,
  supplierName: suppliers.name,
  departmentName: departments.message,
  functionName: functions.message,
  itemCount: sql<number>`(select count(*) from ${poItems} i where i.po_id = ${purchaseOrders.id})`.mapWith(
    Number,
  ),
};
export type PoListRow = Awaited<ReturnType<typeof listPos>>[number];

export function listPos(
  tx: Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number } | null = { limit: 500, offset: 0 },
) {
  const query = tx
    .select(poColumns)
    .from(purchaseOrders)
    .innerJoin(owner, eq(owner.id, purchaseOrders.userId))
    .leftJoin(encoder, eq(encoder.id, purchaseOrders.encoderId))
    .leftJoin(levelA, eq(levelA.id, purchaseOrders.laValidatedId))
    .leftJoin(levelB, eq(levelB.id, purchaseOrders.lbValidatedId))
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
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
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

const validatesPoIn = (tx: Tx, actor: Actor, department: number | null) =>
  validatesIn(tx, 'po', actor, department);

/** A PO of the caller's project that the caller may see; anyone else gets NOT_FOUND. */
export async function visiblePo(tx: Tx, actor: Actor, poId: number): Promise<PurchaseOrderRow> {
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
export async function changeablePo(
  tx: Tx,
  actor: Actor,
  poId: number,
  lock = false,
): Promise<PurchaseOrderRow> {
  const query = tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, poId), eq(purchaseOrders.projectId, actor.projectId)));
  const [po] = lock ? await query.for('update') : await query;
  if (!po || !mayChangePo(actor, po)) throw notFound();
  return po;
}

/** Theirs (or entered by them), or any for administrators and production. */
export const mayChangePo = (actor: Actor, po: Pick<PurchaseOrderRow, 'userId' | 'encoderId'>) =>
  po.userId === actor.userId || po.encoderId === actor.userId || entersForOthers(actor);

/**
 * Every listed PO is of the caller's project and visible to them (visiblePo's rule, in one statement for all of
 * them); otherwise NOT_FOUND.
 */
export async function assertVisiblePos(tx: Tx, actor: Actor, poIds: readonly number[]) {
  const ids = [...new Set(poIds)];
  if (ids.length === 0) return;
  const conditions = [inArray(purchaseOrders.id, ids), eq(purchaseOrders.projectId, actor.projectId)];
  if (!readsAllSheets(actor))
    conditions.push(
      or(
        eq(purchaseOrders.userId, actor.userId),
        eq(purchaseOrders.encoderId, actor.userId),
        validatesSql(PO_APPROVAL, actor),
      )!,
    );
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseOrders)
    .where(and(...conditions));
  if ((row?.n ?? 0) !== ids.length) throw notFound();
}

/** Only unsent and refused POs change (001 §4); after that only with canEditPo. */
export function assertEditable(actor: Actor, po: PurchaseOrderRow) {
  if (!EDITABLE_EXPENSE_STATUSES.includes(po.status) && !actor.rights.has('canEditPo'))
    throw new AppError('CONFLICT', 'poAlreadySubmitted');
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
  const where = projectPosWhere(actor, filter);
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

/** Every PO GetProjectPurchaseOrders' filter matches, unpaged and in the list's order (exports, 001 §9). */
export function allProjectPurchaseOrders(services: Services, actor: Actor, filter: ProjectPoFilter) {
  return listPos(services.db, projectPosWhere(actor, filter), null);
}

function projectPosWhere(actor: Actor, filter: ProjectPoFilter) {
  const conditions: (SQL | undefined)[] = [
    eq(purchaseOrders.projectId, actor.projectId),
    modeCondition(filter.mode ?? PO_LIST_MODES.allMine),
  ];
  if (filter.userId) conditions.push(eq(purchaseOrders.userId, filter.userId));
  if (filter.departmentNumber !== null && filter.departmentNumber !== undefined)
    conditions.push(eq(purchaseOrders.departmentNumber, filter.departmentNumber));
  if (filter.supplierId) conditions.push(eq(purchaseOrders.supplierId, filter.supplierId));
  if (filter.status?.length) conditions.push(inArray(purchaseOrders.status, [...filter.status]));
  return and(...conditions);
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
  const [project] = await tx
    .select({ allow: projects.allowPoOutsideContract })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  const isInContract = await contractCovers(tx, {
    userProjectId: member.id,
    date: input.requestDate,
    allowOutside: project?.allow ?? false,
    field: 'requestDate',
  });
  return { ...input, departmentNumber, functionNumber, isInContract };
}

/**
 * NewPurchaseOrder: a draft PO of the caller (or, for administrators and production, of a member: poEntryCrew).
 * It gets its number when first sent (SendPurchaseOrdersSlice), so an abandoned draft takes none (issue 12 item 17).
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
    const [po] = await tx
      .insert(purchaseOrders)
      .values({ ...resolved, projectId: actor.projectId, userId, encoderId: actor.userId })
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
    // Its lines are booked on its date and department: followers see them again with the new ones.
    for (const line of await tx.select().from(poItems).where(eq(poItems.poId, po!.id)))
      await services.events.publish(tx, 'purchaseOrder.lineChanged', poLineFact(po!, line, 'updated'));
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
      throw new AppError('CONFLICT', 'poAlreadySubmitted');
    if (new Decimal(po.expenseTotal).gt(0)) throw new AppError('CONFLICT', 'poInvoiced');
    const lines = await tx.delete(poItems).where(eq(poItems.poId, po.id)).returning();
    await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    for (const line of lines)
      await services.events.publish(tx, 'purchaseOrder.lineChanged', poLineFact(po, line, 'deleted'));
    return po.id;
  });
}

// ---------------------------------------------------------------------------------------------------------------
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

// A supplier of purchase orders cannot be deleted (issue 12 item 12).
registerSupplierUsage('purchase-orders', 'inUseByPurchaseOrders', async (tx, supplierId) => {
  const [row] = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.supplierId, supplierId))
    .limit(1);
  return row !== undefined;
});

// A tax rate or custom flag item chosen on PO lines cannot be deleted (issue 12 item 12).
registerFlagItemUsage('purchase-orders', 'inUseByPurchaseOrders', async (tx, flagItemIds) => {
  const ids = [...flagItemIds];
  const [row] = await tx
    .select({ id: poItems.id })
    .from(poItems)
    .where(
      or(
        inArray(poItems.vatFlagItemId, ids),
        sql`exists (select 1 from ${poItemFlags} f where f.item_id = ${poItems.id} and f.flag_item_id in ${ids})`,
      ),
    )
    .limit(1);
  return row !== undefined;
});

/**
 * Purchase-order figures of the dashboards (001 §3.4): the caller's POs sent and not refused (VAT included, as
 * myTotalExpenses counts the caller's sent expenses), and the project's POs waiting for a validator.
 */
export async function poDashboardFigures(services: Services, actor: Actor) {
  const [[mine], [waiting]] = await Promise.all([
    services.db
      .select({ total: sql<string>`coalesce(sum(${purchaseOrders.amountTotal}), 0)` })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.projectId, actor.projectId),
          eq(purchaseOrders.userId, actor.userId),
          ne(purchaseOrders.status, notSubmitted),
          notInArray(purchaseOrders.status, REFUSED),
        ),
      ),
    services.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.projectId, actor.projectId),
          inArray(purchaseOrders.status, [EXPENSE_STATUS.submitted, EXPENSE_STATUS.validatedLevel1]),
        ),
      ),
  ]);
  return { myTotal: new Decimal(mine?.total ?? 0).toFixed(2), waiting: waiting?.n ?? 0 };
}
