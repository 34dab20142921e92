import { createHash } from 'node:crypto';
import {
  computeExpenseAmounts,
  expenseAmountsFit,
  isAboveMaximum,
  travelKgCo2,
} from '@setledger/shared/expenses/expense-amounts';
import { EDITABLE_EXPENSE_STATUSES, EXPENSE_KINDS } from '@setledger/shared/expenses/expenses.constants';
import { type ExpenseItemInput, expenseItemSchema } from '@setledger/shared/expenses/expenses.schemas';
import { carbonMeasureOf } from '@setledger/shared/green/carbon-measure.schema';
import { Decimal } from 'decimal.js';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Actor } from '../../core/actor';
import { AppError, amountTooLarge, badInput, conflict, forbidden, notFound } from '../../core/errors';
import { parseInput } from '../../core/input';
import { inLicense, inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { contractCovers } from '../approvals';
import { carbonOfSources, type SourceCarbon } from '../carbon';
import { budgetCategories, departments, functions, registerDepartmentUsage } from '../departments';
import { checkPhysicalMeasure, vehicleFactor } from '../emission-factors';
import { checkCustomFlagItems, getTaxOptions, registerFlagItemUsage } from '../flags';
import { projects } from '../projects';
import { moveInvoicedAmount } from '../purchase-orders';
import { registerSupplierUsage, suppliers } from '../suppliers';
import { userProjects, users, userVehicles } from '../users';
import { expenseItemFact } from './expense-events';
import { editableWhere, entersForOthers, visibleWhere } from './expense-items.policy';
import { expenseItemFlags, expenseItems, expenseSheets } from './expenses.table';
import {
  type ExpenseReceiptRow,
  receiptFilesWhere,
  receiptsOf,
  removeReceiptFiles,
} from './receipts.service';

export type ExpenseItemRow = typeof expenseItems.$inferSelect;
export type ExpenseSheetRow = typeof expenseSheets.$inferSelect;

/** Who may enter expenses for somebody else (expensesEntryCrew): administrators and production. */

/** The CO2 of a travel with the factor used (the person's declared per-km figure or their energy's). */
async function travelCarbon(tx: Tx, userId: number, km: string) {
  const [vehicle] = await tx.select().from(userVehicles).where(eq(userVehicles.userId, userId));
  const factor = vehicleFactor(vehicle);
  return {
    kgCoTwo: travelKgCo2(km, factor.value),
    co2FactorKey: factor.key,
    co2FactorValue: factor.value,
    co2FactorUnit: factor.unit,
    co2FactorSource: factor.source,
  };
}

const NO_CARBON = {
  kgCoTwo: null,
  co2FactorKey: null,
  co2FactorValue: null,
  co2FactorUnit: null,
  co2FactorSource: null,
};

/** Checks every reference of an item against the caller's project and computes amounts, contract and CO2. */
async function resolveItem(
  tx: Tx,
  actor: Actor,
  userId: number,
  input: ExpenseItemInput,
  taxRates: ReadonlyMap<number, string>,
) {
  const [project] = await tx
    .select({
      mandatoryCategory: projects.mandatoryCategoryExpense,
      outsideContract: projects.allowExpenseOutsideContract,
      maxAmount: projects.maxAmountPerItem,
    })
    .from(projects)
    .where(eq(projects.id, actor.projectId));
  const [member] = await tx
    .select({
      id: userProjects.id,
      department: userProjects.departmentNumber,
      fn: userProjects.functionNumber,
    })
    .from(userProjects)
    .where(and(inProject(userProjects, actor), eq(userProjects.userId, userId)));
  if (!member) throw notFound();

  const isInContract = await contractCovers(tx, {
    userProjectId: member.id,
    date: input.date,
    allowOutside: project?.outsideContract ?? false,
    field: 'date',
  });

  const departmentNumber = input.departmentNumber ?? member.department;
  if (departmentNumber !== null) {
    const [department] = await tx
      .select({ forExpense: departments.forExpense })
      .from(departments)
      .where(and(inProject(departments, actor), eq(departments.value, departmentNumber)));
    if (!department?.forExpense) throw badInput('departmentNumber', 'notFound');
  }
  const functionNumber = input.departmentNumber === null ? member.fn : input.functionNumber;
  if (functionNumber !== null && functionNumber !== undefined) {
    const [fn] = await tx
      .select({ id: functions.id })
      .from(functions)
      .where(
        and(
          inProject(functions, actor),
          eq(functions.departmentNumber, departmentNumber ?? -1),
          eq(functions.value, functionNumber),
        ),
      );
    if (!fn) throw badInput('functionNumber', 'functionNotInDepartment');
  }

  let costCenter = input.costCenter;
  if (input.categoryId !== null) {
    const [category] = await tx
      .select({ costCenter: budgetCategories.costCenter })
      .from(budgetCategories)
      .where(and(inProject(budgetCategories, actor), eq(budgetCategories.id, input.categoryId)));
    if (!category) throw badInput('categoryId', 'notFound');
    costCenter ||= category.costCenter;
  } else if (project?.mandatoryCategory) throw badInput('categoryId', 'required');

  if (input.supplierId !== null) {
    const [supplier] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, input.supplierId), inLicense(suppliers, actor)));
    if (!supplier) throw badInput('supplierId', 'notFound');
  }

  // Only the project's tax options may be chosen (000 §5); without one the rate is 0.
  let vatRate = '0';
  if (input.vatFlagItemId !== null) {
    const factor = taxRates.get(input.vatFlagItemId);
    if (factor === undefined) throw badInput('vatFlagItemId', 'notFound');
    vatRate = new Decimal(factor).toString();
  }
  const amounts =
    input.amount === null && input.amountTotal === null
      ? { amount: '0.00', amountVat: '0.00', amountTotal: '0.00' }
      : computeExpenseAmounts({ amount: input.amount, amountTotal: input.amountTotal, vatRate });
  // The form runs the same check with the same rate (issue 12 item 16): a total past the stored digits is refused.
  if (!expenseAmountsFit(amounts))
    throw badInput(input.amount !== null ? 'amount' : 'amountTotal', 'outOfRange');
  if (project && isAboveMaximum(amounts.amountTotal, project.maxAmount))
    throw amountTooLarge(input.amount !== null ? 'amount' : 'amountTotal', project.maxAmount);
  const carbon =
    input.type === EXPENSE_KINDS.travel && input.km !== null
      ? await travelCarbon(tx, userId, input.km)
      : NO_CARBON;
  const measure = carbonMeasureOf(input);
  checkPhysicalMeasure(measure);

  return {
    date: input.date,
    type: input.type,
    description: input.description,
    detailedDescription: input.detailedDescription,
    ...amounts,
    vatFlagItemId: input.vatFlagItemId,
    vatRate,
    departmentNumber,
    functionNumber: functionNumber ?? null,
    categoryId: input.categoryId,
    costCenter,
    subCategory: input.subCategory,
    subType: input.subType,
    additionalSubType: input.additionalSubType,
    coTwoCategory: input.coTwoCategory,
    paymentType: input.paymentType,
    supplierId: input.supplierId,
    km: input.type === EXPENSE_KINDS.travel ? input.km : null,
    fromLocation: input.fromLocation,
    toLocation: input.toLocation,
    ...carbon,
    carbonQuantity: measure?.quantity ?? null,
    carbonUnit: measure?.unit ?? null,
    carbonFactorKey: measure?.factorKey ?? null,
    isInContract,
  };
}

