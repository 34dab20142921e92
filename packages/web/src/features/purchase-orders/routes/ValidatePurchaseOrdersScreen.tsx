import { Card, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageLoader, ScreenError, useListView, ViewToggle } from '../../../components';
import { paths } from '../../../config/paths';
import { getPurchaseOrdersToValidate, poKeys } from '../api/purchase-orders.api';
import { PoTable } from '../components/PoTable';
import { PoCard, usePoTexts } from '../components/po-ui';

/** validatePO: the purchase orders waiting for the caller's decision (level A, then B), as cards or a table. */
export default function ValidatePurchaseOrdersScreen() {
  const t = usePoTexts();
  const navigate = useNavigate();
  const waiting = useQuery({ queryKey: poKeys.toValidate, queryFn: getPurchaseOrdersToValidate });
  const [view, setView] = useListView('validatePO');
  if (waiting.isPending) return <PageLoader />;
  if (waiting.isError) return <ScreenError error={waiting.error} />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(91, 'Validate purchase orders')}
        </Title>
        <ViewToggle value={view} onChange={setView} />
      </Group>
      {waiting.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(92, 'No purchase order waits for your validation.')}
        </Paper>
      ) : view === 'table' ? (
        <PoTable rows={waiting.data} />
      ) : (
        waiting.data.map((po) => (
          <Card
            key={po.id}
            withBorder
            style={{ cursor: 'pointer' }}
            onClick={() => navigate(paths.validatePurchaseOrders.detail(po.id))}
          >
            <PoCard po={po} showOwner />
          </Card>
        ))
      )}
    </Stack>
  );
}
