import { Card, Paper, Stack, Text, Title } from '@mantine/core';
import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { PO_LIST_MODES } from '@setledger/shared/purchase-orders/purchase-orders.constants';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageLoader, ScreenError } from '../../../components';
import { href } from '../../../config/paths';
import { getProjectPurchaseOrders, poKeys } from '../api/purchase-orders.api';
import { PoCard, usePoTexts } from '../components/po-ui';

const FILTER = {
  mode: PO_LIST_MODES.sentNotConsumed,
  status: [EXPENSE_STATUS.validatedLevel2],
  limit: 500,
  offset: 0,
};

/** invoiceEntryForCrew: validated purchase orders with amounts left to invoice; open one to invoice its lines. */
export default function InvoiceEntryForCrewScreen() {
  const t = usePoTexts();
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: poKeys.project(FILTER),
    queryFn: () => getProjectPurchaseOrders(FILTER),
  });
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ScreenError error={list.error} />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(93, 'Invoices for crew')}
      </Title>
      <Text c="dimmed" size="sm">
        {t(
          94,
          'Validated purchase orders with an amount left to invoice. Open one to invoice all or some of its lines.',
        )}
      </Text>
      {list.data.rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(95, 'Every validated purchase order is fully invoiced.')}
        </Paper>
      ) : (
        list.data.rows.map((po) => (
          <Card
            key={po.id}
            withBorder
            style={{ cursor: 'pointer' }}
            onClick={() => navigate(href('purchase-order/:id', { id: po.id }))}
          >
            <PoCard po={po} showOwner />
          </Card>
        ))
      )}
    </Stack>
  );
}
