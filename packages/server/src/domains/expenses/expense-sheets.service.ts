import { EXPENSE_STATUS, PROCESS_STATUS_TYPES } from '@setledger/shared/expenses/expenses.constants';
import { isIsoDate } from '@setledger/shared/validation/fields';
import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { AppError, badInput, conflict, forbidden, notFound } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Db, Tx } from '../../db/client';
import { prepared, UNNAMED } from '../../db/prepared';
import {
  approvalComment,
  approvalTrail,
  decideDocument,
  decidingLevel,
  resubmitDocument,
  undoRefusal,
  validateMany,
  waitingForSql as waitingForLevel,
} from '../approvals';
import { departments } from '../departments';
import { moveInvoicedAmount } from '../purchase-orders';
import { users } from '../users';
import { EXPENSE_SHEET_APPROVAL, REFUSED, WAITING } from './expense-sheet-approval';
import { editableWhere, visibleWhere } from './expense-sheets.policy';
import { type ExpenseSheetRow, withFlags } from './expenses.service';
import { expenseItems, expenseSheets } from './expenses.table';
import { receiptFilesWhere, removeReceiptFiles } from './receipts.service';
import { sheetReceipts } from './sheet-receipts';
import { shownSheetStatus, shownSheetStatusSql } from './sheet-status';

const { refusedLevel1, refusedLevel2 } = EXPENSE_STATUS;

/** The sheets waiting for the caller's decision (the approval engine's rule, without the caller's own sheets). */
const waitingForSql = (actor: Actor) => waitingForLevel(EXPENSE_SHEET_APPROVAL, actor);

/**
 * The computed columns of a sheet list. Each is read only when the query asks for it (issue 17): the sheet lists
 * of the budget and of production ask for the item count alone.
 */
export interface SheetListExtras {
  itemCount: boolean;
  refusedItems: boolean;
  outsideContract: boolean;
}
export const EVERY_SHEET_EXTRA: SheetListExtras = {
  itemCount: true,
  refusedItems: true,
  outsideContract: true,
};
export const NO_SHEET_EXTRA: SheetListExtras = {
  itemCount: false,
  refusedItems: false,
  outsideContract: false,
};
/** The extras a query's selection of a list item asks for (see graphql/selection.ts). */
export const sheetExtrasOf = (fields: ReadonlySet<string>): SheetListExtras => ({
  itemCount: fields.has('itemCount'),
  refusedItems: fields.has('refusedItems'),
  outsideContract: fields.has('outsideContract'),
});

/**
 * Per sheet of the page: correlated subqueries the planner evaluates for the rows it answers only. Whether an
 * item is outside the contract is a scalar subquery (limit 1), not `exists (…)`, which PostgreSQL may plan as a
 * hashed subplan over every item of every project.
 */
const extraColumns = {
  itemCount:
    sql<number>`(select count(*) from ${expenseItems} i where i.sheet_id = ${expenseSheets.id})`.mapWith(
      Number,
    ),
  refusedItems: sql<number>`(select count(*) from ${expenseItems} i where i.sheet_id = ${expenseSheets.id}
    and i.validated in (${refusedLevel1}, ${refusedLevel2}))`.mapWith(Number),
  outsideContract: sql<boolean>`coalesce((select true from ${expenseItems} i
    where i.sheet_id = ${expenseSheets.id} and not i.is_in_contract limit 1), false)`.mapWith(Boolean),
};

const sheetColumns = {
  sheet: expenseSheets,
  userName: users.name,
  userFirstName: users.firstName,
  departmentName: departments.message,
  shownStatus: shownSheetStatusSql,
};

/** A sheet of a list; the extras are there when they were asked for. */
export interface SheetListRow {
  sheet: ExpenseSheetRow;
  userName: string;
  userFirstName: string;
  departmentName: string | null;
  itemCount?: number;
  refusedItems?: number;
  outsideContract?: boolean;
}

