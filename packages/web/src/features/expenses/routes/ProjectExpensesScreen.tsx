import {
  Anchor,
  Drawer,
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
import { EXPENSE_MENUS, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCloseButtonProps } from '../../../components/BaseModal';
import { PAGE_SIZES } from '../../../components/CardList';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { ExportMenu } from '../../../components/exports/ExportMenu';
import { PageLoader } from '../../../components/Loader';
import { Pager } from '../../../components/Pager';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useMenu } from '../../../lib/menus';
import {
  expenseKeys,
  getExpenseCrew,
  getExpenseDepartments,
  getProjectExpenseSheets,
  type ProjectSheetsFilter,
} from '../api/expenses.api';
import {
  ContractWarning,
  ExpenseStatusBadge,
  useExpenseTexts,
  useFormat,
  useMoney,
} from '../components/expense-ui';
import { SheetView } from '../components/SheetView';

const STATUSES = [
  EXPENSE_STATUS.submitted,
  EXPENSE_STATUS.validatedLevel1,
  EXPENSE_STATUS.refusedLevel1,
  EXPENSE_STATUS.validatedLevel2,
  EXPENSE_STATUS.refusedLevel2,
];

/** expenses: every sent sheet of the project, with the filters of the advanced filter and paging (20 by default). */
export default function ProjectExpensesScreen() {
  const closeButtonProps = useCloseButtonProps();
  const t = useExpenseTexts();
  const money = useMoney();
  const format = useFormat();
  const statusMenu = useMenu(EXPENSE_MENUS.status);
  const [filter, setFilter] = useState<ProjectSheetsFilter>({ limit: PAGE_SIZES[0], offset: 0 });
  const [dateError, setDateError] = useState<string | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const page = useQuery({
    queryKey: expenseKeys.project(filter),
    queryFn: () => getProjectExpenseSheets(filter),
    placeholderData: keepPreviousData,
  });
  const crew = useQuery({ queryKey: expenseKeys.crew, queryFn: getExpenseCrew });
  const departments = useQuery({
    queryKey: ['expense-references', 'departments'],
    queryFn: getExpenseDepartments,
  });

  const update = (changes: Partial<ProjectSheetsFilter>) =>
    setFilter((f) => ({ ...f, ...changes, offset: 0 }));
  const setDate = (key: 'startDate' | 'endDate', value: string) => {
    const next = { ...filter, [key]: value || null };
    setDateError(
      next.startDate && next.endDate && next.startDate > next.endDate
        ? t(150, 'The end date is before the start date.')
        : null,
    );
    if (!(next.startDate && next.endDate && next.startDate > next.endDate)) update({ [key]: value || null });
  };
  const pages = page.data ? Math.max(1, Math.ceil(page.data.totalRecords / filter.limit)) : 1;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(141, 'Expenses')}
        </Title>
        <Group gap="xs" align="flex-start">
          <ExportMenu name="expense" filter={filter} titled />
          <ExportMenu name="expense item" filter={filter} titled />
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }}>
          <Select
            label={t(151, 'Person')}
            clearable
            searchable
            data={(crew.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }))}
            value={filter.userId ? String(filter.userId) : null}
            onChange={(v) => update({ userId: v ? Number(v) : null })}
          />
          <Select
            label={t(23, 'Department')}
            clearable
            data={(departments.data ?? []).map((d) => ({ value: String(d.value), label: d.message }))}
            value={
              filter.departmentNumber !== null && filter.departmentNumber !== undefined
                ? String(filter.departmentNumber)
                : null
            }
            onChange={(v) => update({ departmentNumber: v === null ? null : Number(v) })}
          />
          <Select
            label={t(152, 'Status')}
            clearable
            data={STATUSES.map((s) => ({ value: String(s), label: statusMenu.label(s) }))}
            value={filter.status?.length ? String(filter.status[0]) : null}
            onChange={(v) => update({ status: v === null ? null : [Number(v)] })}
          />
          <Select
            label={t(63, 'Processed')}
            clearable
            data={[
              { value: 'yes', label: t(153, 'Processed only') },
              { value: 'no', label: t(154, 'Not processed') },
            ]}
            value={filter.processed === true ? 'yes' : filter.processed === false ? 'no' : null}
            onChange={(v) => update({ processed: v === null ? null : v === 'yes' })}
          />
          <TextInput
            type="date"
            label={t(155, 'Sent from')}
            value={filter.startDate ?? ''}
            onChange={(e) => setDate('startDate', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t(156, 'Sent until')}
            value={filter.endDate ?? ''}
            onChange={(e) => setDate('endDate', e.currentTarget.value)}
            error={dateError}
          />
        </SimpleGrid>
      </Paper>
      {page.isPending ? (
        <PageLoader />
      ) : page.isError ? (
        <ErrorBanner error={page.error} />
      ) : page.data.totalRecords === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(157, 'No expense sheet matches these filters.')}
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-total>
            {t(158, '{count} sheet(s) · total {total}')
              .replace('{count}', String(page.data.totalRecords))
              .replace('{total}', money(page.data.amountTotal))}
          </Text>
          <ResponsiveTable minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(159, 'Sheet')}</Table.Th>
                  <Table.Th>{t(151, 'Person')}</Table.Th>
                  <Table.Th>{t(23, 'Department')}</Table.Th>
                  <Table.Th>{t(160, 'Sent')}</Table.Th>
                  <Table.Th ta="right">{t(22, 'Total')}</Table.Th>
                  <Table.Th>{t(152, 'Status')}</Table.Th>
                  <Table.Th>{t(63, 'Processed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.rows.map((row) => (
                  <Table.Tr key={row.sheet.id}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Anchor component="button" type="button" onClick={() => setOpened(row.sheet.id)}>
                          {row.sheet.title ||
                            t(60, 'Expense sheet {id}').replace('{id}', String(row.sheet.id))}
                        </Anchor>
                        {row.outsideContract && <ContractWarning />}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {row.userFirstName} {row.userName}
                    </Table.Td>
                    <Table.Td>{row.departmentName}</Table.Td>
                    <Table.Td>{row.sheet.submittedAt ? format.date(row.sheet.submittedAt) : ''}</Table.Td>
                    <Table.Td ta="right">{money(row.sheet.amountTotal)}</Table.Td>
                    <Table.Td>
                      <ExpenseStatusBadge code={row.sheet.validated} />
                    </Table.Td>
                    <Table.Td>{row.sheet.processed ? t(161, 'Yes') : t(162, 'No')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
          <Group justify="space-between">
            <Select
              aria-label={t(163, 'Per page')}
              w={100}
              data={PAGE_SIZES.map((n) => String(n))}
              value={String(filter.limit)}
              onChange={(v) => update({ limit: Number(v ?? PAGE_SIZES[0]) })}
            />
            <Pager
              total={pages}
              value={filter.offset / filter.limit + 1}
              onChange={(n) => setFilter((f) => ({ ...f, offset: (n - 1) * f.limit }))}
            />
          </Group>
        </>
      )}
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position="right"
        size="xl"
        title={t(159, 'Sheet')}
        closeButtonProps={closeButtonProps}
      >
        {opened !== null && <SheetView sheetId={opened} mode="production" onDone={() => setOpened(null)} />}
      </Drawer>
    </Stack>
  );
}
