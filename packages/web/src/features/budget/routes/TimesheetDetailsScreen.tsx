import { Anchor, Breadcrumbs, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { DAY_TYPES } from '@setledger/shared/timesheets/timesheets.constants';
import { hoursToMinutes } from '@setledger/shared/validation/hours';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader, ResponsiveTable, ScreenError, ValidationStatusBadge } from '../../../components';
import { paths } from '../../../config/paths';
import { useFormat, useMoney } from '../../../lib/format';
import { budgetKeys, getSalaries, getTimesheetDetails, type TimesheetDetails } from '../api/budget.api';
import { useShowsCarbon } from '../components/budget-ui';
import { SalaryAmount, useSalaryTexts } from '../components/salary-ui';

/** Lines of one week: 7 days, a few categories each; the list's bound is far above. */
const WEEK_LINES = 200;

const cents = (value: string) => Math.round(Number(value) * 100);
const hoursStrOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Text numbers of the day types (form 'salaries'). */
const DAY_TYPE_TEXTS: Record<number, [number, string]> = {
  [DAY_TYPES.work]: [28, 'Work'],
  [DAY_TYPES.travel]: [29, 'Travel'],
  [DAY_TYPES.rest]: [30, 'Rest'],
  [DAY_TYPES.sixthDay]: [31, 'Sixth day'],
  [DAY_TYPES.seventhDay]: [32, 'Seventh day'],
  [DAY_TYPES.sunday]: [33, 'Sunday'],
  [DAY_TYPES.stageDay]: [34, 'Stage day'],
};

/**
 * timesheet-details/{id} (issue 18): a week read-only for the budget — its days with times and the pay breakdown
 * (GetTimesheet, the timesheets domain's own read), then where its pay went in the budget (the salary lines of
 * GetProjectUserSalaries: category, cost centre, hours, salary), and the accountant's notes of the allowance
 * formulas (jsError, jsLog). Amounts hidden by hideSalaryInfo read 'Hidden'.
 */
export default function TimesheetDetailsScreen() {
  const t = useSalaryTexts();
  const id = Number(useParams().id);
  const filter = { subjectId: id, recordLimit: WEEK_LINES, recordOffSet: 0 };
  const week = useQuery({
    queryKey: [...budgetKeys.all, 'timesheet', id],
    queryFn: () => getTimesheetDetails(id),
  });
  const salaries = useQuery({
    queryKey: budgetKeys.list('timesheetDetails', filter),
    queryFn: () => getSalaries(filter),
  });
  if (week.isPending || salaries.isPending) return <PageLoader />;
  if (week.isError) return <ScreenError error={week.error} />;
  if (salaries.isError) return <ScreenError error={salaries.error} />;
  const sheet = week.data;

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.budget.overall()}>
          {t(21, 'Budget overview')}
        </Anchor>
        <Text>{t(13, 'Timesheet details')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {`${t(13, 'Timesheet details')} – ${sheet.fullName}`}
      </Title>
      <WeekHeader sheet={sheet} />
      <WeekDays sheet={sheet} />
      <BudgetPlacement lines={salaries.data.rows} />
      {sheet.jsError || sheet.jsLog ? (
        <Paper withBorder p="md">
          {sheet.jsError ? (
            <>
              <Title order={2} size="h4">
                {t(18, 'Formula errors')}
              </Title>
              <Text component="pre" size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
                {sheet.jsError}
              </Text>
            </>
          ) : null}
          {sheet.jsLog ? (
            <>
              <Title order={2} size="h4">
                {t(19, 'Formula log')}
              </Title>
              <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {sheet.jsLog}
              </Text>
            </>
          ) : null}
        </Paper>
      ) : null}
    </Stack>
  );
}

function WeekHeader({ sheet }: { sheet: TimesheetDetails }) {
  const t = useSalaryTexts();
  const format = useFormat();
  return (
    <Group gap="md">
      <Text>{t(14, 'Week of {date}').replace('{date}', format.date(sheet.weekStart))}</Text>
      <ValidationStatusBadge code={sheet.status} />
      <Text c="dimmed">{sheet.processed ? t(11, 'Processed') : t(24, 'Not processed')}</Text>
      <Text>
        {t(7, 'Hours')}: {sheet.hoursStr}
      </Text>
      <Text>
        {t(17, 'Total')}: <SalaryAmount value={sheet.amountTotal ?? null} />
      </Text>
    </Group>
  );
}

/** The days with their times and pay lines (what each line is, its hours, rate and amount). */
function WeekDays({ sheet }: { sheet: TimesheetDetails }) {
  const t = useSalaryTexts();
  const format = useFormat();
  const dayType = (code: number) => {
    const [n, en] = DAY_TYPE_TEXTS[code] ?? [28, 'Work'];
    return t(n, en);
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t(39, 'Days of the week')}
      </Title>
      <ResponsiveTable minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(6, 'Day')}</Table.Th>
              <Table.Th>{t(40, 'Type')}</Table.Th>
              <Table.Th>{t(35, 'Times')}</Table.Th>
              <Table.Th ta="right">{t(7, 'Hours')}</Table.Th>
              <Table.Th>{t(36, 'Pay breakdown')}</Table.Th>
              <Table.Th ta="right">{t(37, 'Amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.days.map((d) => (
              <Table.Tr key={d.date} data-day={d.date}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(d.date)}</Table.Td>
                <Table.Td>{dayType(d.dayType)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {d.start} – {d.end}
                </Table.Td>
                <Table.Td ta="right">{d.hoursStr}</Table.Td>
                <Table.Td>
                  {d.payLines.map((p) => (
                    <Text key={`${p.kind}-${p.band}-${p.label}`} size="sm" data-pay-line={p.kind}>
                      {p.label || p.kind} {p.hoursStr !== '00:00' ? `· ${p.hoursStr}` : ''} ·{' '}
                      <SalaryAmount value={p.amount ?? null} />
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <SalaryAmount value={d.amount ?? null} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </Stack>
  );
}

/** Where the week's pay went in the budget: its salary lines (none until the week is validated at the last level). */
function BudgetPlacement({ lines: rows }: { lines: Awaited<ReturnType<typeof getSalaries>>['rows'] }) {
  const t = useSalaryTexts();
  const format = useFormat();
  const money = useMoney();
  const carbon = useShowsCarbon();
  // Oldest day first: the week as it was worked.
  const lines = [...rows].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  const minutes = lines.reduce((sum, l) => sum + hoursToMinutes(l.hoursStr), 0);
  const hidden = lines.some((l) => l.salary === null);
  const total = lines.reduce((sum, l) => sum + cents(l.salary ?? '0'), 0);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t(38, 'Placed in the budget')}
      </Title>
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
        </>
      )}
    </Stack>
  );
}
