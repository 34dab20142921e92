import { z } from 'zod';
import { type DecimalRule, optionalDecimal } from '../validation/decimal-fields';
import { isIsoDate } from '../validation/fields';
import { typeError } from '../validation/keys';
import { optionalText } from '../validation/schema-fields';
import {
  ACTION_PLAN_STATUSES,
  ACTION_PLANS_MAX_PAGE_SIZE,
  ACTION_PLANS_PAGE_SIZE,
  CHECKLIST_FORM_ID_MAX,
  CHECKLIST_FORM_ID_MIN,
  GREEN_ACTION_STATUSES,
} from './action-plans.constants';
import { checklistQuestion } from './checklist.catalogue';

/** Expected kg CO2e saved by an action: numeric(14,2), zero or more. */
export const GREEN_ACTION_DECIMAL_RULES = {
  expectedKgCo2e: { integerDigits: 12, decimals: 2, min: 'zero' },
} as const satisfies Record<string, DecimalRule>;

const title = z.string(typeError).trim().min(1, 'required').max(200, 'tooLong');
const ownerId = z
  .number(typeError)
  .int('notInteger')
  .min(1, 'invalidId')
  .nullish()
  .transform((v) => v ?? null);
const optionalDate = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isIsoDate(v), 'invalidDate');

/** An action plan (issue 16): title, description, owner (a member of the project), due date, status. */
export const actionPlanSchema = z.object({
  title,
  description: optionalText(2000),
  ownerId,
  dueDate: optionalDate,
  status: z.enum(ACTION_PLAN_STATUSES, { error: 'required' }),
});
export type ActionPlanInput = z.input<typeof actionPlanSchema>;

/**
 * An action of a plan: owner, due date and status, optionally the carbon category it acts on with the kg CO2e
 * it is expected to save, and the checklist question (formId) it answers.
 */
export const greenActionSchema = z.object({
  title,
  description: optionalText(2000),
  ownerId,
  dueDate: optionalDate,
  status: z.enum(GREEN_ACTION_STATUSES, { error: 'required' }),
  carbonCategory: z
    .number(typeError)
    .int('notInteger')
    .min(0, 'outOfRange')
    .max(21, 'outOfRange')
    .nullish()
    .transform((v) => v ?? null),
  expectedKgCo2e: optionalDecimal(GREEN_ACTION_DECIMAL_RULES.expectedKgCo2e),
  // A question of the green checklist (001 §3.16): its formId in the catalogue, never a department's.
  formId: z
    .number(typeError)
    .int('notInteger')
    .min(CHECKLIST_FORM_ID_MIN, 'outOfRange')
    .max(CHECKLIST_FORM_ID_MAX, 'outOfRange')
    .nullish()
    .transform((v) => v ?? null)
    .refine((v) => v === null || checklistQuestion(v) !== undefined, 'outOfRange'),
});
export type GreenActionInput = z.input<typeof greenActionSchema>;

export const greenActionStatusSchema = z.enum(GREEN_ACTION_STATUSES, { error: 'required' });

const pageInt = (max: number, fallback: number) =>
  z
    .number(typeError)
    .int('notInteger')
    .min(0, 'outOfRange')
    .max(max, 'outOfRange')
    .nullish()
    .transform((v) => v ?? fallback);

export const actionPagingSchema = z.object({
  offset: pageInt(10_000_000, 0),
  size: pageInt(ACTION_PLANS_MAX_PAGE_SIZE, ACTION_PLANS_PAGE_SIZE).refine((v) => v >= 1, 'outOfRange'),
});

/** The action report's filter: status, owner, plan, only overdue ones. */
export const actionReportFilterSchema = z.object({
  status: z
    .enum(GREEN_ACTION_STATUSES, { error: 'outOfRange' })
    .nullish()
    .transform((v) => v ?? null),
  ownerId,
  planId: ownerId,
  overdue: z
    .boolean(typeError)
    .nullish()
    .transform((v) => v ?? false),
});
export type ActionReportFilter = z.output<typeof actionReportFilterSchema>;
