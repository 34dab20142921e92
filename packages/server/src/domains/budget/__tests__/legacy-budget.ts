/**
 * THE OLD CODE PATH (issue 17), kept only for the tests: the budget figures as they were computed before the
 * stored aggregates (six grouped statements over every item of the project, Decimal per node), copied verbatim
 * from budget-figures.service.ts and budget-views.service.ts at commit 2610ac0. The equivalence tests compare
 * the new answers to these, byte for byte (computedAt aside).
 */

import { EXPENSE_KINDS, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { isIsoDate } from '@setledger/shared/validation/fields';
import { Decimal } from 'decimal.js';
import {
  and,
  and as andOp,
  asc,
  eq,
  gt,
  inArray,
  inArray as inArrayOp,
  isNotNull,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Actor } from '../../../core/actor';
import { badInput, notFound } from '../../../core/errors';
import { inProject } from '../../../core/scope';
import type { Services } from '../../../core/services';
import type { Tx } from '../../../db/client';
import { kgCo2eByBudgetNode } from '../../carbon';
import { budgetCategories, departments } from '../../departments';
import { expenseItems, expenseSheets } from '../../expenses';
import { projects } from '../../projects';
import { poItems, purchaseOrders } from '../../purchase-orders';
import { salaryLines } from '../../timesheets';
import { budgetEfc, budgetLines } from '../budget.table';
import { budgetDepartments, departmentsFor } from '../budget-access';
import type { BudgetPeriodInput, DepartmentNode } from '../budget-views.service';

const { submitted, validatedLevel1, validatedLevel2, refusedLevel1, refusedLevel2 } = EXPENSE_STATUS;

/** What a budget figure covers: a period (item day, PO request day), a department, a category, a person. */
export interface BudgetQuery {
  from?: string | null;
  to?: string | null;
  departments?: 'all' | readonly number[];
  categoryId?: number | null;
  /** Only this person's expenses and POs (mybudget); budget lines and EFC are then left out. */
  userId?: number | null;
}

/** The figures of one department and category (the leaves of the department → category tree). */
export interface BudgetFigures {
  departmentNumber: number | null;
  departmentName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  costCenter: string;
  budget: string;
  actual: string;
  committed: string;
  salaries: string;
  efc: string;
  efcSet: boolean;
  variance: string;
  amountLeft: string;
  /** kg CO2e of validated sources, from the carbon ledger (3 decimals, as the item's cached figure was shown). */
  kgCoTwo: string;
  /** kg CO2e the ledger counts for the node: validated and pending sources (refused ones are excluded). */
  kgCo2e: string;
  /** Of which not yet validated. */
  kgCo2ePending: string;
}

const key = (d: number | null, c: number | null) => `${d ?? ''}:${c ?? ''}`;

export function checkPeriod(query: { from?: string | null; to?: string | null }) {
  if (query.from && !isIsoDate(query.from)) throw badInput('StrTime', 'invalidDate');
  if (query.to && !isIsoDate(query.to)) throw badInput('EndTime', 'invalidDate');
  if (query.from && query.to && query.from > query.to) throw badInput('EndTime', 'dateOrder');
}

/**
 * THE definition of what is spent (issue 12 item 18), used by the budget and the dashboards alike: the items
 * (amounts excluding VAT) of sheets validated at the last level (status 8), whatever their kind (tickets and
 * travels, invoices made from POs); a refused item never counts. An invoice from a PO is committed until then
 * (pendingInvoiceItemsWhere).
 */
export function actualItemsWhere(projectId: number, query: BudgetQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    inProject(expenseItems, { projectId }),
    eq(expenseSheets.status, validatedLevel2),
    notInArray(expenseItems.validated, [refusedLevel1, refusedLevel2]),
  ];
  return and(...conditions, ...itemConditions(query))!;
}

/**
 * Items of invoices made from POs on their way to validation (sent, not yet validated at the last level, not
 * refused): what they took from their PO lines is still committed, not yet actual.
 */
