import { ExpenseWorkbench } from '../components/ExpenseWorkbench';
import { useExpenseTexts } from '../components/expense-ui';

/** myexpenses: the caller's tickets and travels, what is left to send, and their sheets. */
export default function MyExpensesScreen() {
  const t = useExpenseTexts();
  return <ExpenseWorkbench owner={{ kind: 'own' }} title={t(70, 'My expenses')} />;
}
