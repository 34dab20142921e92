import { Text } from '@mantine/core';
import { sumMoney } from '@setledger/shared/format/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type ApprovalColumn,
  ApprovalTable,
  ReasonDialog,
  showToast,
  useErrorText,
  ValidationStatusBadge,
} from '../../../components';
import { paths } from '../../../config/paths';
import { useFormat, useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import {
  type PurchaseOrder,
  poKeys,
  rejectPurchaseOrder,
  validatePurchaseOrder,
} from '../api/purchase-orders.api';
import { useDecidedText } from './po-ui';

const poName = (po: PurchaseOrder) => `${po.poReference} – ${po.userFullName}`;

/**
 * validatePO as a table (issue 12 item 32): reference, requester, supplier, department, date, lines, level A (who,
 * when), total and status, sortable, with totals; a approves at the caller's level, r refuses with a reason.
 */
export function PoTable({ rows }: { rows: readonly PurchaseOrder[] }) {
  const t = useForm('approvals');
  const money = useMoney();
  const format = useFormat();
  const decidedText = useDecidedText();
  const toText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState<PurchaseOrder | null>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      showToast({ variant: 'success', message: success });
    } catch (error) {
      showToast({ variant: 'danger', title: t(30, 'Error'), message: toText(error) });
    }
    await queryClient.invalidateQueries({ queryKey: poKeys.all });
    await refreshMoneyFigures(queryClient);
  };

  const columns: ApprovalColumn<PurchaseOrder>[] = [
    {
      key: 'reference',
      header: t(80, 'Reference'),
      cell: (po) => (
        <Text size="sm" fw={700}>
          {po.poReference}
        </Text>
      ),
      sortValue: (po) => po.poReference,
    },
    {
      key: 'person',
      header: t(81, 'Requested by'),
      cell: (po) => po.userFullName,
      sortValue: (po) => po.userFullName,
    },
    {
      key: 'supplier',
      header: t(82, 'Supplier'),
      cell: (po) => po.supplierName ?? '',
      sortValue: (po) => po.supplierName ?? '',
    },
    {
      key: 'department',
      header: t(42, 'Department'),
      cell: (po) => po.departmentName ?? '',
      sortValue: (po) => po.departmentName ?? '',
    },
    {
      key: 'date',
      header: t(83, 'Request date'),
      cell: (po) => format.date(po.requestDate),
      sortValue: (po) => po.requestDate,
    },
    {
      key: 'lines',
      header: t(84, 'Lines'),
      align: 'right',
      cell: (po) => po.itemCount,
      sortValue: (po) => po.itemCount,
      total: String(rows.reduce((n, po) => n + po.itemCount, 0)),
    },
    {
      key: 'levelA',
      header: t(85, 'Level A'),
      cell: (po) => (
        <Text size="xs" data-level-a>
          {decidedText(po.laValidatedName, po.laValidatedWhen)}
        </Text>
      ),
      sortValue: (po) => po.laValidatedWhen ?? '',
    },
    {
      key: 'total',
      header: t(48, 'Total'),
      align: 'right',
      cell: (po) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(po.amountTotal)}
        </Text>
      ),
      sortValue: (po) => Number(po.amountTotal),
      total: (
        <span style={{ whiteSpace: 'nowrap' }} data-table-total>
          {money(sumMoney(rows.map((po) => po.amountTotal)))}
        </span>
      ),
    },
    {
      key: 'status',
      header: t(49, 'Status'),
      cell: (po) => <ValidationStatusBadge code={po.validated} />,
      sortValue: (po) => po.validated,
    },
  ];

  return (
    <>
      <Text size="sm" c="dimmed" data-keys-help>
        {t(19, 'Keys: ↑ ↓ or j k move · Enter opens · a approves · r refuses · n next')}
      </Text>
      <ApprovalTable
        rows={rows}
        getKey={(po) => po.id}
        columns={columns}
        rowLabel={poName}
        caption={t(86, 'Purchase orders waiting for your decision')}
        onOpen={(po) => navigate(paths.validatePurchaseOrders.detail(po.id))}
        onApprove={(po) =>
          void run(
            () => validatePurchaseOrder(po.id, null),
            t(51, 'Validated: {name}').replace('{name}', poName(po)),
          )
        }
        onRefuse={setRefusing}
      />
      <ReasonDialog
        opened={refusing !== null}
        title={t(87, 'Refuse the purchase order')}
        subject={refusing ? `${poName(refusing)} · ${money(refusing.amountTotal)}` : undefined}
        onClose={() => setRefusing(null)}
        onConfirm={async (reason) => {
          const po = refusing!;
          setRefusing(null);
          await run(
            () => rejectPurchaseOrder(po.id, reason),
            t(53, 'Refused: {name}').replace('{name}', poName(po)),
          );
        }}
      />
    </>
  );
}