export function pendingInvoiceItemsWhere(projectId: number, query: BudgetQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    inProject(expenseItems, { projectId }),
    eq(expenseSheets.kind, EXPENSE_KINDS.invoice),
    isNotNull(expenseSheets.poId),
    inArray(expenseSheets.status, [submitted, validatedLevel1]),
    notInArray(expenseItems.validated, [refusedLevel1, refusedLevel2]),
  ];
  return and(...conditions, ...itemConditions(query))!;
}

function itemConditions(query: BudgetQuery): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.from) conditions.push(sql`${expenseItems.date} >= ${query.from}`);
  if (query.to) conditions.push(sql`${expenseItems.date} <= ${query.to}`);
  if (query.userId) conditions.push(eq(expenseItems.userId, query.userId));
  if (query.categoryId) conditions.push(eq(expenseItems.categoryId, query.categoryId));
  if (query.departments && query.departments !== 'all')
    conditions.push(
      inArray(sql`coalesce(${expenseItems.departmentNumber}, ${expenseSheets.departmentNumber})`, [
        ...query.departments,
      ]),
    );
  return conditions;
}

/** The department an actual item counts in: its own, else its sheet's. */
export const itemDepartment = sql<
  number | null
>`coalesce(${expenseItems.departmentNumber}, ${expenseSheets.departmentNumber})`;

/** PO lines that are committed costs: lines of validated POs not consumed, for what is left to invoice. */
export function committedLinesWhere(projectId: number, query: BudgetQuery): SQL {
  const conditions: (SQL | undefined)[] = [
    inProject(poItems, { projectId }),
    eq(purchaseOrders.status, validatedLevel2),
    eq(purchaseOrders.consumed, false),
    gt(poItems.remainingAmount, '0'),
  ];
  if (query.from) conditions.push(sql`${purchaseOrders.requestDate} >= ${query.from}`);
  if (query.to) conditions.push(sql`${purchaseOrders.requestDate} <= ${query.to}`);
  if (query.userId) conditions.push(eq(purchaseOrders.userId, query.userId));
  if (query.categoryId) conditions.push(eq(poItems.categoryId, query.categoryId));
  if (query.departments && query.departments !== 'all')
    conditions.push(inArray(purchaseOrders.departmentNumber, [...query.departments]));
  return and(...conditions)!;
}

/**
 * Budget, actual, committed, EFC, variance, amount left and kgCO2e per department and category, in six grouped
 * statements whatever the size of the production (no statement per row). Sums stay in numeric in SQL and in
 * Decimal here; each figure is rounded once to 2 decimals (kg to 3).
 *
 * EFC: the one set with canModifyEstimatedFinalCost, else the larger of the budget and what is spent or
 * committed (a forecast never below what is already engaged). Variance = budget − EFC (negative: over budget).
 * Amount left = budget − actual − committed − salaries. Salaries are 0 until timesheets exist.
 */
