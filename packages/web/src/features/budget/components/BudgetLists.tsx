import {
  Anchor,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  EXPENSE_SHEET_ARRAY_TYPES,
  type ExpenseSheetArrayType,
} from '@setledger/shared/budget/budget.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../../app/money';
import { PageLoader, ValidationStatusBadge } from '../../../components';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { type BudgetListFilter, budgetKeys, getExpenseDetail, getExpenseSheets } from '../api/budget.api';
import { useBudgetTexts } from './budget-ui';

const PER_PAGE = [20, 50, 100];

/** Pages of a budget list with the per-page choice (000 §9: 20 by default). */
export function Pager({
  total,
  offset,
  perPage,
  onChange,
}: {
  total: number;
  offset: number;
  perPage: number;
  onChange: (page: { offset: number; perPage: number }) => void;
}) {
  const t = useBudgetTexts();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Group justify="space-between" data-pager>
      <Text size="sm" c="dimmed">
        {t(64, '{from}–{to} of {total}')
          .replace('{from}', String(total === 0 ? 0 : offset + 1))
          .replace('{to}', String(Math.min(total, offset + perPage)))
          .replace('{total}', String(total))}
      </Text>
      <Group>
        <Select
          aria-label={t(65, 'Per page')}
          w={90}
          data={PER_PAGE.map(String)}
          value={String(perPage)}
          onChange={(v) => onChange({ offset: 0, perPage: Number(v ?? 20) })}
          allowDeselect={false}
        />
        <Pagination
          total={pages}
          value={Math.floor(offset / perPage) + 1}
          onChange={(p) => onChange({ offset: (p - 1) * perPage, perPage })}
        />
      </Group>
    </Group>
  );
}

function usePagedList<T>(
  name: string,
  filter: BudgetListFilter,
  load: (f: BudgetListFilter) => Promise<{ rows: T[]; total: number }>,
) {
  const [page, setPage] = useState({ offset: 0, perPage: 20 });
  const asked = { ...filter, recordLimit: page.perPage, recordOffSet: page.offset };
  const list = useQuery({
    queryKey: budgetKeys.list(name, asked),
    queryFn: () => load(asked),
    placeholderData: keepPreviousData,
  });
  return { list, page, setPage };
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
      {children}
    </Paper>
  );
}

/** The expense items behind a category's actual (GetProjectUserExpenseDetail), newest first. */
export function ExpenseDetailList({ filter }: { filter: BudgetListFilter }) {
  const t = useBudgetTexts();
  const money = useMoney();
  const { list, page, setPage } = usePagedList('expense-detail', filter, getExpenseDetail);
  if (list.isPending) return <PageLoader />;
  const { rows, total } = list.data!;
  if (total === 0) return <Empty>{t(66, 'No validated expense in this category for these filters.')}</Empty>;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-expense-detail>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(67, 'Date')}</Table.Th>
              <Table.Th>{t(68, 'Person')}</Table.Th>
              <Table.Th>{t(28, 'Description')}</Table.Th>
              <Table.Th>{t(69, 'Supplier')}</Table.Th>
              <Table.Th ta="right">{t(70, 'Amount excl. VAT')}</Table.Th>
              <Table.Th ta="right">{t(8, 'kgCO2e')}</Table.Th>
              <Table.Th>{t(71, 'Sheet')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ expense, expenseItem: item }) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatDay(item.date)}</Table.Td>
                <Table.Td>{item.userFullName}</Table.Td>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td>{item.supplierName ?? ''}</Table.Td>
                <Table.Td ta="right">{money(item.amount)}</Table.Td>
                <Table.Td ta="right">{item.kgCoTwo ?? ''}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.expenseSheetDetail(expense.id)}>
                    {expense.title || `#${expense.id}`}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={total} offset={page.offset} perPage={page.perPage} onChange={setPage} />
    </Stack>
  );
}

/** Expense sheets by arrayType (GetProjectUserExpenseSheet): submitted, not submitted, invoices. */
export function ExpenseSheetList({ filter }: { filter: BudgetListFilter }) {
  const t = useBudgetTexts();
  const money = useMoney();
  const [arrayType, setArrayType] = useState<ExpenseSheetArrayType>('submitted');
  const { list, page, setPage } = usePagedList('expense-sheets', { ...filter, arrayType }, getExpenseSheets);
  const labels: Record<ExpenseSheetArrayType, string> = {
    submitted: t(72, 'Submitted'),
    notSubmitted: t(73, 'Not submitted'),
    invoice: t(74, 'Invoices'),
  };
  return (
    <Stack>
      <SegmentedControl
        data={EXPENSE_SHEET_ARRAY_TYPES.map((value) => ({ value, label: labels[value] }))}
        value={arrayType}
        onChange={(v) => {
          setArrayType(v as ExpenseSheetArrayType);
          setPage({ offset: 0, perPage: page.perPage });
        }}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.data!.total === 0 ? (
        <Empty>{t(75, 'No expense sheet of this kind for these filters.')}</Empty>
      ) : (
        <>
          <Table striped data-expense-sheets>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(68, 'Person')}</Table.Th>
                <Table.Th>{t(71, 'Sheet')}</Table.Th>
                <Table.Th>{t(76, 'Sent')}</Table.Th>
                <Table.Th>{t(77, 'Status')}</Table.Th>
                <Table.Th ta="right">{t(78, 'Total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data!.rows.map((r) => (
                <Table.Tr key={r.sheet.id}>
                  <Table.Td>{`${r.userFirstName} ${r.userName}`}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.expenseSheetDetail(r.sheet.id)}>
                      {r.sheet.title || `#${r.sheet.id}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.sheet.submittedAt ? formatDay(r.sheet.submittedAt) : '—'}</Table.Td>
                  <Table.Td>
                    <ValidationStatusBadge code={r.sheet.validated} />
                  </Table.Td>
                  <Table.Td ta="right">{money(r.sheet.amountTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pager total={list.data!.total} offset={page.offset} perPage={page.perPage} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