/** The select of a sheet list, before its page. */
function sheetListQuery(tx: Tx, where: SQL | undefined, order: 'newest' | 'person', extras: SheetListExtras) {
  const columns = {
    ...sheetColumns,
    ...Object.fromEntries(
      (Object.keys(extraColumns) as (keyof SheetListExtras)[])
        .filter((name) => extras[name])
        .map((name) => [name, extraColumns[name]]),
    ),
  } as typeof sheetColumns;
  return tx
    .select(columns)
    .from(expenseSheets)
    .innerJoin(users, eq(users.id, expenseSheets.userId))
    .leftJoin(
      departments,
      and(
        eq(departments.projectId, expenseSheets.projectId),
        eq(departments.value, expenseSheets.departmentNumber),
      ),
    )
    .where(where)
    .orderBy(
      ...(order === 'person' ? [asc(users.name), asc(users.firstName)] : []),
      desc(expenseSheets.submittedAt),
      desc(expenseSheets.id),
    )
    .$dynamic();
}

type SheetListResult = (SheetListRow & { shownStatus: number })[];
const shown = (rows: SheetListResult): SheetListRow[] =>
  rows.map(({ shownStatus, ...row }) => ({ ...row, sheet: { ...row.sheet, status: shownStatus } }));

/** Sheets with their names and counts; `sheet.status` is the status shown (001 §4, see shownSheetStatusSql). */
export async function listSheets(
  tx: Tx,
  where: SQL | undefined,
  order: 'newest' | 'person' = 'newest',
  page: { limit: number; offset: number } | null = { limit: 500, offset: 0 },
  extras: SheetListExtras = EVERY_SHEET_EXTRA,
): Promise<SheetListRow[]> {
  const query = sheetListQuery(tx, where, order, extras);
  return shown((await (page ? query.limit(page.limit).offset(page.offset) : query)) as SheetListResult);
}

/**
 * A page of listSheets as a prepared statement (issue 17): `where` holds placeholders, filled from `values`; one
 * statement per `shape` (the filters present) and extras, built the first time that shape is asked for.
 */
export async function listSheetsPrepared(
  db: Db,
  input: {
    shape: string;
    where: SQL | undefined;
    values: Record<string, unknown>;
    page: { limit: number; offset: number };
    extras: SheetListExtras;
  },
): Promise<SheetListRow[]> {
  const extras = (Object.keys(input.extras) as (keyof SheetListExtras)[]).filter(
    (name) => input.extras[name],
  );
  const statement = prepared(db, `sheet_page_${input.shape}_${extras.join('_')}`, () =>
    sheetListQuery(db, input.where, 'newest', input.extras)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED),
  );
  return shown((await statement.execute({ ...input.values, ...input.page })) as SheetListResult);
}

/**
 * GetExpenseSheetsToValidate: the sheets that wait for the caller's decision, by person, each with its first
 * receipt and how many items have none (the validators' table, issue 12 item 32).
 */
export async function getExpenseSheetsToValidate(
  services: Services,
  actor: Actor,
  extras: SheetListExtras = EVERY_SHEET_EXTRA,
) {
  const rows = await listSheets(
    services.db,
    and(inProject(expenseSheets, actor), waitingForSql(actor)),
    'person',
    undefined,
    extras,
  );
  const receipts = await sheetReceipts(
    services.db,
    rows.map((r) => r.sheet.id),
  );
  return rows.map((row) => ({ ...row, ...receipts.get(row.sheet.id)! }));
}

/**
 * MyExpenseSheets: the caller's sheets, newest first. Invoices made from the caller's POs are production's
 * documents, shown with the PO, not among the person's sheets (issue 12 item 11).
 */
export function myExpenseSheets(
  services: Services,
  actor: Actor,
  extras: SheetListExtras = EVERY_SHEET_EXTRA,
) {
  return listSheets(
    services.db,
    and(inProject(expenseSheets, actor), eq(expenseSheets.userId, actor.userId), isNull(expenseSheets.poId)),
    'newest',
    undefined,
    extras,
  );
}

export interface ProjectSheetsFilter {
  userId?: number | null;
  departmentNumber?: number | null;
  status?: readonly number[] | null;
  kind?: number | null;
  processed?: boolean | null;
  /** Sent on or after this date (YYYY-MM-DD). */
  startDate?: string | null;
  /** Sent on or before this date (YYYY-MM-DD). */
  endDate?: string | null;
  limit?: number | null;
  offset?: number | null;
}

