import { z } from 'zod';
import { typeError } from '../validation/keys';
import { optionalText } from '../validation/schema-fields';

/** A money amount of the budget: 0 or more, at most 2 decimals ('12 500,50' is not accepted: no spaces). */
const amountField = z
  .string(typeError)
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'notPositive');

/** A budget line's amount: negative too (a tax credit, a rebate), at most 2 decimals. */
const lineAmountField = z
  .string(typeError)
  .trim()
  .min(1, 'required')
  .transform((v) => v.replace(',', '.'))
  .refine((v) => /^-?\d{1,12}(\.\d{1,2})?$/.test(v), 'invalid');

/** AddUpdBudgetLine's BudgetLine (issue 7): the planned amount of a department and category. */
export const budgetLineSchema = z.object(
  {
    departmentNumber: z.number(typeError).int('notInteger'),
    categoryId: z.number(typeError).int('notInteger'),
    description: optionalText(500),
    amount: lineAmountField,
  },
  { error: 'invalid' },
);
export type BudgetLineInput = z.infer<typeof budgetLineSchema>;

/** UpdEstimatedFinalCost: the new EFC of a category and why it changes. */
export const efcSchema = z.object(
  {
    amount: amountField,
    comment: z.string(typeError).trim().min(1, 'required').max(1000, 'tooLong'),
  },
  { error: 'invalid' },
);
