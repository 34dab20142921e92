import { and, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { inProject } from '../../core/scope';
import type { Tx } from '../../db/client';
import { carbonEntries } from './carbon.table';

/** What the budget asks of the ledger: a period (entry day), departments, a category, a person. */
export interface LedgerBudgetQuery {
  from?: string | null;
  to?: string | null;
  departments?: 'all' | readonly number[];
  categoryId?: number | null;
  userId?: number | null;
}

export interface LedgerBudgetRow {
  department: number | null;
  budgetCategoryId: number | null;
  /** What counts (actual + pending; refused sources are excluded), 2 decimals per entry, summed in numeric. */
  kgCo2e: string;
  /** Of which not yet validated. */
  pendingKgCo2e: string;
}

/**
 * kg CO2e per department and budget category (issue 14: kgCO2e beside money), in one grouped statement on the
 * carbon_entries_budget index whatever the number of rows. Excluded entries (refused sources) never count.
 */
export function kgCo2eByBudgetNode(tx: Tx, projectId: number, query: LedgerBudgetQuery) {
  const c = carbonEntries;
  const conditions: (SQL | undefined)[] = [
    inProject(c, { projectId }),
    ne(c.status, 'excluded'),
    // Beside money: the entries of the budget's own sources (expenses, PO lines); manual entries have no budget
    // category and stay on the green screens.
    isNotNull(c.budgetCategoryId),
  ];
  if (query.from) conditions.push(sql`${c.strDate} >= ${query.from}`);
  if (query.to) conditions.push(sql`${c.strDate} <= ${query.to}`);
  if (query.userId) conditions.push(sql`${c.userId} = ${query.userId}`);
  if (query.categoryId) conditions.push(sql`${c.budgetCategoryId} = ${query.categoryId}`);
  if (query.departments && query.departments !== 'all')
    conditions.push(inArray(c.department, [...query.departments]));
  return tx
    .select({
      department: c.department,
      budgetCategoryId: c.budgetCategoryId,
      kgCo2e: sql<string>`coalesce(sum(${c.kgCo2e}), 0)`,
      pendingKgCo2e: sql<string>`coalesce(sum(${c.kgCo2e}) filter (where ${c.status} = 'pending'), 0)`,
    })
    .from(c)
    .where(and(...conditions))
    .groupBy(c.department, c.budgetCategoryId) as Promise<LedgerBudgetRow[]>;
}
