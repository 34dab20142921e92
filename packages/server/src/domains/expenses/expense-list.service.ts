import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import type { Db } from '../../db/client';
import { prepared, UNNAMED } from '../../db/prepared';
import { carbonOfSources, type SourceCarbon } from '../carbon';
import {
  assertMember,
  type ExpenseItemNames,
  type ExpenseItemRow,
  itemsWithNames,
  nameColumns,
  ownerOf,
} from './expenses.service';
import { expenseItemFlags, expenseItems, expenseReceipts } from './expenses.table';
import type { ExpenseReceiptRow } from './receipts.service';

export interface MyExpensesFilter {
  startDate?: string | null;
  endDate?: string | null;
  /** Item validated codes; -1 means not submitted (000 §9). */
  status?: readonly number[] | null;
  types?: readonly number[] | null;
  limit?: number | null;
  offset?: number | null;
}

/** What a list of items reads besides the items' own columns, each only when the query asks for it (issue 17). */
export interface ItemListParts {
  names: boolean;
  flags: boolean;
  receipts: boolean;
  carbon: boolean;
}
export const EVERY_ITEM_PART: ItemListParts = { names: true, flags: true, receipts: true, carbon: true };
const NAME_FIELDS = [
  'departmentName',
  'functionName',
  'categoryName',
  'supplierName',
  'userFullName',
  'encoderFullName',
] as const;
/** The parts a query's selection of an ExpenseItem asks for (see graphql/selection.ts). */
export const itemPartsOf = (fields: ReadonlySet<string>): ItemListParts => ({
  names: NAME_FIELDS.some((field) => fields.has(field)),
  flags: fields.has('customFlagIds'),
  receipts: fields.has('receipts') || fields.has('receiptMissing'),
  carbon: fields.has('carbon'),
});

/** An item of a list: its parts are there when they were asked for. */
export type ListedExpenseItem = ExpenseItemRow &
  Partial<
    ExpenseItemNames & { customFlagIds: number[]; receipts: ListedReceipt[]; carbon: SourceCarbon | null }
  >;
/** A receipt as lists answer it: without its key in the file storage. */
export type ListedReceipt = Omit<ExpenseReceiptRow, 'storageKey'>;

/** The filters a MyExpenses page applies and the parts it reads: one prepared statement per shape. */
interface ItemPageShape extends ItemListParts {
  from: boolean;
  to: boolean;
  types: boolean;
  status: boolean;
  unsentOnly: boolean;
}

type ReceiptJson = Omit<ListedReceipt, 'createdAt'> & { createdAt: string };
/**
 * The page's item in a correlated subquery, always with its table's name: drizzle writes a column of a select
 * without joins unqualified ("id"), which inside the subquery would be the subquery's own row's.
 */
const pageItemId = sql.raw('"expense_items"."id"');
/** An item's receipts as the list answers them (ordered by id, as receiptsOf), read in the page's statement. */
const receiptsColumn = sql<ReceiptJson[] | string>`coalesce((select json_agg(
    json_build_object('id', r.id, 'projectId', r.project_id, 'itemId', r.item_id, 'uploadedBy', r.uploaded_by,
      'originalName', r.original_name, 'contentType', r.content_type, 'size', r.size, 'createdAt', r.created_at)
    order by r.id) from ${expenseReceipts} r where r.item_id = ${pageItemId}), '[]'::json)`;
/** An item's custom flag items, in one array per row. */
const flagsColumn = sql<number[]>`array(select f.flag_item_id from ${expenseItemFlags} f
  where f.item_id = ${pageItemId} order by f.flag_item_id)`;