export async function legacyBudgetFigures(
  tx: Tx,
  projectId: number,
  query: BudgetQuery,
): Promise<BudgetFigures[]> {
  const withBudget = !query.userId;
  const scoped = query.departments && query.departments !== 'all' ? query.departments : null;
  const [
    budgetRows,
    actualRows,
    committedRows,
    pendingRows,
    efcRows,
    deptRows,
    categoryRows,
    carbonRows,
    salaryRows,
  ] = await Promise.all([
    withBudget
      ? tx
          .select({
            d: budgetLines.departmentNumber,
            c: budgetLines.categoryId,
            amount: sql<string>`sum(${budgetLines.amount})`,
          })
          .from(budgetLines)
          .where(
            and(
              inProject(budgetLines, { projectId }),
              scoped ? inArray(budgetLines.departmentNumber, [...scoped]) : undefined,
              query.categoryId ? eq(budgetLines.categoryId, query.categoryId) : undefined,
            ),
          )
          .groupBy(budgetLines.departmentNumber, budgetLines.categoryId)
      : [],
    tx
      .select({
        d: itemDepartment,
        c: expenseItems.categoryId,
        amount: sql<string>`sum(${expenseItems.amount})`,
      })
      .from(expenseItems)
      .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
      .where(actualItemsWhere(projectId, query))
      .groupBy(itemDepartment, expenseItems.categoryId),
    tx
      .select({
        d: purchaseOrders.departmentNumber,
        c: poItems.categoryId,
        amount: sql<string>`sum(${poItems.remainingAmount})`,
      })
      .from(poItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.poId))
      .where(committedLinesWhere(projectId, query))
      .groupBy(purchaseOrders.departmentNumber, poItems.categoryId),
    tx
      .select({
        d: itemDepartment,
        c: expenseItems.categoryId,
        amount: sql<string>`sum(${expenseItems.amount})`,
      })
      .from(expenseItems)
      .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
      .where(pendingInvoiceItemsWhere(projectId, query))
      .groupBy(itemDepartment, expenseItems.categoryId),
    withBudget
      ? tx
          .select({ d: budgetEfc.departmentNumber, c: budgetEfc.categoryId, amount: budgetEfc.amount })
          .from(budgetEfc)
          .where(inProject(budgetEfc, { projectId }))
      : [],
    tx
      .select({ value: departments.value, name: departments.message })
      .from(departments)
      .where(inProject(departments, { projectId })),
    tx
      .select({
        id: budgetCategories.id,
        name: budgetCategories.name,
        costCenter: budgetCategories.costCenter,
      })
      .from(budgetCategories)
      .where(inProject(budgetCategories, { projectId })),
    // The carbon ledger is the source of truth of kg CO2e (issue 14): one grouped read beside the money.
    kgCo2eByBudgetNode(tx, projectId, query),
    // Issue 18 (added to the old path as the reference of salaries): the salary lines of weeks validated at the
    // last level, summed live per node, on their day, for one person when asked.
    tx
      .select({
        d: salaryLines.departmentNumber,
        c: salaryLines.categoryId,
        amount: sql<string>`sum(${salaryLines.amount})`,
      })
      .from(salaryLines)
      .where(
        and(
          inProject(salaryLines, { projectId }),
          scoped ? inArray(salaryLines.departmentNumber, [...scoped]) : undefined,
          query.categoryId ? eq(salaryLines.categoryId, query.categoryId) : undefined,
          query.userId ? eq(salaryLines.userId, query.userId) : undefined,
          query.from ? sql`${salaryLines.startDate} >= ${query.from}` : undefined,
          query.to ? sql`${salaryLines.startDate} <= ${query.to}` : undefined,
        ),
      )
      .groupBy(salaryLines.departmentNumber, salaryLines.categoryId),
  ]);

  const sums = new Map<
    string,
    {
      d: number | null;
      c: number | null;
      budget: Decimal;
      actual: Decimal;
      committed: Decimal;
      salaries: Decimal;
      kg: Decimal;
      kgPending: Decimal;
    }
  >();
  const entry = (d: number | null, c: number | null) => {
    const k = key(d, c);
    let found = sums.get(k);
    if (!found) {
      const zero = new Decimal(0);
      found = {
        d,
        c,
        budget: zero,
        actual: zero,
        committed: zero,
        salaries: zero,
        kg: zero,
        kgPending: zero,
      };
      sums.set(k, found);
    }
    return found;
  };
  for (const r of budgetRows) entry(r.d, r.c).budget = new Decimal(r.amount);
  for (const r of actualRows) entry(r.d, r.c).actual = new Decimal(r.amount);
  for (const r of salaryRows) entry(r.d, r.c).salaries = new Decimal(r.amount);
  for (const r of carbonRows) {
    const e = entry(r.department, r.budgetCategoryId);
    e.kg = new Decimal(r.kgCo2e);
    e.kgPending = new Decimal(r.pendingKgCo2e);
  }
  for (const r of [...committedRows, ...pendingRows]) {
    const e = entry(r.d, r.c);
    e.committed = e.committed.plus(r.amount);
  }
  // An EFC set on a node with no line and nothing spent still shows.
  for (const r of efcRows)
    if ((!scoped || scoped.includes(r.d)) && (!query.categoryId || query.categoryId === r.c)) entry(r.d, r.c);
  const efcs = new Map(efcRows.map((r) => [key(r.d, r.c), new Decimal(r.amount)]));
  const deptNames = new Map(deptRows.map((r) => [r.value, r.name]));
  const categories = new Map(categoryRows.map((r) => [r.id, r]));

  return [...sums.values()]
    .map((s) => {
      const category = s.c === null ? undefined : categories.get(s.c);
      const setEfc = efcs.get(key(s.d, s.c));
      const engaged = s.actual.plus(s.committed).plus(s.salaries);
      const efc = setEfc ?? Decimal.max(s.budget, engaged);
      return {
        departmentNumber: s.d,
        departmentName: s.d === null ? null : (deptNames.get(s.d) ?? null),
        categoryId: s.c,
        categoryName: category?.name ?? null,
        costCenter: category?.costCenter ?? '',
        budget: s.budget.toFixed(2),
        actual: s.actual.toFixed(2),
        committed: s.committed.toFixed(2),
        salaries: s.salaries.toFixed(2),
        efc: efc.toFixed(2),
        efcSet: setEfc !== undefined,
        variance: s.budget.minus(efc).toFixed(2),
        amountLeft: s.budget.minus(engaged).toFixed(2),
        kgCoTwo: s.kg.minus(s.kgPending).toFixed(3),
        kgCo2e: s.kg.toFixed(2),
        kgCo2ePending: s.kgPending.toFixed(2),
      };
    })
    .sort(
      (a, b) =>
        (a.departmentNumber ?? Number.MAX_SAFE_INTEGER) - (b.departmentNumber ?? Number.MAX_SAFE_INTEGER) ||
        (a.categoryName ?? '\uffff').localeCompare(b.categoryName ?? '\uffff') ||
        (a.categoryId ?? 0) - (b.categoryId ?? 0),
    );
}

