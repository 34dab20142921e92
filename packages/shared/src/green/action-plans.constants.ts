/** Action plans (issue 16): a plan's status and its actions' (todo, in progress, done, cancelled). */
export const ACTION_PLAN_STATUSES = ['active', 'completed'] as const;
export type ActionPlanStatus = (typeof ACTION_PLAN_STATUSES)[number];

export const GREEN_ACTION_STATUSES = ['todo', 'inProgress', 'done', 'cancelled'] as const;
export type GreenActionStatus = (typeof GREEN_ACTION_STATUSES)[number];

/** Actions still to do: the only ones that can be overdue (due date before today). */
export const OPEN_ACTION_STATUSES: readonly GreenActionStatus[] = ['todo', 'inProgress'];

/** Paged lists: 20 a page by default, at most 100; a plan shows at most 200 actions. */
export const ACTION_PLANS_PAGE_SIZE = 20;
export const ACTION_PLANS_MAX_PAGE_SIZE = 100;
export const ACTIONS_PER_PLAN_MAX = 200;
/** The action report's export holds at most this many rows. */
export const ACTION_REPORT_EXPORT_MAX = 5000;

/** The checklist's department forms (001 §3.16: formId 299 to 318) and production sections (174 to 226). */
export const CHECKLIST_FORM_ID_MIN = 1;
export const CHECKLIST_FORM_ID_MAX = 9999;