/**
 * The rate of each tax option of the project (read before a transaction: on the embedded database a read on
 * another connection inside a transaction would wait for it).
 */
async function taxRatesOf(services: Services, actor: Actor): Promise<ReadonlyMap<number, string>> {
  return new Map((await getTaxOptions(services, actor)).map((item) => [item.id, item.factor]));
}

/** Names shown beside an item's numbers (000 §3): department, function, category, supplier, owner, encoder. */
export interface ExpenseItemNames {
  departmentName: string | null;
  functionName: string | null;
  categoryName: string | null;
  supplierName: string | null;
  userFullName: string;
  encoderFullName: string | null;
}

export type ExpenseItem = ExpenseItemRow &
  ExpenseItemNames & {
    customFlagIds: number[];
    receipts: ExpenseReceiptRow[];
    /** The item's carbon ledger entry: what it counts, the figure every page shows (issue 14). */
    carbon: SourceCarbon | null;
  };

const encoders = alias(users, 'encoder');

/** The names of an item's numbers, as columns of a select from expense_items joined by itemsWithNames. */
export const nameColumns = {
  departmentName: departments.message,
  functionName: functions.message,
  categoryName: budgetCategories.name,
  supplierName: suppliers.name,
  userFullName: sql<string>`${users.firstName} || ' ' || ${users.name}`,
  encoderFullName: sql<string | null>`${encoders.firstName} || ' ' || ${encoders.name}`,
};

