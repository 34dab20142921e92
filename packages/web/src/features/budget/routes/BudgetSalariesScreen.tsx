import { Anchor, Breadcrumbs, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { Link, useParams } from 'react-router';
import { ErrorBanner, PageLoader, ResponsiveTable } from '../../../components';
import { FilterPanel } from '../../../components/filters';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { getSalaries, type SalaryLine } from '../api/budget.api';
import { useBudgetList } from '../components/BudgetLists';
import { useShowsCarbon } from '../components/budget-ui';
import { SalaryAmount, useSalaryTexts } from '../components/salary-ui';

/**
 * department/{department}/salariesForCategory/{category} and department/{department}/salaries/{userId} (issue 18):
 * the salary lines of a category or a person — days of timesheets validated at the last level —, with the
 * timesheet each comes from.
 */
export default function BudgetSalariesScreen() {
  const t = useSalaryTexts();
  const format = useFormat();
  const carbon = useShowsCarbon();
  const params = useParams();
  const department = Number(params.department);
  const fixed = {
    department,
    ...(params.category ? { category: Number(params.category) } : {}),
    ...(params.userId ? { personId: Number(params.userId) } : {}),
  };
  const { state, list, pager } = useBudgetList(FILTER_TYPES.budgetSalaries, fixed, getSalaries);
  const rows: SalaryLine[] = list.data?.rows ?? [];
  const first = rows[0];
  const heading = params.userId ? t(2, 'Salaries of a person') : t(1, 'Salaries of the category');
  const subject = params.userId ? first?.fullName : first?.categoryName;

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.budget.overall()}>
          {t(21, 'Budget overview')}
        </Anchor>
        <Anchor component={Link} to={paths.budget.department(department)}>
          {first?.departmentName || `${t(23, 'Department')} ${department}`}
        </Anchor>
        {params.category ? (
          <Anchor component={Link} to={paths.budget.category(department, Number(params.category))}>
            {first?.categoryName || `#${params.category}`}
          </Anchor>
        ) : null}
        <Text>{t(22, 'Salaries')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {subject ? `${heading} – ${subject}` : heading}
      </Title>
      <FilterPanel state={state} fields={params.userId ? ['dates'] : ['dates', 'person']} />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorBanner error={list.error} />
      ) : list.data!.total === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(
            3,
            'No salary line for this filter: salary lines come from timesheets validated at the last level.',
          )}
        </Paper>
      ) : (
        <>
          {rows.some((r) => r.salary === null) ? (
            <Text size="sm" c="dimmed">
              {t(27, 'Amounts are hidden from you (hide salary information).')}
            </Text>
          ) : null}
          <ResponsiveTable minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(6, 'Day')}</Table.Th>
                  <Table.Th>{t(4, 'Person')}</Table.Th>
                  <Table.Th>{t(5, 'Function')}</Table.Th>
                  <Table.Th>{t(15, 'Category')}</Table.Th>
                  <Table.Th ta="right">{t(7, 'Hours')}</Table.Th>
                  <Table.Th ta="right">{t(8, 'Salary')}</Table.Th>
                  {carbon && <Table.Th ta="right">{t(9, 'kg CO2e (commute)')}</Table.Th>}
                  <Table.Th>{t(10, 'Timesheet')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id} data-salary-line={s.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(s.startDate)}</Table.Td>
                    <Table.Td>
                      {params.userId ? s.fullName : <PersonLink department={department} line={s} />}
                    </Table.Td>
                    <Table.Td>{s.functionName}</Table.Td>
                    <Table.Td>
                      {s.categoryName}
                      {s.categoryCostCenter ? (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          ({s.categoryCostCenter})
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">{s.hoursStr}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <SalaryAmount value={s.salary ?? null} />
                    </Table.Td>
                    {carbon && <Table.Td ta="right">{format.mass(s.co2)}</Table.Td>}
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.budget.timesheetDetails(s.timesheet.id)}
                        aria-label={t(20, 'Open the timesheet of {date}').replace(
                          '{date}',
                          format.date(s.startDate),
                        )}
                      >
                        #{s.timesheet.id}
                      </Anchor>
                      {s.timesheet.processed ? (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          · {t(11, 'Processed')}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        </>
      )}
      {list.data ? pager(list.data.total) : null}
    </Stack>
  );
}

/** A person's name opening their salaries in the department. */
function PersonLink({ department, line }: { department: number; line: SalaryLine }) {
  return (
    <Anchor component={Link} to={paths.budget.salaries(department, line.userId)}>
      {line.fullName}
    </Anchor>
  );
}