const FIGURES = ['budget', 'actual', 'committed', 'salaries', 'efc', 'variance', 'amountLeft'] as const;
export type FigureTotals = Record<(typeof FIGURES)[number] | 'kgCoTwo' | 'kgCo2e' | 'kgCo2ePending', string>;

/** Totals of several rows (a department, the production), each summed exactly then written once. */
export function totalsOf(rows: readonly BudgetFigures[]): FigureTotals {
  const totals = Object.fromEntries(
    FIGURES.map((f) => [f, rows.reduce((sum, r) => sum.plus(r[f]), new Decimal(0)).toFixed(2)]),
  ) as FigureTotals;
  totals.kgCoTwo = rows.reduce((sum, r) => sum.plus(r.kgCoTwo), new Decimal(0)).toFixed(3);
  for (const f of ['kgCo2e', 'kgCo2ePending'] as const)
    totals[f] = rows.reduce((sum, r) => sum.plus(r[f]), new Decimal(0)).toFixed(2);
  return totals;
}

/**
 * The production's totals of what is spent and committed (the dashboards, issue 12 item 18): the sums of the
 * budget's own figures, from the same definitions (actualItemsWhere, committedLinesWhere, pendingInvoiceItemsWhere),
 * so the dashboards and the budget always agree.
 */
export async function projectCostTotals(tx: Tx, projectId: number, query: BudgetQuery = {}) {
  const itemsSum = (where: SQL) =>
    tx
      .select({ total: sql<string>`coalesce(sum(${expenseItems.amount}), 0)` })
      .from(expenseItems)
      .innerJoin(expenseSheets, eq(expenseSheets.id, expenseItems.sheetId))
      .where(where);
  const [[actual], [lines], [pending], [salaries]] = await Promise.all([
    itemsSum(actualItemsWhere(projectId, query)),
    tx
      .select({ total: sql<string>`coalesce(sum(${poItems.remainingAmount}), 0)` })
      .from(poItems)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.poId))
      .where(committedLinesWhere(projectId, query)),
    itemsSum(pendingInvoiceItemsWhere(projectId, query)),
    // Issue 18 (added to the old path as the reference): the salary lines, summed live.
    tx
      .select({ total: sql<string>`coalesce(sum(${salaryLines.amount}), 0)` })
      .from(salaryLines)
      .where(
        and(
          inProject(salaryLines, { projectId }),
          query.departments && query.departments !== 'all'
            ? inArray(salaryLines.departmentNumber, [...query.departments])
            : undefined,
          query.categoryId ? eq(salaryLines.categoryId, query.categoryId) : undefined,
          query.userId ? eq(salaryLines.userId, query.userId) : undefined,
          query.from ? sql`${salaryLines.startDate} >= ${query.from}` : undefined,
          query.to ? sql`${salaryLines.startDate} <= ${query.to}` : undefined,
        ),
      ),
  ]);
  return {
    actual: new Decimal(actual?.total ?? 0).toFixed(2),
    committed: new Decimal(lines?.total ?? 0).plus(pending?.total ?? 0).toFixed(2),
    salaries: new Decimal(salaries?.total ?? 0).toFixed(2),
  };
}

