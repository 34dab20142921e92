import { EXPENSE_MENUS } from '@setledger/shared/expenses/expenses.constants';
import { useMenu } from '../lib/menus';
import { StatusBadge } from './StatusBadge';

/** The status of an expense, sheet or purchase order: colour by class (000 §4), label from menu 1008. */
export function ValidationStatusBadge({ code }: { code: number }) {
  const label = useMenu(EXPENSE_MENUS.status).label(code);
  return <StatusBadge code={code} label={label || undefined} />;
}
