/** Budget kinds 0 to 6 (001 §9); their names are not given by the spec. */
export const BUDGET_KINDS = [0, 1, 2, 3, 4, 5, 6] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

/** The account code answered when none is set (001 §9). A string: account codes keep their leading digits. */
export const DEFAULT_ACCOUNT_CODE = '703000';
