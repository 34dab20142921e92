import { Anchor, Breadcrumbs, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { EXPENSE_MENUS } from '@setledger/shared/expenses/expenses.constants';
import { FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { Link, useParams } from 'react-router';
import { PageLoader, ResponsiveTable, ValidationStatusBadge } from '../../../components';
import { FilterPanel } from '../../../components/filters';
import { paths } from '../../../config/paths';
import { useFormat, useMoney } from '../../../lib/format';
import { useMenu } from '../../../lib/menus';
import { getPoDetail } from '../api/budget.api';
import { useBudgetList } from '../components/BudgetLists';
import { useBudgetTexts } from '../components/budget-ui';

/** purchase-orders/{departmentId}/{categoryId}: validated POs with lines in the category, what they commit. */
export default function BudgetPurchaseOrdersScreen() {
  const t = useBudgetTexts();
  const money = useMoney();
  const format = useFormat();
  const params = useParams();
  const department = Number(params.departmentId);
  const category = Number(params.categoryId);
  const statusMenu = useMenu(EXPENSE_MENUS.status);
  const { state, list, pager } = useBudgetList(
    FILTER_TYPES.budgetPurchaseOrders,
    { department, category },
    getPoDetail,
  );

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={paths.budget.overall()}>
          {t(50, 'Budget overview')}
        </Anchor>
        <Anchor component={Link} to={paths.budget.department(department)}>
          {t(26, 'Department')} {department}
        </Anchor>
        <Anchor component={Link} to={paths.budget.category(department, category)}>
          {t(27, 'Category')}
        </Anchor>
        <Text>{t(63, 'Purchase orders')}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {t(82, 'Purchase orders of the category')}
      </Title>
      <FilterPanel
        state={state}
        fields={['dates', 'person', 'supplier', 'status', 'processed', 'invoicedToProduction', 'flags']}
        statusOptions={[8, 2, 1, 4, 16].map((code) => ({ value: code, label: statusMenu.label(code) }))}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.data!.total === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed" data-empty>
          {t(83, 'No validated purchase order has lines in this category.')}
        </Paper>
      ) : (
        <>
          <ResponsiveTable minWidth={720}>
            <Table striped data-po-detail>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(84, 'Reference')}</Table.Th>
                  <Table.Th>{t(67, 'Date')}</Table.Th>
                  <Table.Th>{t(69, 'Supplier')}</Table.Th>
                  <Table.Th>{t(68, 'Person')}</Table.Th>
                  <Table.Th>{t(77, 'Status')}</Table.Th>
                  <Table.Th ta="right">{t(85, 'In this category')}</Table.Th>
                  <Table.Th ta="right">{t(86, 'Left to invoice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data!.rows.map(({ purchaseOrder: po, categoryAmount, categoryRemaining }) => (
                  <Table.Tr key={po.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.purchaseOrder(po.id)}>
                        {po.poReference}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {po.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>{format.date(po.requestDate)}</Table.Td>
                    <Table.Td>{po.supplierName ?? ''}</Table.Td>
                    <Table.Td>{po.userFullName}</Table.Td>
                    <Table.Td>
                      <ValidationStatusBadge code={po.validated} />
                    </Table.Td>
                    <Table.Td ta="right">{money(categoryAmount)}</Table.Td>
                    <Table.Td ta="right">{money(categoryRemaining)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
          {pager(list.data!.total)}
        </>
      )}
    </Stack>
  );
}
