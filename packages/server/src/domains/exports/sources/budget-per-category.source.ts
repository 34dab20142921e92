import { z } from 'zod';
import type { Actor } from '../../../core/actor';
import type { Services } from '../../../core/services';
import { defineSource, type ExportSource } from '../export-source';

/** One row of the budget per category (money as decimal strings with 2 decimals, kg CO2e as a decimal string). */
export interface BudgetPerCategoryRow {
  departmentName: string | null;
  categoryName: string;
  costCenter: string;
  budget: string;
  actual: string;
  committed: string;
  /** Estimated final cost. */
  efc: string;
  variance: string;
  amountLeft: string;
  kgCoTwo: string | null;
}

/** The budget screen's filter, as the budget domain defines it; passed through as given. */
export type BudgetPerCategoryFilter = Record<string, unknown>;

/**
 * The budget domain's `budgetPerCategoryRows(ctx, actor, filter)`: every row of the budget per category the
 * caller may see (it narrows to their departments itself), in the screen's order.
 */
export type BudgetPerCategoryRows = (
  ctx: Services,
  actor: Actor,
  filter: BudgetPerCategoryFilter,
) => Promise<readonly BudgetPerCategoryRow[]>;

/** 'budget per category' from the budget domain's rows; registered once that function exists. */
export function budgetPerCategorySource(rows: BudgetPerCategoryRows): ExportSource {
  return defineSource({
    name: 'budget per category',
    filter: z.record(z.string(), z.unknown(), { error: 'invalid' }),
    // The budget's readers (GetBudgetLines' scopes); department budgets are narrowed by `rows`.
    mayRead: (actor) =>
      actor.modules.has('useBudget') &&
      (actor.isAdmin ||
        actor.isProd ||
        actor.rights.has('canViewGlobalBudget') ||
        actor.rights.has('canViewDepartmentBudget')),
    rows,
    cells: {
      department: (r) => r.departmentName,
      category: (r) => r.categoryName,
      costCenter: (r) => r.costCenter,
      budget: (r) => r.budget,
      actual: (r) => r.actual,
      committed: (r) => r.committed,
      efc: (r) => r.efc,
      variance: (r) => r.variance,
      amountLeft: (r) => r.amountLeft,
      kgCoTwo: (r) => r.kgCoTwo,
    },
  });
}
