import {
  computeExpenseAmounts,
  type ExpenseAmounts,
  expenseAmountsFit,
} from '@setledger/shared/expenses/expense-amounts';
import { EXPENSE_KINDS } from '@setledger/shared/expenses/expenses.constants';
import {
  type ExpenseItemInput as CheckedItem,
  expenseAmountField,
  expenseItemSchema,
} from '@setledger/shared/expenses/expenses.schemas';
import type { ValidationMessage } from '../../../lib/validation-messages';

/** What the expense form holds for the fields the shared schema checks. */
export interface TypedExpense {
  date: string;
  description: string;
  detailedDescription: string;
  amountMode: 'total' | 'excl';
  amount: string;
  km: string;
  fromLocation: string;
  toLocation: string;
}
type FormField =
  | 'date'
  | 'description'
  | 'detailedDescription'
  | 'amount'
  | 'km'
  | 'fromLocation'
  | 'toLocation';

/** Schema paths as the form's fields: the amount is one input, typed with or without VAT. */
const FIELDS: Record<string, FormField> = {
  date: 'date',
  description: 'description',
  detailedDescription: 'detailedDescription',
  amount: 'amount',
  amountTotal: 'amount',
  km: 'km',
  fromLocation: 'fromLocation',
  toLocation: 'toLocation',
};

/** The form's own wording where it says more than the shared message (the rule stays the schema's). */
export type FieldTexts = Partial<Record<FormField, Partial<Record<string, string>>>>;

/** The amounts the typed amount gives at a VAT rate, or null while it is empty or does not pass the rule. */
export function liveAmounts(typed: TypedExpense, vatRate: string): ExpenseAmounts | null {
  const parsed = expenseAmountField.safeParse(typed.amount);
  if (!parsed.success || parsed.data === null) return null;
  return computeExpenseAmounts(
    typed.amountMode === 'total' ? { amountTotal: parsed.data, vatRate } : { amount: parsed.data, vatRate },
  );
}

/**
 * Checks the form with the schema the server parses NewExpenseItem with, then the amounts at the chosen rate the
 * way the server stores them (issue 12 item 16): what the form accepts, the server accepts, and the reverse.
 */
export function checkExpenseForm(
  typed: TypedExpense,
  type: number,
  vatRate: string,
  message: ValidationMessage,
  texts: FieldTexts = {},
):
  | { ok: true; item: CheckedItem; amounts: ExpenseAmounts | null }
  | { ok: false; errors: Partial<Record<FormField, string>> } {
  const isTravel = type === EXPENSE_KINDS.travel;
  const parsed = expenseItemSchema.safeParse({
    date: typed.date,
    type,
    description: typed.description,
    detailedDescription: typed.detailedDescription,
    amount: typed.amountMode === 'excl' ? typed.amount : null,
    amountTotal: typed.amountMode === 'total' ? typed.amount : null,
    km: isTravel ? typed.km : null,
    fromLocation: isTravel ? typed.fromLocation : null,
    toLocation: isTravel ? typed.toLocation : null,
  });
  if (!parsed.success) {
    const errors: Partial<Record<FormField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELDS[String(issue.path[0])];
      if (!field || errors[field]) continue;
      const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
      errors[field] = texts[field]?.[issue.message] ?? message(issue.message, params);
    }
    return { ok: false, errors };
  }
  const amounts = liveAmounts(typed, vatRate);
  if (amounts && !expenseAmountsFit(amounts))
    return { ok: false, errors: { amount: texts.amount?.outOfRange ?? message('outOfRange') } };
  return { ok: true, item: parsed.data, amounts };
}
