import {
  Button,
  Card,
  Checkbox,
  Drawer,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { EDITABLE_EXPENSE_STATUSES } from '@setledger/shared/expenses/expenses.constants';
import { PO_LIST_MODES } from '@setledger/shared/purchase-orders/purchase-orders.constants';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBanner, PageLoader, showToast, useCloseButtonProps, useErrorText } from '../../../components';
import { href } from '../../../config/paths';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import { myPurchaseOrders, type PurchaseOrder, poKeys, sendPurchaseOrders } from '../api/purchase-orders.api';
import { useBudgetCheckedSend } from '../components/BudgetWarning';
import { PoEditor } from '../components/PoEditor';
import { PoCard, usePoTexts } from '../components/po-ui';

/** The list of purchase orders with its modes (001 §4), selection, sending and the editor drawer. */
export function PoList({
  title,
  load,
  queryKey,
  userId,
}: {
  title: string;
  load: (mode: number) => Promise<PurchaseOrder[]>;
  queryKey: (mode: number) => readonly unknown[];
  userId?: number | null;
}) {
  const closeButtonProps = useCloseButtonProps();
  const t = usePoTexts();
  const toText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<number>(PO_LIST_MODES.allMine);
  const list = useQuery({ queryKey: queryKey(mode), queryFn: () => load(mode) });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const sendable = (po: PurchaseOrder) =>
    EDITABLE_EXPENSE_STATUSES.includes(po.validated) && po.itemCount > 0;
  const budgetCheck = useBudgetCheckedSend();
  const send = () => budgetCheck.send([...selected], sendSelected);
  const sendSelected = async () => {
    try {
      await sendPurchaseOrders([...selected]);
      showToast({
        variant: 'success',
        message: t(5, '{count} purchase order(s) sent for validation.').replace(
          '{count}',
          String(selected.size),
        ),
      });
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: poKeys.all });
      await refreshMoneyFigures(queryClient);
    } catch (error) {
      showToast({ variant: 'danger', title: t(53, 'Error'), message: toText(error) });
    }
  };

  return (
    <Stack>
      {budgetCheck.modal}
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t(6, 'New purchase order')}
        </Button>
      </Group>
      <SegmentedControl
        value={String(mode)}
        onChange={(v) => {
          setMode(Number(v));
          setSelected(new Set());
        }}
        data={[
          { value: String(PO_LIST_MODES.allMine), label: t(7, 'All') },
          { value: String(PO_LIST_MODES.unsentOrRefused), label: t(8, 'To send or refused') },
          { value: String(PO_LIST_MODES.sent), label: t(9, 'Sent') },
          { value: String(PO_LIST_MODES.sentNotConsumed), label: t(10, 'Not fully invoiced') },
        ]}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorBanner error={list.error} />
      ) : list.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(11, 'No purchase order in this list.')}
        </Paper>
      ) : (
        <>
          {list.data.some(sendable) && (
            <Group justify="flex-end">
              <Button leftSection={<IconSend size={16} />} disabled={selected.size === 0} onClick={send}>
                {t(12, 'Send the selection ({count})').replace('{count}', String(selected.size))}
              </Button>
            </Group>
          )}
          {list.data.map((po) => (
            <Card
              key={po.id}
              withBorder
              style={{ cursor: 'pointer' }}
              onClick={() =>
                EDITABLE_EXPENSE_STATUSES.includes(po.validated)
                  ? setEditing(po.id)
                  : navigate(href('purchase-order/:id', { id: po.id }))
              }
            >
              <Group wrap="nowrap" align="flex-start">
                {sendable(po) && (
                  <Checkbox
                    aria-label={`${t(13, 'Select')} – ${po.poReference || po.description}`}
                    checked={selected.has(po.id)}
                    onClick={(e) => e.stopPropagation()}
                    onChange={(e) => {
                      const next = new Set(selected);
                      if (e.currentTarget.checked) next.add(po.id);
                      else next.delete(po.id);
                      setSelected(next);
                    }}
                  />
                )}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <PoCard po={po} showOwner={userId !== undefined} />
                </div>
              </Group>
            </Card>
          ))}
        </>
      )}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="xl"
        title={t(14, 'Purchase order')}
        closeButtonProps={closeButtonProps}
      >
        {editing !== null && (
          <PoEditor
            poId={editing === 'new' ? null : editing}
            userId={userId}
            onSaved={(po) => setEditing(po.id)}
            onClose={() => setEditing(null)}
          />
        )}
      </Drawer>
      <Text size="xs" c="dimmed">
        {t(15, 'Unsent and refused purchase orders open in the editor; the others open their detail.')}
      </Text>
    </Stack>
  );
}

/** mypo: the caller's purchase orders. */
export default function MyPurchaseOrdersScreen() {
  const t = usePoTexts();
  return <PoList title={t(16, 'My purchase orders')} load={myPurchaseOrders} queryKey={poKeys.mine} />;
}
