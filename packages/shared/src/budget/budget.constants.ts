/** Budget kinds 0 to 6 (001 §9); their names are not given by the spec. */
export const BUDGET_KINDS = [0, 1, 2, 3, 4, 5, 6] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** The account code answered when none is set (001 §9). A string: account codes keep their leading digits. */
export const DEFAULT_ACCOUNT_CODE = '703000';

/**
 * ContentType of GetBudgetDetailHierarchicalListAsJsonString (001 §7.8 names the argument, not its values):
 * what a category's detail lists.
 */
export const BUDGET_CONTENT_TYPES = { all: 0, expenses: 1, purchaseOrders: 2, salaries: 3 } as const;

/** arrayType of GetProjectUserExpenseSheet's filter (001 §7.8). */
export const EXPENSE_SHEET_ARRAY_TYPES = ['invoice', 'submitted', 'notSubmitted'] as const;
export type ExpenseSheetArrayType = (typeof EXPENSE_SHEET_ARRAY_TYPES)[number];
