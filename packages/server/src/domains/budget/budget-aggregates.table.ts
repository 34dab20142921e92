import { bigint, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.table';

const cents = () => bigint({ mode: 'number' }).notNull().default(0);
const rows = () => integer().notNull().default(0);

/**
 * The budget's item-derived figures per project, department and category (issue 17), kept by the triggers of
 * migration `budget_aggregates` in the same transaction as every write of expense items and sheets, PO lines
 * and POs, and carbon entries (whatever the write path: services, imports, cascades, set-based inserts).
 * Amounts are integer cents. The *_rows counts say whether a group exists at all (a node with a zero-amount
 * item still shows, as when the figures were summed live). Budget lines and EFC are few and read live.
 * ForceCompute rebuilds a project's rows from the source tables (budget-aggregates.sql.ts).
 * Salaries (timesheets, issue 18) have their own columns, kept the same way.
 */
export const budgetAggregates = pgTable(
  'budget_aggregates',
  {
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The item's department, else its sheet's (expenses); the PO's (PO lines); the entry's (carbon). */
    departmentNumber: integer(),
    categoryId: integer(),
    /** Items of sheets validated at the last level, not refused (actualItemsWhere). */
    actualCents: cents(),
    actualRows: rows(),
    /** What validated, not consumed POs still have to invoice (committedLinesWhere). */
    poCents: cents(),
    poRows: rows(),
    /** Items of invoices from POs on their way to validation (pendingInvoiceItemsWhere). */
    pendingCents: cents(),
    pendingRows: rows(),
    /** Carbon ledger entries with a budget category, not excluded: all of them, and the pending ones. */
    kgCents: cents(),
    kgPendingCents: cents(),
    kgRows: rows(),
    /**
     * Salary lines of timesheets (issue 18; migration timesheet_salary_aggregates). A salary line exists only while
     * its week is validated at the last level (the timesheets domain makes them then and removes them when the week
     * is reopened), so every line counts.
     */
    salaryCents: cents(),
    salaryRows: rows(),
  },
  (t) => [
    unique('budget_aggregates_node').on(t.projectId, t.departmentNumber, t.categoryId).nullsNotDistinct(),
  ],
);