/** Expense items with the names of their department, function, category, supplier, owner and encoder. */
export function itemsWithNames<T extends SelectedFields>(tx: Tx, columns: T) {
  return tx
    .select({ ...columns, ...nameColumns })
    .from(expenseItems)
    .innerJoin(users, eq(users.id, expenseItems.userId))
    .leftJoin(encoders, eq(encoders.id, expenseItems.encoderId))
    .leftJoin(
      departments,
      and(
        eq(departments.projectId, expenseItems.projectId),
        eq(departments.value, expenseItems.departmentNumber),
      ),
    )
    .leftJoin(
      functions,
      and(
        eq(functions.projectId, expenseItems.projectId),
        eq(functions.departmentNumber, expenseItems.departmentNumber),
        eq(functions.value, expenseItems.functionNumber),
      ),
    )
    .leftJoin(budgetCategories, eq(budgetCategories.id, expenseItems.categoryId))
    .leftJoin(suppliers, eq(suppliers.id, expenseItems.supplierId));
}

/**
 * Items with their custom flags, receipts and names, in three queries for all of them (two when the caller
 * already read the names with itemsWithNames).
 */
export async function withFlags(
  tx: Tx,
  rows: ExpenseItemRow[],
  knownNames?: ReadonlyMap<number, ExpenseItemNames>,
): Promise<ExpenseItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const readNames = async (): Promise<ReadonlyMap<number, ExpenseItemNames>> => {
    const found = await itemsWithNames(tx, { id: expenseItems.id }).where(inArray(expenseItems.id, ids));
    return new Map(found.map(({ id, ...n }) => [id, n]));
  };
  const [links, receipts, nameOf, carbon] = await Promise.all([
    tx.select().from(expenseItemFlags).where(inArray(expenseItemFlags.itemId, ids)),
    receiptsOf(tx, ids),
    knownNames ?? readNames(),
    carbonOfSources(tx, { projectId: rows[0]!.projectId, sourceType: 'expenseItem', sourceIds: ids }),
  ]);
  return rows.map((row) => ({
    ...row,
    ...nameOf.get(row.id)!,
    customFlagIds: links.filter((l) => l.itemId === row.id).map((l) => l.flagItemId),
    receipts: receipts.filter((r) => r.itemId === row.id),
    carbon: carbon.get(row.id) ?? null,
  }));
}

/** The owner of a new item: the caller, or (administrators and production) a member they enter for. */
export function ownerOf(actor: Actor, userId: number | null | undefined): number {
  if (userId === null || userId === undefined || userId === actor.userId) return actor.userId;
  if (!entersForOthers(actor)) throw forbidden();
  return userId;
}