/** What a GetProjectExpenseSheets query asks for: the page's rows (with their extras) and the totals. */
export interface ProjectSheetsAsked {
  rows: SheetListExtras | null;
  totals: boolean;
}

/**
 * GetProjectExpenseSheets: every sent sheet of the project for administrators, production and who marks
 * entries processed, filtered and paged (20 per page by default, 000 §9), with the total count. The page and the
 * totals are read only when the query asks for them.
 */
export async function getProjectExpenseSheets(
  services: Services,
  actor: Actor,
  filter: ProjectSheetsFilter,
  asked: ProjectSheetsAsked = { rows: EVERY_SHEET_EXTRA, totals: true },
) {
  const where = projectSheetsWhere(actor, filter);
  const limit = Math.min(Math.max(filter.limit ?? 20, 1), 500);
  const page = { limit, offset: Math.max(filter.offset ?? 0, 0) };
  const [rows, [count]] = await Promise.all([
    asked.rows ? listSheets(services.db, where, 'newest', page, asked.rows) : [],
    asked.totals
      ? services.db
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            total: sql<string>`coalesce(sum(${expenseSheets.amountTotal}), 0)`,
          })
          .from(expenseSheets)
          .where(where)
      : [],
  ]);
  return { rows, totalRecords: count?.n ?? 0, amountTotal: new Decimal(count?.total ?? 0).toFixed(2) };
}

/** Every sheet GetProjectExpenseSheets' filter matches, unpaged and in the list's order (exports, 001 §9). */
export function allProjectExpenseSheets(services: Services, actor: Actor, filter: ProjectSheetsFilter) {
  return listSheets(services.db, projectSheetsWhere(actor, filter), 'newest', null, {
    ...NO_SHEET_EXTRA,
    itemCount: true,
  });
}

/** The project's sent sheets that GetProjectExpenseSheets' filter matches, as SQL on expense_sheets. */
export function projectSheetsWhere(actor: Actor, filter: ProjectSheetsFilter) {
  const conditions: SQL[] = [inProject(expenseSheets, actor)];
  if (filter.userId) conditions.push(eq(expenseSheets.userId, filter.userId));
  if (filter.departmentNumber !== null && filter.departmentNumber !== undefined)
    conditions.push(eq(expenseSheets.departmentNumber, filter.departmentNumber));
  if (filter.status?.length) conditions.push(inArray(shownSheetStatusSql, [...filter.status]));
  if (filter.kind !== null && filter.kind !== undefined) conditions.push(eq(expenseSheets.kind, filter.kind));
  if (filter.processed !== null && filter.processed !== undefined)
    conditions.push(eq(expenseSheets.processed, filter.processed));
  for (const [field, value] of [
    ['startDate', filter.startDate],
    ['endDate', filter.endDate],
  ] as const) {
    if (!value) continue;
    if (!isIsoDate(value)) throw badInput(field, 'invalidDate');
    conditions.push(
      field === 'startDate'
        ? sql`${expenseSheets.submittedAt} >= ${`${value}T00:00:00Z`}::timestamptz`
        : sql`${expenseSheets.submittedAt} <= ${`${value}T23:59:59.999Z`}::timestamptz`,
    );
  }
  return and(...conditions);
}

/** GetExpenseSheet: a sheet with its items, for its owner, its validators, and administrators and production. */
export async function getExpenseSheet(
  services: Services,
  actor: Actor,
  input: { sheetId: number },
  extras: SheetListExtras = EVERY_SHEET_EXTRA,
) {
  const [row] = await listSheets(
    services.db,
    and(eq(expenseSheets.id, input.sheetId), visibleWhere(actor)),
    'newest',
    undefined,
    extras,
  );
  if (!row) throw notFound();
  const items = await services.db
    .select()
    .from(expenseItems)
    .where(eq(expenseItems.sheetId, row.sheet.id))
    .orderBy(asc(expenseItems.date), asc(expenseItems.id));
  return { ...row, items: await withFlags(services.db, items) };
}

