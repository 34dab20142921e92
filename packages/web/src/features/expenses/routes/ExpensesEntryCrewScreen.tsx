import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CardList } from '../../../components/CardList';
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
    <Stack>
      <Title order={1} size="h2">
        {t(71, 'Expenses for crew')}
      </Title>
      <Text c="dimmed" size="sm">
        {t(
          73,
          'Enter tickets and travels for a crew member and send them for validation; you are recorded as the encoder.',
        )}
      </Text>
      <CardList
        items={crew.data}
        getKey={(person) => person.id}
        searchText={(person) =>
          `${person.fullName} ${person.departmentName ?? ''} ${person.functionName ?? ''}`
        }
        onRowClick={(person) => navigate(paths.expensesEntryCrew.detail(person.id))}
        renderCard={(person) => (
          <Group justify="space-between" data-crew-member={person.id}>
            <div>
              <Text fw={600}>{person.fullName}</Text>
              <Text size="sm" c="dimmed">
                {[person.departmentName, person.functionName].filter(Boolean).join(' · ')}
              </Text>
            </div>
            {!person.underContract && (
              <Badge color="gray" variant="light">
                {t(74, 'No current contract')}
              </Badge>
            )}
          </Group>
        )}
      />
    </Stack>
  );
}