/** What a create request asked for, independent of key order: a hash kept with its Idempotency-Key. */
function requestHash(request: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

/** The item a repeated request answers with; the same key with another body (or project) is a CONFLICT. */
function replayOf<T extends { projectId: number; idempotencyHash: string | null }>(
  first: T,
  actor: Actor,
  hash: string | null,
): T {
  if (first.projectId !== actor.projectId) throw conflict();
  if (first.idempotencyHash !== null && first.idempotencyHash !== hash)
    throw conflict('idempotencyKeyReused');
  return first;
}

/**
 * NewExpenseItem: a not-submitted item of the caller (or, for administrators and production, of a member).
 * With an Idempotency-Key, repeating the request returns the first item and creates nothing more.
 */
export async function newExpenseItem(
  services: Services,
  actor: Actor,
  input: {
    item: unknown;
    userId?: number | null;
    flagItemIds?: readonly number[] | null;
    idempotencyKey?: string | null;
  },
) {
  const values = parseInput(expenseItemSchema, input.item);
  const userId = ownerOf(actor, input.userId);
  const key = input.idempotencyKey?.trim().slice(0, 200) || null;
  const hash = key ? requestHash({ item: input.item, userId, flagItemIds: input.flagItemIds ?? null }) : null;
  if (key) {
    const [seen] = await services.db
      .select()
      .from(expenseItems)
      .where(and(eq(expenseItems.userId, userId), eq(expenseItems.idempotencyKey, key)));
    if (seen) return (await withFlags(services.db, [replayOf(seen, actor, hash)]))[0]!;
  }
  const flags = await checkCustomFlagItems(services, actor, input.flagItemIds, 'projectFlagItemIds');
  const taxRates = await taxRatesOf(services, actor);
  return services.db.transaction(async (tx) => {
    const resolved = await resolveItem(tx, actor, userId, values, taxRates);
    const [row] = await tx
      .insert(expenseItems)
      .values({
        ...resolved,
        projectId: actor.projectId,
        userId,
        encoderId: actor.userId,
        idempotencyKey: key,
        idempotencyHash: hash,
      })
      .onConflictDoNothing({ target: [expenseItems.userId, expenseItems.idempotencyKey] })
      .returning();
    if (!row) {
      // The same key won a race a moment ago: answer with that item.
      const [first] = await tx
        .select()
        .from(expenseItems)
        .where(and(eq(expenseItems.userId, userId), eq(expenseItems.idempotencyKey, key!)));
      return (await withFlags(tx, [replayOf(first!, actor, hash)]))[0]!;
    }
    if (flags.length > 0)
      await tx.insert(expenseItemFlags).values(flags.map((flagItemId) => ({ itemId: row.id, flagItemId })));
    await services.events.publish(tx, 'expenseItem.saved', { ...expenseItemFact(row), isNew: true });
    return (await withFlags(tx, [row]))[0]!;
  });
}

/** The item if the caller may see it (expense-items.policy), else NOT_FOUND: a hidden row is never loaded. */
async function visibleItem(tx: Tx, actor: Actor, itemId: number) {
  const [row] = await tx
    .select()
    .from(expenseItems)
    .where(and(eq(expenseItems.id, itemId), visibleWhere(actor)));
  if (!row) throw notFound();
  return row;
}

/** The item if the caller may change it (expense-items.policy), else NOT_FOUND. */
async function editableItem(tx: Tx, actor: Actor, itemId: number) {
  const [row] = await tx
    .select()
    .from(expenseItems)
    .where(and(eq(expenseItems.id, itemId), editableWhere(actor)));
  if (!row) throw notFound();
  return row;
}

/**
 * An item of an invoice made from a PO is production's document (issue 12 item 10): its owner (the PO's crew
 * member) may read it, only administrators and production change it.
 */
function assertInvoiceEditor(actor: Actor, item: ExpenseItemRow) {
  if (item.poItemId !== null && !entersForOthers(actor)) throw forbidden();
}

/** GetExpenseItem: one item the caller may see, to edit it (000 §8: loading an expense reports its error). */
export async function getExpenseItem(services: Services, actor: Actor, input: { itemId: number }) {
  const row = await visibleItem(services.db, actor, input.itemId);
  return (await withFlags(services.db, [row]))[0]!;
}

/** UpdExpenseItem: while not submitted or refused; after that only with canEditExpense. */
export async function updExpenseItem(
  services: Services,
  actor: Actor,
  input: { itemId: number; item: unknown; userId?: number | null; flagItemIds?: readonly number[] | null },
) {
  const values = parseInput(expenseItemSchema, input.item);
  const flags = input.flagItemIds
    ? await checkCustomFlagItems(services, actor, input.flagItemIds, 'ProjectFlagItemId')
    : null;
  const taxRates = await taxRatesOf(services, actor);
  return services.db.transaction(async (tx) => {
    const current = await editableItem(tx, actor, input.itemId);
    assertInvoiceEditor(actor, current);
    if (!EDITABLE_EXPENSE_STATUSES.includes(current.validated) && !actor.rights.has('canEditExpense'))
      throw new AppError('CONFLICT', 'alreadySubmitted');
    const userId = input.userId ? ownerOf(actor, input.userId) : current.userId;
    const resolved = await resolveItem(tx, actor, userId, values, taxRates);
    if (current.poItemId !== null)
      await moveInvoicedAmount(tx, current.poItemId, current.amount, resolved.amount);
    const [row] = await tx
      .update(expenseItems)
      .set({ ...resolved, userId, updatedAt: new Date() })
      .where(eq(expenseItems.id, current.id))
      .returning();
    if (flags) {
      await tx.delete(expenseItemFlags).where(eq(expenseItemFlags.itemId, current.id));
      if (flags.length > 0)
        await tx
          .insert(expenseItemFlags)
          .values(flags.map((flagItemId) => ({ itemId: current.id, flagItemId })));
    }
    if (row!.sheetId !== null) await refreshSheetTotal(tx, row!.sheetId);
    await services.events.publish(tx, 'expenseItem.saved', { ...expenseItemFact(row!), isNew: false });
    return (await withFlags(tx, [row!]))[0]!;
  });
}

/** DelExpenseItem: an empty id does nothing (000 §5); sent items only with canDeleteAfterValidation. */
export async function delExpenseItem(
  services: Services,
  actor: Actor,
  input: { itemId: number | null | undefined },
) {
  if (!input.itemId) return null;
  return withTransaction(services, async (tx, afterCommit) => {
    const current = await editableItem(tx, actor, input.itemId!);
    assertInvoiceEditor(actor, current);
    if (
      !EDITABLE_EXPENSE_STATUSES.includes(current.validated) &&
      !actor.rights.has('canDeleteAfterValidation')
    )
      throw new AppError('CONFLICT', 'alreadySubmitted');
    const files = await receiptFilesWhere(tx, { itemIds: [current.id] });
    if (current.poItemId !== null) await moveInvoicedAmount(tx, current.poItemId, current.amount, 0);
    await tx.delete(expenseItems).where(eq(expenseItems.id, current.id));
    if (current.sheetId !== null) await refreshSheetTotal(tx, current.sheetId);
    await services.events.publish(tx, 'expenseItem.deleted', {
      projectId: current.projectId,
      itemId: current.id,
      userId: current.userId,
      sheetId: current.sheetId,
    });
    // The receipts' rows go with the item; their files once that is committed.
    afterCommit('receipt files', () => removeReceiptFiles(services, files));
    return current.id;
  });
}

async function refreshSheetTotal(tx: Tx, sheetId: number) {
  await tx
    .update(expenseSheets)
    .set({
      amountTotal: sql`coalesce((select sum(${expenseItems.amountTotal}) from ${expenseItems} where ${expenseItems.sheetId} = ${sheetId}), 0)`,
      updatedAt: new Date(),
    })
    .where(eq(expenseSheets.id, sheetId));
}

export async function assertMember(tx: Tx, actor: Actor, userId: number) {
  const [member] = await tx
    .select({ id: userProjects.id })
    .from(userProjects)
    .where(and(inProject(userProjects, actor), eq(userProjects.userId, userId)));
  if (!member) throw notFound();
}

// A department, function or category that expense items point at cannot be deleted (CONFLICT inUseByExpenses).
registerDepartmentUsage('expenses', 'inUseByExpenses', async (tx, target) => {
  const conditions = [inProject(expenseItems, target)];
  if (target.kind === 'category') conditions.push(eq(expenseItems.categoryId, target.categoryId));
  else {
    conditions.push(eq(expenseItems.departmentNumber, target.departmentNumber));
    if (target.kind === 'function') conditions.push(eq(expenseItems.functionNumber, target.value));
  }
  const [row] = await tx
    .select({ id: expenseItems.id })
    .from(expenseItems)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
});

// A supplier of expense items or of invoices (sheets of kind 1) cannot be deleted (issue 12 item 12).
registerSupplierUsage('expenses', 'inUseByExpenses', async (tx, supplierId) => {
  const [item] = await tx
    .select({ id: expenseItems.id })
    .from(expenseItems)
    .where(eq(expenseItems.supplierId, supplierId))
    .limit(1);
  if (item) return true;
  const [sheet] = await tx
    .select({ id: expenseSheets.id })
    .from(expenseSheets)
    .where(eq(expenseSheets.supplierId, supplierId))
    .limit(1);
  return sheet !== undefined;
});

// A tax rate or custom flag item chosen on expense items cannot be deleted (issue 12 item 12).
registerFlagItemUsage('expenses', 'inUseByExpenses', async (tx, flagItemIds) => {
  const ids = [...flagItemIds];
  const [row] = await tx
    .select({ id: expenseItems.id })
    .from(expenseItems)
    .where(
      or(
        inArray(expenseItems.vatFlagItemId, ids),
        sql`exists (select 1 from ${expenseItemFlags} f where f.item_id = ${expenseItems.id} and f.flag_item_id in ${ids})`,
      ),
    )
    .limit(1);
  return row !== undefined;
});