/** The approval trail of a sheet read with getExpenseSheet: its levels, who decided and when. */
export function sheetApprovalTrail(services: Services, actor: Actor, row: SheetListRow) {
  const { sheet } = row;
  return approvalTrail(services.db, EXPENSE_SHEET_APPROVAL, actor.projectId, sheet);
}

/** A decision of the approval engine, answered with the status the sheet shows (001 §4). */
async function decide(
  services: Services,
  actor: Actor,
  input: { sheetId: number; comment?: string | null },
  refuse: boolean,
) {
  const changed = await decideDocument(services, EXPENSE_SHEET_APPROVAL, actor, {
    id: input.sheetId,
    comment: input.comment,
    refuse,
  });
  return { ...changed, status: await shownSheetStatus(services.db, changed) };
}

/** ValidateExpenseSheet: level 1, then level 2; without a level-2 validator in the department level 1 is final (8). */
export function validateExpenseSheet(
  services: Services,
  actor: Actor,
  input: { sheetId: number; comment?: string | null },
) {
  return decide(services, actor, input, false);
}

/** RejectExpenseSheet: refused at the caller's level (4 or 16), with the comment the owner will read. */
export function rejectExpenseSheet(
  services: Services,
  actor: Actor,
  input: { sheetId: number; comment?: string | null },
) {
  return decide(services, actor, input, true);
}

/**
 * ValidateAllExpenseSheets: each listed sheet that waits for the caller moves as if validated alone (the approval
 * engine's rule), in one UPDATE of the sheets and one of their items whatever the number of ids (issue 12 item 4).
 * Sheets that are unknown, decided, elsewhere or the caller's own (item 5) are left as they are; answers the ids
 * that changed.
 */
export async function validateAllExpenseSheets(
  services: Services,
  actor: Actor,
  input: { sheetIds: readonly number[] },
) {
  return validateMany(services, EXPENSE_SHEET_APPROVAL, actor, { ids: input.sheetIds });
}

/** RejectExpenseItem: refuses one item of a sheet waiting for the caller, with a comment (numExpItemRefused). */
export async function rejectExpenseItem(
  services: Services,
  actor: Actor,
  input: { itemId: number; comment?: string | null },
) {
  const comment = approvalComment(input.comment);
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ item: expenseItems, sheet: expenseSheets })
      .from(expenseItems)
      .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
      .where(and(eq(expenseItems.id, input.itemId), inProject(expenseItems, actor)));
    if (!row) throw notFound();
    const decider = await decidingLevel(tx, EXPENSE_SHEET_APPROVAL, actor, row.sheet);
    const status = decider.level === 1 ? refusedLevel1 : refusedLevel2;
    // Only an item still waiting is refused: one approved before a resubmission keeps its approval.
    const [changed] = await tx
      .update(expenseItems)
      .set({ validated: status, comment, updatedAt: new Date() })
      .where(and(eq(expenseItems.id, row.item.id), inArray(expenseItems.validated, WAITING)))
      .returning();
    if (!changed) throw conflict('alreadyDecided');
    await services.events.publish(tx, 'expenseItems.statusChanged', {
      projectId: changed.projectId,
      itemIds: [changed.id],
      status,
    });
    await tx
      .update(expenseSheets)
      .set({ version: sql`${expenseSheets.version} + 1`, updatedAt: new Date() })
      .where(eq(expenseSheets.id, row.sheet.id));
    return (await withFlags(tx, [changed]))[0]!;
  });
}

/**
 * ResubmitExpenseSheet: the owner sends a refused sheet (or a sheet with refused items) again after fixing it;
 * it goes back to submitted with its refused items, which go through both levels again; items already approved
 * keep their approval (issue 12 item 14).
 */
export function resubmitExpenseSheet(services: Services, actor: Actor, input: { sheetId: number }) {
  return resubmitDocument(services, EXPENSE_SHEET_APPROVAL, actor, { id: input.sheetId }, (sheet) => {
    // An invoice made from a PO is production's document (issue 12 item 10).
    if (sheet.poId !== null && !actor.isAdmin && !actor.isProd) throw forbidden();
  });
}