/** The page statement of a shape: placeholders projectId, userId, from, to, types, status, limit, offset. */
function itemPageStatement(db: Db, shape: ItemPageShape) {
  const key = `item_page_${Object.entries(shape)
    .filter(([, on]) => on)
    .map(([part]) => part)
    .join('_')}`;
  return prepared(db, key, () => {
    const columns = {
      item: expenseItems,
      ...(shape.names ? nameColumns : {}),
      ...(shape.flags ? { customFlagIds: flagsColumn } : {}),
      ...(shape.receipts ? { receipts: receiptsColumn } : {}),
    };
    const conditions = [
      inProject(expenseItems, { projectId: sql.placeholder('projectId') }),
      eq(expenseItems.userId, sql.placeholder('userId')),
      // Items of invoices made from POs are production's documents, not the person's expenses (issue 12 item 11).
      isNull(expenseItems.poItemId),
      shape.from ? gte(expenseItems.date, sql.placeholder('from')) : undefined,
      shape.to ? lte(expenseItems.date, sql.placeholder('to')) : undefined,
      shape.types ? sql`${expenseItems.type} = any(${sql.placeholder('types')}::int[])` : undefined,
      shape.status ? sql`${expenseItems.validated} = any(${sql.placeholder('status')}::int[])` : undefined,
      shape.unsentOnly ? isNull(expenseItems.sheetId) : undefined,
    ];
    const query = shape.names
      ? itemsWithNames(db, columns)
          .where(and(...conditions))
          .$dynamic()
      : db
          .select(columns)
          .from(expenseItems)
          .where(and(...conditions))
          .$dynamic();
    return query
      .orderBy(desc(expenseItems.date), desc(expenseItems.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED);
  });
}

/**
 * MyExpenses: the caller's items, newest first, filtered and paged (limit 100 by default, 000 §5). The page, its
 * names, flags and receipts come in one prepared statement; the carbon figures in one more when asked for.
 */
export async function myExpenses(
  services: Services,
  actor: Actor,
  filter: MyExpensesFilter,
  userId: number = actor.userId,
  parts: ItemListParts = EVERY_ITEM_PART,
): Promise<ListedExpenseItem[]> {
  const codes = filter.status?.length
    ? filter.status.map((s) => (s === -1 ? EXPENSE_STATUS.notSubmitted : s))
    : null;
  const shape: ItemPageShape = {
    ...parts,
    from: Boolean(filter.startDate),
    to: Boolean(filter.endDate),
    types: Boolean(filter.types?.length),
    status: codes !== null,
    unsentOnly: filter.status?.length === 1 && filter.status[0] === -1,
  };
  const rows = await itemPageStatement(services.db, shape).execute({
    projectId: actor.projectId,
    userId,
    from: filter.startDate,
    to: filter.endDate,
    types: filter.types ? [...filter.types] : null,
    status: codes,
    limit: Math.min(Math.max(filter.limit ?? 100, 1), 500),
    offset: Math.max(filter.offset ?? 0, 0),
  });
  const carbon =
    parts.carbon && rows.length > 0
      ? await carbonOfSources(services.db, {
          projectId: actor.projectId,
          sourceType: 'expenseItem',
          sourceIds: rows.map((r) => r.item.id),
        })
      : null;
  return rows.map(({ item, receipts, ...rest }) => ({
    ...item,
    ...rest,
    ...(receipts === undefined ? {} : { receipts: receiptRows(receipts) }),
    ...(carbon ? { carbon: carbon.get(item.id) ?? null } : {}),
  }));
}

/** The receipts column of a page row (json, parsed by the driver or not) as receipt rows. */
function receiptRows(value: ReceiptJson[] | string): ListedReceipt[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as ReceiptJson[]) : value;
  return list.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

/**
 * GetUserExpenses: the items of a member of the project, for administrators and production entering for crew
 * (expensesEntryCrew); another project's person is NOT_FOUND.
 */
export async function userExpenses(
  services: Services,
  actor: Actor,
  input: { userId: number; filter: MyExpensesFilter },
  parts: ItemListParts = EVERY_ITEM_PART,
) {
  await assertMember(services.db, actor, input.userId);
  return myExpenses(services, actor, input.filter, ownerOf(actor, input.userId), parts);
}
