import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner, PageLoader, ResponsiveTable } from '../../../components';
import { budgetKeys, getMyBudget, type Period } from '../api/budget.api';
import {
  FigureCell,
  FigureHeaders,
  type FigureKey,
  PeriodBar,
  useBudgetTexts,
  validPeriod,
} from '../components/budget-ui';

const COLUMNS: FigureKey[] = ['actual', 'committed', 'kgCoTwo'];

/** mybudget (canAccessMyBudget): what the caller spent (validated) and committed (validated POs) per category. */
export default function MyBudgetScreen() {
  const t = useBudgetTexts();
  const [period, setPeriod] = useState<Period>({ from: null, to: null });
  const asked = validPeriod(period);
  const mine = useQuery({
    queryKey: budgetKeys.mine(asked),
    queryFn: () => getMyBudget(asked),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(93, 'My budget')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(94, 'Your validated expenses and what your validated purchase orders still commit, per category.')}
      </Text>
      <PeriodBar period={period} onChange={setPeriod} />
      {mine.isPending ? (
        <PageLoader />
      ) : mine.isError ? (
        <ErrorBanner error={mine.error} />
      ) : mine.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(95, 'No validated expense or purchase order of yours in this period.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={720}>
          <Table striped data-my-budget>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(26, 'Department')}</Table.Th>
                <Table.Th>{t(27, 'Category')}</Table.Th>
                <FigureHeaders columns={COLUMNS} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mine.data.map((r) => (
                <Table.Tr key={`${r.department}-${r.category}`}>
                  <Table.Td>{r.departmentName ?? t(13, 'No department')}</Table.Td>
                  <Table.Td>{r.categoryName ?? t(17, 'No category')}</Table.Td>
                  <FigureCell name="actual" value={r.amountTotal} />
                  <FigureCell name="committed" value={r.purchaseOrdersTotal} />
                  <FigureCell name="kgCoTwo" value={r.kgCoTwo} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
    </Stack>
  );
}
