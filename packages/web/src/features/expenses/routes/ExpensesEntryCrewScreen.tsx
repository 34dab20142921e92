import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CrewEntryPicker } from '../../../components/CrewEntryPicker';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { paths } from '../../../config/paths';
import { expenseKeys, getExpenseCrew } from '../api/expenses.api';
import { useExpenseTexts } from '../components/expense-ui';

/** expensesEntryCrew: production picks the crew member they enter expenses for. */
export default function ExpensesEntryCrewScreen() {
  const t = useExpenseTexts();
  const navigate = useNavigate();
  const crew = useQuery({ queryKey: expenseKeys.crew, queryFn: getExpenseCrew });
  if (crew.isPending) return <PageLoader />;
  if (crew.isError) return <ScreenError error={crew.error} />;
  return (
    <CrewEntryPicker
      title={t(71, 'Expenses for crew')}
      intro={t(
        73,
        'Enter tickets and travels for a crew member and send them for validation; you are recorded as the encoder.',
      )}
      noContract={t(74, 'No current contract')}
      crew={crew.data}
      onPick={(person) => navigate(paths.expensesEntryCrew.detail(person.id))}
    />
  );
}
