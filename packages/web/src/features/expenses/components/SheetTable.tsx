import { Group, Text } from '@mantine/core';
import { sumMoney } from '@setledger/shared/format/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApprovalColumn, ApprovalTable } from '../../../components/ApprovalTable';
import { useErrorText } from '../../../components/ErrorBanner';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { showToast } from '../../../components/toast';
import { ValidationStatusBadge } from '../../../components/ValidationStatusBadge';
import { paths } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import {
  expenseKeys,
  rejectExpenseSheet,
  type SheetToValidate,
  validateExpenseSheet,
} from '../api/expenses.api';
import { useFormat, useMoney } from './expense-ui';
import { ReceiptThumb } from './ReceiptThumb';

const sheetName = (row: SheetToValidate) =>
  `${row.sheet.title || `#${row.sheet.id}`} – ${row.userFirstName} ${row.userName}`.trim();

/**
 * validateExp as a table (issue 12 item 32): person, sheet, department, date sent, items, receipt thumbnail, total
 * and status, sortable, with totals; a approves the sheet at the caller's level, r refuses it with a reason.
 */
export function SheetTable({ rows }: { rows: readonly SheetToValidate[] }) {
  const t = useForm('approvals');
  const money = useMoney();
  const format = useFormat();
  const toText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusing, setRefusing] = useState<SheetToValidate | null>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      showToast({ variant: 'success', message: success });
    } catch (error) {
      showToast({ variant: 'danger', title: t(30, 'Error'), message: toText(error) });
    }
    await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
    await refreshMoneyFigures(queryClient);
  };

  const columns: ApprovalColumn<SheetToValidate>[] = [
    {
      key: 'person',
      header: t(40, 'Person'),
      cell: (r) => `${r.userFirstName} ${r.userName}`,
      sortValue: (r) => `${r.userName} ${r.userFirstName}`,
    },
    {
      key: 'sheet',
      header: t(41, 'Sheet'),
      cell: (r) => (
        <Text size="sm" fw={600}>
          {r.sheet.title || `#${r.sheet.id}`}
        </Text>
      ),
      sortValue: (r) => r.sheet.title,
    },
    {
      key: 'department',
      header: t(42, 'Department'),
      cell: (r) => r.departmentName ?? '',
      sortValue: (r) => r.departmentName ?? '',
    },
    {
      key: 'sent',
      header: t(43, 'Sent'),
      cell: (r) => (r.sheet.submittedAt ? format.date(r.sheet.submittedAt) : ''),
      sortValue: (r) => r.sheet.submittedAt ?? '',
    },
    {
      key: 'items',
      header: t(44, 'Items'),
      align: 'right',
      cell: (r) => (
        <>
          {r.itemCount}
          {r.refusedItems > 0 && (
            <Text size="xs" c="red.8">
              {t(45, '{count} refused').replace('{count}', String(r.refusedItems))}
            </Text>
          )}
        </>
      ),
      sortValue: (r) => r.itemCount,
      total: String(rows.reduce((n, r) => n + r.itemCount, 0)),
    },
    {
      key: 'receipt',
      header: t(46, 'Receipt'),
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          {r.firstReceipt && <ReceiptThumb receipt={r.firstReceipt} />}
          {r.itemsWithoutReceipt > 0 && (
            <Text size="xs" c="orange.9" data-without-receipt>
              {t(47, '{count} without receipt').replace('{count}', String(r.itemsWithoutReceipt))}
            </Text>
          )}
        </Group>
      ),
      sortValue: (r) => r.itemsWithoutReceipt,
    },
    {
      key: 'total',
      header: t(48, 'Total'),
      align: 'right',
      cell: (r) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(r.sheet.amountTotal)}
        </Text>
      ),
      sortValue: (r) => Number(r.sheet.amountTotal),
      total: (
        <span style={{ whiteSpace: 'nowrap' }} data-table-total>
          {money(sumMoney(rows.map((r) => r.sheet.amountTotal)))}
        </span>
      ),
    },
    {
      key: 'status',
      header: t(49, 'Status'),
      cell: (r) => <ValidationStatusBadge code={r.sheet.validated} />,
      sortValue: (r) => r.sheet.validated,
    },
  ];

  return (
    <>
      <Text size="sm" c="dimmed" data-keys-help>
        {t(19, 'Keys: ↑ ↓ or j k move · Enter opens · a approves · r refuses · n next')}
      </Text>
      <ApprovalTable
        rows={rows}
        getKey={(r) => r.sheet.id}
        columns={columns}
        rowLabel={sheetName}
        caption={t(50, 'Expense sheets waiting for your decision')}
        onOpen={(r) => navigate(paths.validateExpenses.detail(r.sheet.id))}
        onApprove={(r) =>
          void run(
            () => validateExpenseSheet(r.sheet.id, null),
            t(51, 'Validated: {name}').replace('{name}', sheetName(r)),
          )
        }
        onRefuse={setRefusing}
      />
      <ReasonDialog
        opened={refusing !== null}
        title={t(52, 'Refuse the sheet')}
        subject={refusing ? `${sheetName(refusing)} · ${money(refusing.sheet.amountTotal)}` : undefined}
        onClose={() => setRefusing(null)}
        onConfirm={async (reason) => {
          const row = refusing!;
          setRefusing(null);
          await run(
            () => rejectExpenseSheet(row.sheet.id, reason),
            t(53, 'Refused: {name}').replace('{name}', sheetName(row)),
          );
        }}
      />
    </>
  );
}
