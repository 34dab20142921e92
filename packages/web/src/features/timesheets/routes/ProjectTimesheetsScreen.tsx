import {
  Anchor,
  Badge,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EXPENSE_MENUS } from '@setledger/shared/expenses/expenses.constants';
import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES } from '../../../components/CardList';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { PayrollExportButton } from '../../../components/exports/PayrollExportButton';
import { Loader } from '../../../components/Loader';
import { Pager } from '../../../components/Pager';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { paths } from '../../../config/paths';
import { useMenu } from '../../../lib/menus';
import {
  getProjectTimesheets,
  getTimesheetCrew,
  getTimesheetDepartments,
  type ListFilter,
  timesheetKeys,
} from '../api/timesheets.api';
import {
  OutsideContractWarning,
  TimesheetStatusBadge,
  useFormat,
  useMoney,
  useTimesheetTexts,
} from '../components/timesheets-ui';

const STATUSES = Object.values(TIMESHEET_STATUS);

/** The accountant's view of one week (the `timesheet` route, by ?id=). */
export const timesheetViewPath = (id: number) => `${paths.timesheet()}?id=${id}`;

/** timesheets: every week of the project, filtered by person, week, status, department and processed; paged. */
export default function ProjectTimesheetsScreen() {
  const t = useTimesheetTexts();
  const money = useMoney();
  const format = useFormat();
  const statusMenu = useMenu(EXPENSE_MENUS.status);
  const [filter, setFilter] = useState<ListFilter>({ Size: PAGE_SIZES[0], Offset: 0 });
  const page = useQuery({
    queryKey: timesheetKeys.project(filter),
    queryFn: () => getProjectTimesheets(filter),
    placeholderData: keepPreviousData,
  });
  const crew = useQuery({ queryKey: timesheetKeys.crew, queryFn: getTimesheetCrew });
  const departments = useQuery({ queryKey: timesheetKeys.departments, queryFn: getTimesheetDepartments });
  const update = (changes: Partial<ListFilter>) => setFilter((f) => ({ ...f, ...changes, Offset: 0 }));
  const size = filter.Size ?? PAGE_SIZES[0];
  const pages = page.data ? Math.max(1, Math.ceil(page.data.totalRecords / size)) : 1;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(132, 'Timesheets')}
        </Title>
        <Group gap="xs" align="flex-start">
          <PayrollExportButton />
          <ExportMenu
            name="timesheet"
            titled
            filter={{
              userId: filter.UserId ?? null,
              departmentNumber: filter.DepartmentNumber ?? null,
              status: filter.Status ?? null,
              processed: filter.Processed ?? null,
              weekStart: filter.WeekStart ?? null,
            }}
          />
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
          <Select
            label={t(121, 'Person')}
            clearable
            searchable
            data={(crew.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }))}
            value={filter.UserId ? String(filter.UserId) : null}
            onChange={(v) => update({ UserId: v ? Number(v) : null })}
          />
          <TextInput
            type="date"
            label={t(122, 'Week starting on')}
            value={filter.WeekStart ?? ''}
            onChange={(e) => update({ WeekStart: e.currentTarget.value || null })}
          />
          <Select
            label={t(123, 'Status')}
            clearable
            data={STATUSES.map((s) => ({ value: String(s), label: statusMenu.label(s) }))}
            value={filter.Status?.length ? String(filter.Status[0]) : null}
            onChange={(v) => update({ Status: v === null ? null : [Number(v)] })}
          />
          <Select
            label={t(124, 'Department')}
            clearable
            data={(departments.data ?? []).map((d) => ({ value: String(d.value), label: d.message }))}
            value={
              filter.DepartmentNumber !== null && filter.DepartmentNumber !== undefined
                ? String(filter.DepartmentNumber)
                : null
            }
            onChange={(v) => update({ DepartmentNumber: v === null ? null : Number(v) })}
          />
          <Select
            label={t(125, 'Processed')}
            clearable
            data={[
              { value: 'yes', label: t(133, 'Processed only') },
              { value: 'no', label: t(134, 'Not processed') },
            ]}
            value={filter.Processed === true ? 'yes' : filter.Processed === false ? 'no' : null}
            onChange={(v) => update({ Processed: v === null ? null : v === 'yes' })}
          />
        </SimpleGrid>
      </Paper>
      {page.isError && <ErrorBanner error={page.error} />}
      {page.isPending ? (
        <Loader />
      ) : !page.data ? null : page.data.totalRecords === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(129, 'No timesheet matches these filters.')}
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-total>
            {t(135, '{count} week(s)').replace('{count}', String(page.data.totalRecords))}
          </Text>
          <ResponsiveTable minWidth={820}>
            <Table striped highlightOnHover aria-busy={page.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(122, 'Week starting on')}</Table.Th>
                  <Table.Th>{t(121, 'Person')}</Table.Th>
                  <Table.Th>{t(124, 'Department')}</Table.Th>
                  <Table.Th>{t(73, 'Hours worked')}</Table.Th>
                  <Table.Th ta="right">{t(71, 'Pay')}</Table.Th>
                  <Table.Th>{t(123, 'Status')}</Table.Th>
                  <Table.Th>{t(125, 'Processed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.items.map((row) => (
                  <Table.Tr key={row.id} data-timesheet={row.id}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Anchor component={Link} to={timesheetViewPath(row.id)}>
                          {format.date(row.weekStart)}
                        </Anchor>
                        {row.outsideContract && <OutsideContractWarning />}
                      </Group>
                    </Table.Td>
                    <Table.Td>{row.fullName}</Table.Td>
                    <Table.Td>{row.departmentName}</Table.Td>
                    <Table.Td ff="monospace">{row.hoursStr}</Table.Td>
                    <Table.Td ta="right">
                      {row.amountTotal !== null && row.amountTotal !== undefined
                        ? money(row.amountTotal)
                        : '–'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <TimesheetStatusBadge code={row.status} />
                        {row.refusedDays > 0 && (
                          <Badge color="red" variant="outline">
                            {t(130, 'Refused days: {count}').replace('{count}', String(row.refusedDays))}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{row.processed ? t(127, 'Yes') : t(128, 'No')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
          <Group justify="space-between">
            <Select
              aria-label={t(136, 'Per page')}
              w={100}
              data={PAGE_SIZES.map((n) => String(n))}
              value={String(size)}
              onChange={(v) => update({ Size: Number(v ?? PAGE_SIZES[0]) })}
            />
            <Pager
              total={pages}
              value={(filter.Offset ?? 0) / size + 1}
              onChange={(n) => setFilter((f) => ({ ...f, Offset: (n - 1) * size }))}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
