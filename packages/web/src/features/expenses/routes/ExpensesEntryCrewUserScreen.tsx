import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { paths } from '../../../config/paths';
import { getCrewMember } from '../api/expenses.api';
import { ExpenseWorkbench } from '../components/ExpenseWorkbench';
import { useExpenseTexts } from '../components/expense-ui';

/** expensesEntryCrew/{id}: production enters and sends expenses for one crew member (both are recorded). */
export default function ExpensesEntryCrewUserScreen() {
  const t = useExpenseTexts();
  const userId = Number(useParams().id);
  const member = useQuery({
    queryKey: ['expenses', 'crew-member', userId],
    queryFn: () => getCrewMember(userId),
  });
  if (member.isPending) return <PageLoader />;
  if (member.isError) return <ScreenError error={member.error} />;
  return (
    <Stack>
      <Anchor component={Link} to={paths.expensesEntryCrew.list()} size="sm">
        ← {t(71, 'Expenses for crew')}
      </Anchor>
      <ExpenseWorkbench
        owner={{ kind: 'crew', userId }}
        title={t(72, 'Expenses of {name}').replace('{name}', member.data.fullName)}
      />
    </Stack>
  );
}
