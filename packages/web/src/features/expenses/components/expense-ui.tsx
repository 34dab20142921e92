import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { EXPENSE_KINDS, EXPENSE_MENUS } from '@setledger/shared/expenses/expenses.constants';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ValidationStatusBadge } from '../../../components/ValidationStatusBadge';
import type { ExpenseTypeName } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { useMenu } from '../../../lib/menus';

/** The expense screens' texts (form 'expenses'). */
export const useExpenseTexts = () => useForm('expenses');

/** The status badge of an item or sheet (000 §4 class, menu 1008 label). */
export const ExpenseStatusBadge = ValidationStatusBadge;

/** Kind label from menu 1003. */
export function ExpenseTypeBadge({ type }: { type: number }) {
  const menu = useMenu(EXPENSE_MENUS.type);
  return (
    <Badge variant="outline" color="gray" data-expense-type={type}>
      {menu.label(type)}
    </Badge>
  );
}

/** 001 §2.4 item 4: a warning icon on a sheet with an item dated outside the owner's contract. */
export function ContractWarning() {
  const t = useExpenseTexts();
  const text = t(
    1,
    "This expense sheet contains expense items on a date outside the user's contract dates. You can still validate it.",
  );
  return (
    <Tooltip label={text} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Group gap={4} c="orange" tabIndex={0} aria-label={text} data-contract-warning>
        <IconAlertTriangle size={18} />
      </Group>
    </Tooltip>
  );
}

/** A refusal comment as the owner sees it. */
export function RefusalComment({ comment }: { comment: string }) {
  const t = useExpenseTexts();
  if (!comment) return null;
  return (
    <Text size="sm" c="red.8" data-refusal-comment>
      {t(2, 'Refusal comment')}: {comment}
    </Text>
  );
}

export const TYPE_NAMES: Record<ExpenseTypeName, number> = {
  ticket: EXPENSE_KINDS.ticket,
  invoice: EXPENSE_KINDS.invoice,
  travel: EXPENSE_KINDS.travel,
};
export const typeName = (type: number): ExpenseTypeName =>
  type === EXPENSE_KINDS.travel ? 'travel' : type === EXPENSE_KINDS.invoice ? 'invoice' : 'ticket';

/** 000 §2: a route containing myexpenses lists only tickets and travels. */
export function expenseTypesForRoute(pathname: string): number[] | null {
  return pathname.includes('myexpenses') ? [EXPENSE_KINDS.ticket, EXPENSE_KINDS.travel] : null;
}

/**
 * 000 §2: after an update, the expense lists are refreshed unless the route contains budget or carries the
 * fromBudget or activeTabExpenseItem query parameter (the budget screens keep their own figures).
 */
export function refreshesExpenseLists(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return !pathname.includes('budget') && !params.has('fromBudget') && !params.has('activeTabExpenseItem');
}

export { useFormat, useMoney } from '../../../lib/format';
