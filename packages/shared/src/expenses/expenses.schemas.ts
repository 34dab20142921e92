import { z } from 'zod';
import { typeError } from '../validation/keys';
import { dateField, optionalText } from '../validation/schema-fields';
import { EXPENSE_KINDS } from './expenses.constants';

/** A money amount typed by a person: 0 or more, at most 2 decimals (a third is rounded once). */
const MONEY = /^\d{1,12}([.,]\d{1,3})?$/;
/** Above 0, read exactly: some digit other than 0. */
const isAboveZero = (value: string) => /[1-9]/.test(value);
const optionalInt = z
  .number(typeError)
  .int('notInteger')
  .nullish()
  .transform((v) => v ?? null);
const moneyField = z
  .string({ error: 'invalid' })
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(',', '.') : null))
  .refine((value) => value === null || MONEY.test(value), 'notPositive');

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
      amount: moneyField,
      amountTotal: moneyField,
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
      km: z
        .string({ error: 'invalid' })
        .trim()
        .nullish()
        .transform((value) => (value ? value.replace(',', '.') : null))
        .refine(
          (value) => value === null || (/^\d{1,7}([.]\d)?$/.test(value) && Number(value) > 0),
          'notPositive',
        ),
      fromLocation: optionalText(200),
      toLocation: optionalText(200),
    },
    { error: 'invalid' },
  )
  .superRefine((item, ctx) => {
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
