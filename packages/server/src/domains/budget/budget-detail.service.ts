import { BUDGET_CONTENT_TYPES } from '@setledger/shared/budget/budget.constants';
import { Decimal } from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { badInput, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { carbonOfSources } from '../carbon';
import { expenseItems, expenseSheets } from '../expenses';
import { poItems, purchaseOrders } from '../purchase-orders';
import { suppliers } from '../suppliers';
import { users } from '../users';
import { budgetDepartments, departmentsFor } from './budget-access';
import {
  actualItemsWhere,
  budgetFigures,
  committedLinesWhere,
  pendingInvoiceItemsWhere,
  totalsOf,
} from './budget-figures.service';
import { salaryLinesByCategory } from './budget-salaries.service';
import { budgetTree } from './budget-views.service';

/** Rows of detail a category carries in the JSON; past it the node says how many more there are. */
export const DETAIL_ROWS_MAX = 500;

export interface BudgetDetailInput {
  department: number;
  categoryId?: number | null;
  contentType?: number | null;
  co2Category?: number | null;
  isGrouping?: boolean | null;
  projectId?: number | null;
}

type Group<T> = { key: number; label: string; person: string | null; total: string; rows: T[] };

function groupRows<T extends { amount: string }>(
  rows: readonly T[],
  keyOf: (r: T) => { key: number; label: string; person: string | null },
): Group<T>[] {
  const groups = new Map<number, Group<T>>();
  for (const row of rows) {
    const k = keyOf(row);
    const group = groups.get(k.key) ?? { ...k, total: '0.00', rows: [] };
    group.rows.push(row);
    group.total = new Decimal(group.total).plus(row.amount).toFixed(2);
    groups.set(k.key, group);
  }
  return [...groups.values()];
}

/**
 * GetBudgetDetailHierarchicalListAsJsonString(Department, UseCategoryId, ContentType, Co2Category, UseAppChoice,
 * IsGrouping, ProjectId): one department's categories with their figures and what makes them up — the actual
 * expense items, the committed PO lines and the salary lines — as a JSON string (001 §7.8). ContentType 0 all,
 * 1 expenses, 2 POs, 3 salaries (days of timesheets validated at the last level; amounts null for whom
 * hideSalaryInfo restricts); IsGrouping groups items by sheet and lines by PO.
 */
export async function getBudgetDetailHierarchy(services: Services, actor: Actor, input: BudgetDetailInput) {
  if (input.projectId && input.projectId !== actor.projectId) throw notFound();
  const contentType = input.contentType ?? BUDGET_CONTENT_TYPES.all;
  if (!(Object.values(BUDGET_CONTENT_TYPES) as number[]).includes(contentType))
    throw badInput('ContentType', 'invalid');
  const departments = departmentsFor(await budgetDepartments(services.db, actor), input.department);
  const query = {
    departments,
    categoryId: input.categoryId && input.categoryId > 0 ? input.categoryId : null,
  };
  const wants = (type: number) => contentType === BUDGET_CONTENT_TYPES.all || contentType === type;

  const itemWhere = and(
    actualItemsWhere(actor.projectId, query),
    input.co2Category !== null && input.co2Category !== undefined && input.co2Category >= 0
      ? eq(expenseItems.coTwoCategory, input.co2Category)
      : undefined,
  );
  const [figures, itemRows, poLines, pendingInvoices, salaries] = await Promise.all([
    budgetFigures(services.db, actor.projectId, query),
    wants(BUDGET_CONTENT_TYPES.expenses)
      ? services.db
          .select({
            id: expenseItems.id,
            categoryId: expenseItems.categoryId,
            date: expenseItems.date,
            description: expenseItems.description,
            amount: expenseItems.amount,
            amountTotal: expenseItems.amountTotal,
            coTwoCategory: expenseItems.coTwoCategory,
            sheetId: expenseSheets.id,
            sheetTitle: expenseSheets.title,
            kind: expenseSheets.kind,
            person: sql<string>`${users.firstName} || ' ' || ${users.name}`,
            supplierName: suppliers.name,
          })
          .from(expenseItems)
          .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
          .innerJoin(users, eq(users.id, expenseItems.userId))
          .leftJoin(suppliers, eq(suppliers.id, expenseItems.supplierId))
          .where(itemWhere)
          .orderBy(desc(expenseItems.date), desc(expenseItems.id))
      : [],
    wants(BUDGET_CONTENT_TYPES.purchaseOrders)
      ? services.db
          .select({
            id: poItems.id,
            categoryId: poItems.categoryId,
            poId: purchaseOrders.id,
            poReference: purchaseOrders.poReference,
            requestDate: purchaseOrders.requestDate,
            name: poItems.name,
            priceTotal: poItems.priceTotal,
            amount: poItems.remainingAmount,
            person: sql<string>`${users.firstName} || ' ' || ${users.name}`,
            supplierName: suppliers.name,
            invoiceTitle: sql<string | null>`null`,
          })
          .from(poItems)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.poId))
          .innerJoin(users, eq(users.id, purchaseOrders.userId))
          .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
          .where(committedLinesWhere(actor.projectId, query))
          .orderBy(desc(purchaseOrders.requestDate), desc(poItems.id))
      : [],
    // Invoices from POs waiting for validation are still committed (issue 12 items 11 and 18): listed with their
    // PO and their own number, so the lines add up to the committed figure.
    wants(BUDGET_CONTENT_TYPES.purchaseOrders)
      ? services.db
          .select({
            id: expenseItems.id,
            categoryId: expenseItems.categoryId,
            poId: purchaseOrders.id,
            poReference: purchaseOrders.poReference,
            requestDate: purchaseOrders.requestDate,
            name: expenseItems.description,
            priceTotal: expenseItems.amount,
            amount: expenseItems.amount,
            person: sql<string>`${users.firstName} || ' ' || ${users.name}`,
            supplierName: suppliers.name,
            invoiceTitle: sql<string | null>`${expenseSheets.title}`,
          })
          .from(expenseItems)
          .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, expenseSheets.poId))
          .innerJoin(users, eq(users.id, purchaseOrders.userId))
          .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
          .where(pendingInvoiceItemsWhere(actor.projectId, query))
          .orderBy(desc(expenseItems.date), desc(expenseItems.id))
      : [],
    wants(BUDGET_CONTENT_TYPES.salaries)
      ? salaryLinesByCategory(services, actor, { ...query, perCategory: DETAIL_ROWS_MAX })
      : { lines: [], counts: new Map<number, number>() },
  ]);
  const lines = [...poLines, ...pendingInvoices];
  // Each item's kg CO2e as the ledger counts it (issue 14), not the copy the item kept when it was entered.
  const carbon = await carbonOfSources(services.db, {
    projectId: actor.projectId,
    sourceType: 'expenseItem',
    sourceIds: itemRows.map((item) => item.id),
  });
  const items = itemRows.map((item) => ({ ...item, kgCoTwo: carbon.get(item.id)?.kgCo2e ?? null }));

  const tree = budgetTree(figures, []);
  const department = tree.departments[0];
  const categories = (department?.categories ?? []).map(({ lines: _lines, ...category }) => {
    const ownItems = items.filter((i) => i.categoryId === category.categoryId);
    const ownLines = lines.filter((l) => l.categoryId === category.categoryId);
    const shownItems = ownItems.slice(0, DETAIL_ROWS_MAX);
    const shownLines = ownLines.slice(0, DETAIL_ROWS_MAX);
    const ownSalaryLines = salaries.lines.filter((l) => l.category === (category.categoryId ?? 0));
    const salaryLineCount = salaries.counts.get(category.categoryId ?? 0) ?? 0;
    return {
      ...category,
      expenseCount: ownItems.length,
      purchaseOrderLineCount: ownLines.length,
      salaryLineCount,
      more:
        Math.max(0, ownItems.length - shownItems.length) +
        Math.max(0, ownLines.length - shownLines.length) +
        Math.max(0, salaryLineCount - ownSalaryLines.length),
      expenses: input.isGrouping
        ? groupRows(shownItems, (i) => ({ key: i.sheetId, label: i.sheetTitle, person: i.person }))
        : shownItems,
      purchaseOrders: input.isGrouping
        ? groupRows(shownLines, (l) => ({ key: l.poId, label: l.poReference, person: l.supplierName }))
        : shownLines,
      // The salary lines (days of validated timesheets); `salaries` is the figure.
      salaryLines: ownSalaryLines,
    };
  });
  return JSON.stringify({
    departmentNumber: input.department,
    departmentName: department?.departmentName ?? null,
    contentType,
    isGrouping: input.isGrouping === true,
    totals: totalsOf(figures),
    categories,
  });
}
