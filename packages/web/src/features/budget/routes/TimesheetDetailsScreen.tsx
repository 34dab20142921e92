import { Anchor, Breadcrumbs, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { hoursToMinutes } from '@setledger/shared/validation/hours';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader, ResponsiveTable, ScreenError, ValidationStatusBadge } from '../../../components';
import { paths } from '../../../config/paths';
import { useFormat, useMoney } from '../../../lib/format';
import { budgetKeys, getSalaries } from '../api/budget.api';
import { useShowsCarbon } from '../components/budget-ui';
import { SalaryAmount, useSalaryTexts } from '../components/salary-ui';

/** Lines of one week: 7 days, a few categories each; the list's bound is far above. */
const WEEK_LINES = 200;

const cents = (value: string) => Math.round(Number(value) * 100);
const hoursStrOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * timesheet-details/{id} (issue 18): a validated week read-only, as the budget counts it — its days' salary lines
 * with hours, pay and category, the total, and the accountant's notes of the allowance formulas (jsError, jsLog).
 */
export default function TimesheetDetailsScreen() {
  const t = useSalaryTexts();
  const format = useFormat();
  const money = useMoney();
  const carbon = useShowsCarbon();
  const id = Number(useParams().id);
  const filter = { subjectId: id, recordLimit: WEEK_LINES, recordOffSet: 0 };
  const week = useQuery({
    queryKey: budgetKeys.list('timesheetDetails', filter),
    queryFn: () => getSalaries(filter),
  });
  if (week.isPending) return <PageLoader />;
  if (week.isError) return <ScreenError error={week.error} />;
  // Oldest day first: the week as it was worked.
  const lines = [...week.data.rows].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const first = lines[0];
  const minutes = lines.reduce((sum, l) => sum + hoursToMinutes(l.hoursStr), 0);
  const hidden = lines.some((l) => l.salary === null);
  const total = lines.reduce((sum, l) => sum + cents(l.salary ?? '0'), 0);

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.budget.overall()}>
          {t(21, 'Budget overview')}
        </Anchor>
        <Text>{t(13, 'Timesheet details')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {first ? `${t(13, 'Timesheet details')} – ${first.fullName}` : t(13, 'Timesheet details')}
      </Title>
      {first ? (
        <Group gap="md">
          <Text>{t(14, 'Week of {date}').replace('{date}', format.date(first.startDate))}</Text>
          <Text>
            {first.departmentName} · {first.functionName}
          </Text>
          <ValidationStatusBadge code={first.status} />
          <Text c="dimmed">{first.timesheet.processed ? t(11, 'Processed') : t(24, 'Not processed')}</Text>
        </Group>
      ) : null}
      {lines.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(26, 'No salary line: this timesheet is not validated at the last level.')}
        </Paper>
      ) : (
        <>
          {hidden ? (
            <Text size="sm" c="dimmed">
              {t(27, 'Amounts are hidden from you (hide salary information).')}
            </Text>
          ) : null}
          <ResponsiveTable minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(6, 'Day')}</Table.Th>
                  <Table.Th>{t(15, 'Category')}</Table.Th>
                  <Table.Th>{t(16, 'Cost centre')}</Table.Th>
                  <Table.Th ta="right">{t(7, 'Hours')}</Table.Th>
                  <Table.Th ta="right">{t(8, 'Salary')}</Table.Th>
                  {carbon && <Table.Th ta="right">{t(9, 'kg CO2e (commute)')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((l) => (
                  <Table.Tr key={l.id} data-salary-line={l.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(l.startDate)}</Table.Td>
                    <Table.Td>{l.categoryName}</Table.Td>
                    <Table.Td>{l.categoryCostCenter}</Table.Td>
                    <Table.Td ta="right">{l.hoursStr}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <SalaryAmount value={l.salary ?? null} />
                    </Table.Td>
                    {carbon && <Table.Td ta="right">{format.mass(l.co2)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-total>
                  <Table.Th colSpan={3}>{t(17, 'Total')}</Table.Th>
                  <Table.Th ta="right">{hoursStrOf(minutes)}</Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {hidden ? <SalaryAmount value={null} /> : money(total / 100)}
                  </Table.Th>
                  {carbon && <Table.Th />}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ResponsiveTable>
          {first?.timesheet.jsError || first?.timesheet.jsLog ? (
            <Paper withBorder p="md">
              {first.timesheet.jsError ? (
                <>
                  <Title order={2} size="h4">
                    {t(18, 'Formula errors')}
                  </Title>
                  <Text component="pre" size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
                    {first.timesheet.jsError}
                  </Text>
                </>
              ) : null}
              {first.timesheet.jsLog ? (
                <>
                  <Title order={2} size="h4">
                    {t(19, 'Formula log')}
                  </Title>
                  <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {first.timesheet.jsLog}
                  </Text>
                </>
              ) : null}
            </Paper>
          ) : null}
        </>
      )}
    </Stack>
  );
}
