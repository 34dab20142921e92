import { Group, Text } from '@mantine/core';
import { EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { sumMoney } from '@setledger/shared/format/money';
import { type ApprovalColumn, ApprovalTable } from '../../../components/ApprovalTable';
import { ValidationStatusBadge } from '../../../components/ValidationStatusBadge';
import { useForm } from '../../../lib/i18n';
import type { ExpenseItem } from '../api/expenses.api';
import { useFormat, useMoney } from './expense-ui';
import { ReceiptThumb } from './ReceiptThumb';

const WAITING: number[] = [EXPENSE_STATUS.submitted, EXPENSE_STATUS.validatedLevel1];
const REFUSED: number[] = [EXPENSE_STATUS.refusedLevel1, EXPENSE_STATUS.refusedLevel2];

/**
 * A sheet's items as a table for its validator (issue 12 item 32): date, description, category, receipt thumbnail,
 * amounts and status, sortable, with totals; r refuses the item in focus (a, on the page, approves the sheet).
 */
export function ItemsTable({
  items,
  onRefuse,
}: {
  items: readonly ExpenseItem[];
  /** Absent when the caller cannot decide the sheet now. */
  onRefuse?: (item: ExpenseItem) => void;
}) {
  const t = useForm('approvals');
  const money = useMoney();
  const format = useFormat();
  const columns: ApprovalColumn<ExpenseItem>[] = [
    { key: 'date', header: t(60, 'Date'), cell: (i) => format.date(i.date), sortValue: (i) => i.date },
    {
      key: 'description',
      header: t(61, 'Description'),
      cell: (i) => (
        <>
          <Text size="sm" fw={600}>
            {i.description}
          </Text>
          {REFUSED.includes(i.validated) && i.comment && (
            <Text size="xs" c="red.8">
              {i.comment}
            </Text>
          )}
        </>
      ),
      sortValue: (i) => i.description,
    },
    {
      key: 'category',
      header: t(62, 'Category'),
      cell: (i) => i.categoryName ?? '',
      sortValue: (i) => i.categoryName ?? '',
    },
    {
      key: 'receipt',
      header: t(46, 'Receipt'),
      cell: (i) => (
        <Group gap={4} wrap="nowrap">
          {i.receipts.map((r) => (
            <ReceiptThumb key={r.id} receipt={r} />
          ))}
          {i.receipts.length === 0 && (
            <Text size="xs" c={i.receiptMissing ? 'red.8' : 'dimmed'}>
              {t(63, 'No receipt')}
            </Text>
          )}
        </Group>
      ),
      sortValue: (i) => i.receipts.length,
    },
    {
      key: 'amount',
      header: t(64, 'Excl. VAT'),
      align: 'right',
      cell: (i) => money(i.amount),
      sortValue: (i) => Number(i.amount),
      total: money(sumMoney(items.map((i) => i.amount))),
    },
    {
      key: 'vat',
      header: t(65, 'VAT'),
      align: 'right',
      cell: (i) => money(i.amountVat),
      sortValue: (i) => Number(i.amountVat),
      total: money(sumMoney(items.map((i) => i.amountVat))),
    },
    {
      key: 'total',
      header: t(48, 'Total'),
      align: 'right',
      cell: (i) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(i.amountTotal)}
        </Text>
      ),
      sortValue: (i) => Number(i.amountTotal),
      total: <span data-table-total>{money(sumMoney(items.map((i) => i.amountTotal)))}</span>,
    },
    {
      key: 'status',
      header: t(49, 'Status'),
      cell: (i) => <ValidationStatusBadge code={i.validated} />,
      sortValue: (i) => i.validated,
    },
  ];
  return (
    <ApprovalTable
      rows={items}
      getKey={(i) => i.id}
      columns={columns}
      rowLabel={(i) => `${i.description} – ${money(i.amountTotal)}`}
      caption={t(66, 'Items of the sheet')}
      onRefuse={onRefuse}
      canDecide={(i) => WAITING.includes(i.validated)}
    />
  );
}