/**
 * ChangeStatusOfProcess (001 §4, §7.8) for sheets: Type 1 an expense (receipt) sheet, Type 2 an invoice sheet;
 * the sheet and its items are marked processed or not (canMarkEntryAsProcessed).
 */
export async function changeStatusOfProcess(
  services: Services,
  actor: Actor,
  input: { componentId: number; type: number; value: boolean },
) {
  const kind = PROCESS_KINDS[input.type];
  if (kind === undefined) throw badInput('Type', 'outOfRange');
  return services.db.transaction(async (tx) => {
    const now = new Date();
    const [sheet] = await tx
      .update(expenseSheets)
      .set({ processed: input.value, processedAt: input.value ? now : null, updatedAt: now })
      .where(
        and(
          eq(expenseSheets.id, input.componentId),
          inProject(expenseSheets, actor),
          eq(expenseSheets.kind, kind),
        ),
      )
      .returning();
    if (!sheet) throw notFound();
    await tx
      .update(expenseItems)
      .set({ processed: input.value, updatedAt: now })
      .where(eq(expenseItems.sheetId, sheet.id));
    return input.value;
  });
}

/** ChangeStatusOfProcess types (PROCESS_STATUS_TYPES) and the sheet kind each marks. */
const PROCESS_KINDS: Record<number, number> = {
  [PROCESS_STATUS_TYPES.receipt]: 0,
  [PROCESS_STATUS_TYPES.invoice]: 1,
};

/**
 * UndoRejectExpenseSheet: the validator who refused a sheet takes the refusal back (4 → 1, 16 → 2) while the
 * owner has not resubmitted it; its items go back with it.
 */
export function undoRejectExpenseSheet(services: Services, actor: Actor, input: { sheetId: number }) {
  return undoRefusal(services, EXPENSE_SHEET_APPROVAL, actor, { id: input.sheetId });
}

/**
 * DelExpenseSheet: the owner deletes a sheet with its items while it is refused; a sheet on its way or
 * validated only with canDeleteAfterValidation (001 §4).
 */
export async function delExpenseSheet(services: Services, actor: Actor, input: { sheetId: number }) {
  const deleter = actor.rights.has('canDeleteAfterValidation');
  const { id, files } = await services.db.transaction(async (tx) => {
    const [sheet] = await tx
      .select()
      .from(expenseSheets)
      .where(
        and(
          eq(expenseSheets.id, input.sheetId),
          deleter ? inProject(expenseSheets, actor) : editableWhere(actor),
        ),
      );
    if (!sheet) throw notFound();
    // An invoice made from a PO is production's document (issue 12 item 10).
    if (sheet.poId !== null && !actor.isAdmin && !actor.isProd) throw forbidden();
    if (!REFUSED.includes(sheet.status) && !deleter) throw new AppError('CONFLICT', 'alreadySubmitted');
    const files = await receiptFilesWhere(tx, { sheetId: sheet.id });
    // What its items invoiced goes back to the PO lines.
    const invoiced = await tx
      .select({ poItemId: expenseItems.poItemId, amount: expenseItems.amount })
      .from(expenseItems)
      .where(and(eq(expenseItems.sheetId, sheet.id), isNotNull(expenseItems.poItemId)));
    for (const item of invoiced) await moveInvoicedAmount(tx, item.poItemId!, item.amount, 0);
    const deleted = await tx
      .delete(expenseItems)
      .where(eq(expenseItems.sheetId, sheet.id))
      .returning({ itemId: expenseItems.id, userId: expenseItems.userId });
    await tx.delete(expenseSheets).where(eq(expenseSheets.id, sheet.id));
    for (const item of deleted)
      await services.events.publish(tx, 'expenseItem.deleted', {
        ...item,
        projectId: sheet.projectId,
        sheetId: sheet.id,
      });
    return { id: sheet.id, files };
  });
  // The items and their receipts' rows went with the sheet; their files go once that is committed.
  await removeReceiptFiles(services, files);
  return id;
}
