import { EXPENSE_KINDS, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { isIsoDate } from '@setledger/shared/validation/fields';
import { Decimal } from 'decimal.js';
import { and, eq, gt, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { badInput } from '../../core/errors';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { expenseItems, expenseSheets } from '../expenses';
import { poItems, purchaseOrders } from '../purchase-orders';
import { type BudgetSnapshot, readBudgetSnapshot } from './budget-figures.sql';

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

/** A node's figures in integer cents (kg CO2e in hundredths of a kg): what the tree adds up without decimals. */
export interface BudgetNode {
  departmentNumber: number | null;
  departmentName: string | null;
  categoryId: number | null;
  categoryName: string | null;
  costCenter: string;
  budget: number;
  actual: number;
  committed: number;
  /** Salary lines of timesheets validated at the last level (issue 18). */
  salaries: number;
  efc: number;
  efcSet: boolean;
  kg: number;
  kgPending: number;
}

/** Integer hundredths (or thousandths with dp 3) written as a decimal: 123456 → "1234.56", -5 → "-0.05". */
export function fromCents(value: number, dp: 2 | 3 = 2): string {
  const digits = String(Math.abs(value)).padStart(dp + 1, '0');
  return `${value < 0 ? '-' : ''}${digits.slice(0, -dp)}.${digits.slice(-dp)}`;
}

/** A node's figures as the API writes them (each exact: sums of amounts of 2 decimals). */
export function nodeFigures(n: BudgetNode): BudgetFigures {
  const engaged = n.actual + n.committed + n.salaries;
  return {
    departmentNumber: n.departmentNumber,
    departmentName: n.departmentName,
    categoryId: n.categoryId,
    categoryName: n.categoryName,
    costCenter: n.costCenter,
    budget: fromCents(n.budget),
    actual: fromCents(n.actual),
    committed: fromCents(n.committed),
    salaries: fromCents(n.salaries),
    efc: fromCents(n.efc),
    efcSet: n.efcSet,
    variance: fromCents(n.budget - n.efc),
    amountLeft: fromCents(n.budget - engaged),
    kgCoTwo: fromCents((n.kg - n.kgPending) * 10, 3),
    kgCo2e: fromCents(n.kg),
    kgCo2ePending: fromCents(n.kgPending),
  };
}

/** String.prototype.localeCompare's own order (the default collator), built once instead of once per comparison. */
const byName = new Intl.Collator().compare;

/**
 * Budget, actual, committed, EFC, variance, amount left and kgCO2e per department and category (issue 17): ONE
 * statement (readBudgetSnapshot) reading the stored aggregates — or, for a period or one person, the live sums of
 * budget_node_sums, the same definitions as actualItemsWhere, pendingInvoiceItemsWhere, committedLinesWhere and
 * the carbon ledger's kgCo2eByBudgetNode — and integer cents from there on.
 *
 * EFC: the one set with canModifyEstimatedFinalCost, else the larger of the budget and what is spent, committed or
 * paid in salaries (a forecast never below what is already engaged). Variance = budget − EFC (negative: over
 * budget). Amount left = budget − actual − committed − salaries (salary lines of timesheets validated at the last
 * level, issue 18).
 */
export async function budgetNodes(
  tx: Tx,
  projectId: number,
  query: BudgetQuery,
  options: { withLines?: boolean; withProject?: boolean } = {},
): Promise<{ nodes: BudgetNode[]; snapshot: BudgetSnapshot }> {
  const withBudget = !query.userId;
  const scoped = query.departments && query.departments !== 'all' ? query.departments : null;
  const snapshot = await readBudgetSnapshot(tx, projectId, {
    from: query.from,
    to: query.to,
    departments: scoped ?? 'all',
    categoryId: query.categoryId ?? null,
    userId: query.userId ?? null,
    withBudget,
    withLines: options.withLines ?? false,
    withProject: options.withProject ?? false,
  });

  const sums = new Map<
    string,
    {
      d: number | null;
      c: number | null;
      budget: number;
      actual: number;
      committed: number;
      salaries: number;
      kg: number;
      kgPending: number;
    }
  >();
  const entry = (d: number | null, c: number | null) => {
    const k = key(d, c);
    let found = sums.get(k);
    if (!found) {
      found = { d, c, budget: 0, actual: 0, committed: 0, salaries: 0, kg: 0, kgPending: 0 };
      sums.set(k, found);
    }
    return found;
  };
  for (const [d, c, cents] of snapshot.budget) entry(d, c).budget = cents;
  for (const [
    d,
    c,
    actual,
    actualRows,
    po,
    poRows,
    pending,
    pendingRows,
    kg,
    kgPending,
    kgRows,
    salaries,
    salaryRows,
  ] of snapshot.nodes) {
    if (!actualRows && !poRows && !pendingRows && !kgRows && !salaryRows) continue;
    const e = entry(d, c);
    e.actual = actual;
    e.committed = po + pending;
    e.salaries = salaries;
    e.kg = kg;
    e.kgPending = kgPending;
  }
  // An EFC set on a node with no line and nothing spent still shows.
  for (const [d, c] of snapshot.efc)
    if ((!scoped || scoped.includes(d)) && (!query.categoryId || query.categoryId === c)) entry(d, c);
  const efcs = new Map(snapshot.efc.map(([d, c, cents]) => [key(d, c), cents]));
  const deptNames = new Map(snapshot.departments);
  const categories = new Map(snapshot.categories.map(([id, name, costCenter]) => [id, { name, costCenter }]));

  const nodes = [...sums.values()]
    .map((s): BudgetNode => {
      const category = s.c === null ? undefined : categories.get(s.c);
      const setEfc = efcs.get(key(s.d, s.c));
      return {
        departmentNumber: s.d,
        departmentName: s.d === null ? null : (deptNames.get(s.d) ?? null),
        categoryId: s.c,
        categoryName: category?.name ?? null,
        costCenter: category?.costCenter ?? '',
        budget: s.budget,
        actual: s.actual,
        committed: s.committed,
        salaries: s.salaries,
        efc: setEfc ?? Math.max(s.budget, s.actual + s.committed + s.salaries),
        efcSet: setEfc !== undefined,
        kg: s.kg,
        kgPending: s.kgPending,
      };
    })
    .sort(
      (a, b) =>
        (a.departmentNumber ?? Number.MAX_SAFE_INTEGER) - (b.departmentNumber ?? Number.MAX_SAFE_INTEGER) ||
        byName(a.categoryName ?? '\uffff', b.categoryName ?? '\uffff') ||
        (a.categoryId ?? 0) - (b.categoryId ?? 0),
    );
  return { nodes, snapshot };
}

/** The figures per department and category, written as the API answers them (see budgetNodes). */
export async function budgetFigures(tx: Tx, projectId: number, query: BudgetQuery): Promise<BudgetFigures[]> {
  return (await budgetNodes(tx, projectId, query)).nodes.map(nodeFigures);
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
 * The production's totals of what is spent, committed and paid in salaries (the dashboards, issue 12 item 18 and
 * issue 18; for one person with userId): the sums of the
 * budget's own figures, from the same definitions (actualItemsWhere, committedLinesWhere, pendingInvoiceItemsWhere),
 * so the dashboards and the budget always agree.
 */
export async function projectCostTotals(tx: Tx, projectId: number, query: BudgetQuery = {}) {
  const snapshot = await readBudgetSnapshot(tx, projectId, {
    from: query.from,
    to: query.to,
    departments: query.departments && query.departments !== 'all' ? query.departments : 'all',
    categoryId: query.categoryId ?? null,
    userId: query.userId ?? null,
    withBudget: false,
    withLines: false,
    withProject: false,
  });
  let actual = 0;
  let committed = 0;
  let salaries = 0;
  for (const [, , a, , po, , pending, , , , , salary] of snapshot.nodes) {
    actual += a;
    committed += po + pending;
    salaries += salary;
  }
  return { actual: fromCents(actual), committed: fromCents(committed), salaries: fromCents(salaries) };
}
