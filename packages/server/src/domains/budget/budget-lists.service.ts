import {
  EXPENSE_SHEET_ARRAY_TYPES,
  type ExpenseSheetArrayType,
} from '@setledger/shared/budget/budget.constants';
import { EXPENSE_KINDS, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { Decimal } from 'decimal.js';
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Services } from '../../core/services';
import { prepared, UNNAMED } from '../../db/prepared';
import {
  expenseItemFlags,
  expenseItems,
  expenseSheets,
  listSheetsPrepared,
  type SheetListExtras,
  withFlags,
} from '../expenses';
import { listPos, poItemFlags, poItems, purchaseOrders } from '../purchase-orders';
import { actualItemsWhere, itemDepartment } from './budget-figures.service';
import {
  type BudgetListFilter,
  countRows,
  dates,
  given,
  inDepartments,
  listDepartments,
  page,
  yesNo,
} from './budget-list-filter';

const { notSubmitted, submitted, validatedLevel1, validatedLevel2, refusedLevel1, refusedLevel2 } =
  EXPENSE_STATUS;

// ---------------------------------------------------------------------------------------------------------------
// Expense detail: the items that make the actual figure (or, with a status filter, any sent item).

async function expenseDetailWhere(services: Services, actor: Actor, filter: BudgetListFilter) {
  const departments = await listDepartments(services, actor, filter);
  const { from, to } = dates(filter);
  const statuses = filter.reviewStatus?.length
    ? [...filter.reviewStatus]
    : given(filter.status)
      ? [filter.status]
      : [];
  const conditions: (SQL | undefined)[] = [
    statuses.length
      ? and(inProject(expenseItems, actor), inArray(expenseSheets.status, statuses))
      : actualItemsWhere(actor.projectId, {}),
    inDepartments(itemDepartment, departments),
    given(filter.category) ? eq(expenseItems.categoryId, filter.category) : undefined,
    given(filter.personId) ? eq(expenseItems.userId, filter.personId) : undefined,
    given(filter.supplierId) ? eq(expenseItems.supplierId, filter.supplierId) : undefined,
    given(filter.co2Type) ? eq(expenseItems.coTwoCategory, filter.co2Type) : undefined,
    yesNo(filter.processed) === undefined ? undefined : eq(expenseSheets.processed, yesNo(filter.processed)!),
    from ? sql`${expenseItems.date} >= ${from}` : undefined,
    to ? sql`${expenseItems.date} <= ${to}` : undefined,
    filter.flagIds?.length
      ? sql`exists (select 1 from ${expenseItemFlags} f where f.item_id = ${expenseItems.id}
          and f.flag_item_id in (${sql.join(
            filter.flagIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
      : undefined,
  ];
  return and(...conditions);
}

/** GetProjectUserExpenseDetail(Filter): expense items with their sheet, newest first, paged. */
export async function getProjectUserExpenseDetail(
  services: Services,
  actor: Actor,
  filter: BudgetListFilter,
) {
  const where = await expenseDetailWhere(services, actor, filter);
  const { limit, offset } = page(filter);
  const rows = await services.db
    .select({ item: expenseItems, sheet: expenseSheets })
    .from(expenseItems)
    .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
    .where(where)
    .orderBy(desc(expenseItems.date), desc(expenseItems.id))
    .limit(limit)
    .offset(offset);
  const items = await withFlags(
    services.db,
    rows.map((r) => r.item),
  );
  return rows.map((r, i) => ({ expense: r.sheet, expenseItem: items[i]! }));
}

export async function getProjectUserExpenseDetailTotalRecords(
  services: Services,
  actor: Actor,
  filter: BudgetListFilter,
) {
  const where = await expenseDetailWhere(services, actor, filter);
  const [row] = await services.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(expenseItems)
    .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
    .where(where);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// PO detail: POs with lines in the department and category, with what those lines weigh.

async function poDetailWhere(services: Services, actor: Actor, filter: BudgetListFilter) {
  const departments = await listDepartments(services, actor, filter);
  const { from, to } = dates(filter);
  const statuses = filter.reviewStatus?.length
    ? [...filter.reviewStatus]
    : given(filter.status)
      ? [filter.status]
      : [validatedLevel2];
  const lineConditions: SQL[] = [sql`l.po_id = ${purchaseOrders.id}`];
  if (given(filter.category)) lineConditions.push(sql`l.category_id = ${filter.category}`);
  if (filter.flagIds?.length)
    lineConditions.push(sql`exists (select 1 from ${poItemFlags} f where f.item_id = l.id
      and f.flag_item_id in (${sql.join(
        filter.flagIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`);
  return and(
    inProject(purchaseOrders, actor),
    inArray(purchaseOrders.status, statuses),
    inDepartments(sql`${purchaseOrders.departmentNumber}`, departments),
    given(filter.subjectId) ? eq(purchaseOrders.id, filter.subjectId) : undefined,
    given(filter.personId) ? eq(purchaseOrders.userId, filter.personId) : undefined,
    given(filter.supplierId) ? eq(purchaseOrders.supplierId, filter.supplierId) : undefined,
    yesNo(filter.processed) === undefined
      ? undefined
      : eq(purchaseOrders.processed, yesNo(filter.processed)!),
    yesNo(filter.invoicedToProduction) === undefined
      ? undefined
      : eq(purchaseOrders.invoicedToProduction, yesNo(filter.invoicedToProduction)!),
    from ? sql`${purchaseOrders.requestDate} >= ${from}` : undefined,
    to ? sql`${purchaseOrders.requestDate} <= ${to}` : undefined,
    given(filter.category) || filter.flagIds?.length
      ? sql`exists (select 1 from ${poItems} l where ${and(...lineConditions)})`
      : undefined,
  );
}

/**
 * GetProjectUserPoDetail(Filter): validated POs (or the statuses asked) of the department and category, each
 * with the amount and what is left to invoice of its lines in that category; subjectId picks one PO.
 */
export async function getProjectUserPoDetail(services: Services, actor: Actor, filter: BudgetListFilter) {
  const where = await poDetailWhere(services, actor, filter);
  const rows = await listPos(services.db, where, page(filter));
  const ids = rows.map((r) => r.po.id);
  const sums = ids.length
    ? await services.db
        .select({
          poId: poItems.poId,
          amount: sql<string>`sum(${poItems.priceTotal})`,
          remaining: sql<string>`sum(${poItems.remainingAmount})`,
        })
        .from(poItems)
        .where(
          and(
            inArray(poItems.poId, ids),
            given(filter.category) ? eq(poItems.categoryId, filter.category) : undefined,
          ),
        )
        .groupBy(poItems.poId)
    : [];
  const sumOf = new Map(sums.map((s) => [s.poId, s]));
  return rows.map((purchaseOrder) => {
    const sum = sumOf.get(purchaseOrder.po.id);
    return {
      purchaseOrder,
      categoryAmount: new Decimal(sum?.amount ?? 0).toFixed(2),
      categoryRemaining: new Decimal(sum?.remaining ?? 0).toFixed(2),
    };
  });
}

export async function getProjectUserPoDetailTotalRecords(
  services: Services,
  actor: Actor,
  filter: BudgetListFilter,
) {
  return countRows(services, purchaseOrders, await poDetailWhere(services, actor, filter));
}

// ---------------------------------------------------------------------------------------------------------------
// Expense sheets by arrayType: invoices, submitted sheets, sheets not (or no longer) submitted.

const ARRAY_TYPE_WHERE: Record<ExpenseSheetArrayType, SQL> = {
  invoice: eq(expenseSheets.kind, EXPENSE_KINDS.invoice),
  submitted: and(
    ne(expenseSheets.kind, EXPENSE_KINDS.invoice),
    inArray(expenseSheets.status, [submitted, validatedLevel1, validatedLevel2]),
  )!,
  notSubmitted: and(
    ne(expenseSheets.kind, EXPENSE_KINDS.invoice),
    inArray(expenseSheets.status, [notSubmitted, refusedLevel1, refusedLevel2]),
  )!,
};

/**
 * The sheets a GetProjectUserExpenseSheet filter matches, as a condition with placeholders (issue 17): `shape`
 * names the conditions present (one prepared statement each), `values` fills them.
 */
async function expenseSheetFilter(services: Services, actor: Actor, filter: BudgetListFilter) {
  const arrayType = (filter.arrayType ?? 'submitted') as ExpenseSheetArrayType;
  if (!EXPENSE_SHEET_ARRAY_TYPES.includes(arrayType)) throw badInput('arrayType', 'invalid');
  const departments = await listDepartments(services, actor, filter);
  const { from, to } = dates(filter);
  const values: Record<string, unknown> = { projectId: actor.projectId };
  const shape = new Set<string>([arrayType]);
  const param = (name: string, value: unknown) => {
    values[name] = value;
    shape.add(name);
    return sql.placeholder(name);
  };
  const ints = (name: string, list: readonly number[]) => sql`${param(name, [...list])}::int[]`;
  // The sending time, else the creation time — written as two ranges (not coalesce(…)) so the planner can use
  // the (project, submittedAt) index and estimate how many sheets fall in the period.
  const within = (column: SQL | typeof expenseSheets.submittedAt) =>
    and(
      from ? sql`${column} >= ${param('from', `${from}T00:00:00Z`)}::timestamptz` : undefined,
      to ? sql`${column} <= ${param('to', `${to}T23:59:59.999Z`)}::timestamptz` : undefined,
    );
  const period =
    from || to
      ? or(
          and(isNotNull(expenseSheets.submittedAt), within(expenseSheets.submittedAt)),
          and(isNull(expenseSheets.submittedAt), within(sql`${expenseSheets.createdAt}`)),
        )
      : undefined;
  if (departments !== 'all' && departments.length === 0) shape.add('noDepartment');
  const processed = yesNo(filter.processed);
  const where = and(
    inProject(expenseSheets, { projectId: sql.placeholder('projectId') }),
    ARRAY_TYPE_WHERE[arrayType],
    departments === 'all'
      ? undefined
      : departments.length
        ? sql`${expenseSheets.departmentNumber} = any(${ints('departments', departments)})`
        : sql`false`,
    filter.reviewStatus?.length
      ? sql`${expenseSheets.status} = any(${ints('reviewStatus', filter.reviewStatus)})`
      : undefined,
    given(filter.status) ? eq(expenseSheets.status, param('status', filter.status)) : undefined,
    given(filter.personId) ? eq(expenseSheets.userId, param('personId', filter.personId)) : undefined,
    given(filter.supplierId)
      ? eq(expenseSheets.supplierId, param('supplierId', filter.supplierId))
      : undefined,
    processed === undefined ? undefined : eq(expenseSheets.processed, param('processed', processed)),
    period,
    given(filter.category)
      ? sql`exists (select 1 from ${expenseItems} i where i.sheet_id = ${expenseSheets.id}
          and i.category_id = ${param('category', filter.category)})`
      : undefined,
  );
  return { where, shape: [...shape].join('_'), values };
}

/**
 * GetProjectUserExpenseSheet(Filter): sheets by arrayType (invoice, submitted, notSubmitted), newest first, as a
 * prepared statement per filter shape.
 */
export async function getProjectUserExpenseSheet(
  services: Services,
  actor: Actor,
  filter: BudgetListFilter,
  extras: SheetListExtras,
) {
  const { where, shape, values } = await expenseSheetFilter(services, actor, filter);
  return listSheetsPrepared(services.db, { shape, where, values, page: page(filter), extras });
}

export async function getProjectUserExpenseSheetTotalRecords(
  services: Services,
  actor: Actor,
  filter: BudgetListFilter,
) {
  const { where, shape, values } = await expenseSheetFilter(services, actor, filter);
  const statement = prepared(services.db, `sheet_count_${shape}`, () =>
    services.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(expenseSheets)
      .where(where)
      .prepare(UNNAMED),
  );
  const [row] = await statement.execute(values);
  return row?.n ?? 0;
}
