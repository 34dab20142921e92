import { Anchor, Paper, SegmentedControl, Stack, Table } from '@mantine/core';
import {
  EXPENSE_SHEET_ARRAY_TYPES,
  type ExpenseSheetArrayType,
} from '@setledger/shared/budget/budget.constants';
import { EXPENSE_MENUS } from '@setledger/shared/expenses/expenses.constants';
import { FILTER_TYPES, type FilterType } from '@setledger/shared/filters/filters.constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader, ResponsiveTable, ValidationStatusBadge } from '../../../components';
import { FilterPanel, type ListFilter, ListPager, useFilterState } from '../../../components/filters';
import { paths } from '../../../config/paths';
import { useFormat, useMoney } from '../../../lib/format';
import { useMenu } from '../../../lib/menus';
import { type BudgetListFilter, budgetKeys, getExpenseDetail, getExpenseSheets } from '../api/budget.api';
import { useBudgetTexts } from './budget-ui';

/** A budget list's filter (the saved-filter state) as the GetProjectUser* Filter, with the node the route fixes. */
function budgetFilter(list: ListFilter, fixed: BudgetListFilter): BudgetListFilter {
  const { flagIds, perPage, recordOffSet, recordLimit: _limit, ...rest } = list;
  return {
    ...rest,
    flagIds: flagIds.map((f) => f.flagId),
    ...fixed,
    recordLimit: perPage,
    recordOffSet,
  };
}

/**
 * A budget list with its saved filters (000 §3): the filter panel, the page asked with the type's paging, and a
 * pager with the per-page choice.
 */
export function useBudgetList<T>(
  filterType: FilterType,
  fixed: BudgetListFilter,
  load: (f: BudgetListFilter) => Promise<{ rows: T[]; total: number }>,
) {
  const state = useFilterState(filterType);
  const asked = budgetFilter(state.listFilter, fixed);
  const list = useQuery({
    queryKey: budgetKeys.list(String(filterType), asked),
    queryFn: () => load(asked),
    placeholderData: keepPreviousData,
    enabled: state.isReady,
  });
  const pager = (total: number) => (
    <ListPager
      total={total}
      offset={state.listFilter.recordOffSet}
      perPage={state.listFilter.perPage}
      onChange={({ offset, perPage }) => state.setPaging({ recordOffSet: offset, perPage })}
    />
  );
  return { state, list, pager };
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
  const format = useFormat();
  const { state, list, pager } = useBudgetList(FILTER_TYPES.budgetExpenses, filter, getExpenseDetail);
  const panel = <FilterPanel state={state} fields={['dates', 'person', 'supplier', 'flags']} />;
  if (list.isPending)
    return (
      <Stack>
        {panel}
        <PageLoader />
      </Stack>
    );
  const { rows, total } = list.data!;
  if (total === 0)
    return (
      <Stack>
        {panel}
        <Empty>{t(66, 'No validated expense in this category for these filters.')}</Empty>
      </Stack>
    );
  return (
    <Stack>
      {panel}
      <ResponsiveTable minWidth={720}>
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
                <Table.Td>{format.date(item.date)}</Table.Td>
                <Table.Td>{item.userFullName}</Table.Td>
                <Table.Td>{item.description}</Table.Td>
                <Table.Td>{item.supplierName ?? ''}</Table.Td>
                <Table.Td ta="right">{money(item.amount)}</Table.Td>
                <Table.Td ta="right">{item.carbon?.kgCo2e ?? ''}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.expenseSheetDetail(expense.id)}>
                    {expense.title || `#${expense.id}`}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      {pager(total)}
    </Stack>
  );
}

/** Expense sheets by arrayType (GetProjectUserExpenseSheet): submitted, not submitted, invoices. */
export function ExpenseSheetList({ filter }: { filter: BudgetListFilter }) {
  const t = useBudgetTexts();
  const money = useMoney();
  const format = useFormat();
  const [arrayType, setArrayType] = useState<ExpenseSheetArrayType>('submitted');
  const { state, list, pager } = useBudgetList(
    FILTER_TYPES.budgetExpenseSheets,
    { ...filter, arrayType },
    getExpenseSheets,
  );
  const statusMenu = useMenu(EXPENSE_MENUS.status);
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
          state.setPaging({ recordOffSet: 0 });
        }}
      />
      <FilterPanel
        state={state}
        fields={['dates', 'person', 'reviewStatus', 'processed']}
        statusOptions={[1, 2, 8, 4, 16, 0].map((code) => ({ value: code, label: statusMenu.label(code) }))}
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
                  <Table.Td>{r.sheet.submittedAt ? format.date(r.sheet.submittedAt) : '—'}</Table.Td>
                  <Table.Td>
                    <ValidationStatusBadge code={r.sheet.validated} />
                  </Table.Td>
                  <Table.Td ta="right">{money(r.sheet.amountTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pager(list.data!.total)}
        </>
      )}
    </Stack>
  );
}
