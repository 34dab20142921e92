import { Anchor, Breadcrumbs, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { Link, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ResponsiveTable } from '../../../components';
import { FilterPanel } from '../../../components/filters';
import { paths } from '../../../config/paths';
import { useFormat, useMoney } from '../../../lib/format';
import { getSalaries } from '../api/budget.api';
import { useBudgetList } from '../components/BudgetLists';
import { useBudgetTexts } from '../components/budget-ui';

/**
 * department/{department}/salariesForCategory/{category} and department/{department}/salaries/{userId}: the
 * salary lines of a category or a person. Salaries come from timesheets, which Setledger does not have yet, so
 * the list says so instead of pretending.
 */
export default function BudgetSalariesScreen() {
  const t = useBudgetTexts();
  const money = useMoney();
  const format = useFormat();
  const params = useParams();
  const department = Number(params.department);
  const fixed = {
    department,
    ...(params.category ? { category: Number(params.category) } : {}),
    ...(params.userId ? { personId: Number(params.userId) } : {}),
  };
  const { state, list, pager } = useBudgetList(FILTER_TYPES.budgetSalaries, fixed, getSalaries);

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.budget.overall()}>
          {t(50, 'Budget overview')}
        </Anchor>
        <Anchor component={Link} to={paths.budget.department(department)}>
          {t(26, 'Department')} {department}
        </Anchor>
        <Text>{t(4, 'Salaries')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {params.userId ? t(87, 'Salaries of a person') : t(88, 'Salaries of the category')}
      </Title>
      <FilterPanel state={state} fields={params.userId ? ['dates'] : ['dates', 'person']} />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorBanner error={list.error} />
      ) : list.data!.total === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(89, 'No salary line: salaries come from timesheets, which are not recorded in Setledger yet.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(68, 'Person')}</Table.Th>
                <Table.Th>{t(90, 'Function')}</Table.Th>
                <Table.Th>{t(91, 'Period')}</Table.Th>
                <Table.Th ta="right">{t(92, 'Hours')}</Table.Th>
                <Table.Th ta="right">{t(4, 'Salaries')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data!.rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.fullName}</Table.Td>
                  <Table.Td>{s.functionName}</Table.Td>
                  <Table.Td>
                    {format.date(s.startDate)} – {format.date(s.endDate)}
                  </Table.Td>
                  <Table.Td ta="right">{format.number(s.hours)}</Table.Td>
                  <Table.Td ta="right">{money(s.salary)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      {list.data ? pager(list.data.total) : null}
    </Stack>
  );
}
