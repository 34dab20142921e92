import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SheetListItem } from '../api/expenses.api';
import {
  ContractWarning,
  ExpenseStatusBadge,
  RefusalComment,
  useExpenseTexts,
  useFormat,
  useMoney,
} from './expense-ui';

/** An expense sheet as a card: title, owner, date sent, items, total, status, contract warning and refusals. */
export function SheetCard({
  row,
  showOwner = false,
  actions,
}: {
  row: SheetListItem;
  showOwner?: boolean;
  actions?: ReactNode;
}) {
  const t = useExpenseTexts();
  const money = useMoney();
  const format = useFormat();
  const { sheet } = row;
  return (
    <Stack gap={4} data-sheet={sheet.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {sheet.title || t(60, 'Expense sheet {id}').replace('{id}', String(sheet.id))}
            </Text>
            {row.outsideContract && <ContractWarning />}
          </Group>
          <Text size="sm" c="dimmed">
            {showOwner ? `${row.userFirstName} ${row.userName} · ` : ''}
            {row.departmentName ? `${row.departmentName} · ` : ''}
            {sheet.submittedAt ? format.date(sheet.submittedAt) : ''} ·{' '}
            {t(61, '{count} item(s)').replace('{count}', String(row.itemCount))}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{money(sheet.amountTotal)}</Text>
          <ExpenseStatusBadge code={sheet.validated} />
        </Stack>
      </Group>
      <Group gap="xs">
        {row.refusedItems > 0 && (
          <Badge color="red" variant="light">
            {t(62, '{count} refused item(s)').replace('{count}', String(row.refusedItems))}
          </Badge>
        )}
        {sheet.processed && (
          <Badge color="teal" variant="light">
            {t(63, 'Processed')}
          </Badge>
        )}
        {actions}
      </Group>
      <RefusalComment comment={[4, 16].includes(sheet.validated) ? sheet.refusalComment : ''} />
    </Stack>
  );
}