/** The figures the caller may read (their departments), for a period, a department or a category. */
export async function legacyReadableFigures(
  services: Services,
  actor: Actor,
  input: BudgetPeriodInput,
): Promise<BudgetFigures[]> {
  checkPeriod(input);
  const allowed = departmentsFor(await budgetDepartments(services.db, actor), input.departmentNumber);
  if (allowed !== 'all' && allowed.length === 0) return [];
  return legacyBudgetFigures(services.db, actor.projectId, {
    from: input.from,
    to: input.to,
    departments: allowed,
    categoryId: input.categoryId && input.categoryId > 0 ? input.categoryId : null,
  });
}

/** Departments → categories → budget lines, each node with its figures and totals. */
function legacyBudgetTree(
  rows: readonly BudgetFigures[],
  lines: readonly (typeof budgetLines.$inferSelect)[],
) {
  // Lines by node, once: a filter per category would read every line for each of the (thousands of) nodes.
  const linesOf = new Map<string, { id: number; description: string; amount: string }[]>();
  for (const l of lines) {
    const k = `${l.departmentNumber}:${l.categoryId}`;
    const list = linesOf.get(k) ?? [];
    list.push({ id: l.id, description: l.description, amount: l.amount });
    linesOf.set(k, list);
  }
  const byDepartment = new Map<number | null, BudgetFigures[]>();
  for (const row of rows) {
    const list = byDepartment.get(row.departmentNumber) ?? [];
    list.push(row);
    byDepartment.set(row.departmentNumber, list);
  }
  const departments: DepartmentNode[] = [...byDepartment.entries()].map(([number, categories]) => ({
    departmentNumber: number,
    departmentName: categories[0]?.departmentName ?? null,
    ...totalsOf(categories),
    categories: categories.map((c) => ({
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      costCenter: c.costCenter,
      efcSet: c.efcSet,
      ...totalsOf([c]),
      lines: linesOf.get(`${number}:${c.categoryId}`) ?? [],
    })),
  }));
  return { totals: totalsOf(rows), departments };
}

/**
 * GetBudgetDataHierarchicalListAsJsonString(StrTime, EndTime, ForceCompute, DepartmentNumber): the budget tree
 * as a JSON string (001 §7.8). Figures are always computed from the data at the time of the call, so
 * ForceCompute changes nothing (there is no stored copy to refresh).
 */
export async function legacyBudgetHierarchy(services: Services, actor: Actor, input: BudgetPeriodInput) {
  const rows = await legacyReadableFigures(services, actor, input);
  const departmentNumbers = [...new Set(rows.map((r) => r.departmentNumber).filter((d) => d !== null))];
  const [lines, [project]] = await Promise.all([
    departmentNumbers.length
      ? services.db
          .select()
          .from(budgetLines)
          .where(
            andOp(inProject(budgetLines, actor), inArrayOp(budgetLines.departmentNumber, departmentNumbers)),
          )
          .orderBy(asc(budgetLines.id))
      : [],
    services.db
      .select({ currency: projects.currency, budgetLocked: projects.budgetLocked })
      .from(projects)
      .where(eq(projects.id, actor.projectId)),
  ]);
  if (!project) throw notFound();
  return JSON.stringify({
    period: { from: input.from ?? null, to: input.to ?? null },
    currency: project.currency,
    budgetLocked: project.budgetLocked,
    computedAt: new Date().toISOString(),
    ...legacyBudgetTree(rows, lines),
  });
}
