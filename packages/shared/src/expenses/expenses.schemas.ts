import { z } from 'zod';
import { carbonMeasureFields, refineCarbonMeasure } from '../green/carbon-measure.schema';
import { type DecimalRule, optionalDecimal } from '../validation/decimal-fields';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import { EXPENSE_KINDS } from './expenses.constants';

/**
 * An amount typed by a person: 0 or more, 12 digits before the point as stored; a third decimal is accepted and
 * rounded once, by computeExpenseAmounts.
 */
export const EXPENSE_AMOUNT_RULE: DecimalRule = { integerDigits: 12, decimals: 3, min: 'zero' };
/** A distance: above 0, one decimal as stored (and as the routing server answers), up to 9,999,999.9 km. */
export const KM_RULE: DecimalRule = { integerDigits: 7, decimals: 1, min: 'positive' };

export const expenseAmountField = optionalDecimal(EXPENSE_AMOUNT_RULE);
export const kmField = optionalDecimal(KM_RULE);

/** Above 0, read exactly: some digit other than 0. */
const isAboveZero = (value: string) => /[1-9]/.test(value);

const optionalInt = z
  .number(typeError)
  .int('notInteger')
  .nullish()
  .transform((v) => v ?? null);

/**
 * NewExpenseItem's AddedExpenseItem and UpdExpenseItem's UpdatedExpenseItem (000 §3). A ticket or an invoice
 * needs an amount (excluding VAT) or the total paid; a travel needs its kilometres.
 */
export const expenseItemSchema = z
  .object(
    {
      date: dateField,
      type: z
        .number(typeError)
        .int('notInteger')
        .refine((v) => (Object.values(EXPENSE_KINDS) as number[]).includes(v), 'outOfRange'),
      description: z.string(typeError).trim().min(1, 'required').max(500, 'tooLong'),
      detailedDescription: optionalText(4000),
      amount: expenseAmountField,
      amountTotal: expenseAmountField,
      vatFlagItemId: optionalInt,
      departmentNumber: optionalInt,
      functionNumber: optionalInt,
      categoryId: optionalInt,
      costCenter: optionalText(40),
      subCategory: optionalInt,
      subType: optionalInt,
      additionalSubType: optionalInt,
      coTwoCategory: optionalInt,
      paymentType: optionalInt,
      supplierId: optionalInt,
      km: kmField,
      fromLocation: optionalText(200),
      toLocation: optionalText(200),
      ...carbonMeasureFields,
    },
    { error: 'invalid' },
  )
  .superRefine((item, ctx) => {
    refineCarbonMeasure(item, ctx);
    if (item.type === EXPENSE_KINDS.travel) {
      if (item.km === null) ctx.addIssue({ code: 'custom', message: 'required', path: ['km'] });
    } else if (item.amount === null && item.amountTotal === null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['amountTotal'] });
    // A ticket or an invoice costs something (issue 12 item 15); a travel may carry only its kilometres.
    else
      for (const field of ['amount', 'amountTotal'] as const)
        if (item[field] !== null && !isAboveZero(item[field]!))
          ctx.addIssue({ code: 'custom', message: 'notPositive', path: [field] });
  });
export type ExpenseItemInput = z.infer<typeof expenseItemSchema>;

/** SendAllExpenses' ExpenseTitle: optional (000 §4), trimmed. */
export const expenseTitleSchema = z
  .string({ error: 'invalid' })
  .trim()
  .max(200, 'tooLong')
  .nullish()
  .transform((value) => value ?? '');
