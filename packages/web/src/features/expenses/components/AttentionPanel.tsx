import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EDITABLE_EXPENSE_STATUSES, EXPENSE_STATUS } from '@setledger/shared/expenses/expenses.constants';
import { IconFileUpload, IconPencil, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { useForm } from '../../../lib/i18n';
import type { ExpenseItem } from '../api/expenses.api';
import { useFormat, useMoney } from './expense-ui';

const REFUSED: number[] = [EXPENSE_STATUS.refusedLevel1, EXPENSE_STATUS.refusedLevel2];

/** The items the crew member must act on: refused ones, and editable ones without the project's mandatory receipt. */
export const needsAttention = (item: ExpenseItem) =>
  REFUSED.includes(item.validated) ||
  (item.receiptMissing === true && EDITABLE_EXPENSE_STATUSES.includes(item.validated));

/**
 * The top of the crew's list (issue 12 item 32): what needs them, with the action for each, instead of "Nothing to
 * send": fix a refused item and resubmit its sheet, or add a missing receipt before sending.
 */
export function AttentionPanel({
  items,
  onEdit,
  onOpenSheet,
}: {
  items: readonly ExpenseItem[];
  onEdit: (item: ExpenseItem) => void;
  onOpenSheet: (sheetId: number) => void;
}) {
  const t = useForm('approvals');
  const money = useMoney();
  const format = useFormat();
  const titleId = useId();
  const waiting = items.filter(needsAttention);
  if (waiting.length === 0) return null;
  return (
    <Paper withBorder p="md" bg="orange.0" role="region" aria-labelledby={titleId} data-attention>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t(70, 'Needs your attention ({count})').replace('{count}', String(waiting.length))}
        </Title>
        {waiting.map((item) => {
          const refused = REFUSED.includes(item.validated);
          return (
            <Group key={item.id} justify="space-between" align="flex-start" data-attention-item={item.id}>
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.description} · {money(item.amountTotal)}
                </Text>
                <Text size="sm" c="dimmed">
                  {format.date(item.date)}
                </Text>
                {refused && (
                  <Text size="sm" c="red.8">
                    {item.comment
                      ? t(71, 'Refused: {comment}').replace('{comment}', item.comment)
                      : t(76, 'Refused by the validator.')}
                  </Text>
                )}
                {item.receiptMissing && (
                  <Text size="sm" c="orange.9">
                    {t(72, 'The receipt is missing: the project asks for one before sending.')}
                  </Text>
                )}
              </div>
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={item.receiptMissing ? <IconFileUpload size={14} /> : <IconPencil size={14} />}
                  aria-label={`${item.receiptMissing ? t(74, 'Add the receipt') : t(73, 'Fix it')} – ${item.description}`}
                  onClick={() => onEdit(item)}
                >
                  {item.receiptMissing ? t(74, 'Add the receipt') : t(73, 'Fix it')}
                </Button>
                {refused && item.sheetId !== null && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconSend size={14} />}
                    aria-label={`${t(75, 'Resubmit the sheet')} – ${item.description}`}
                    onClick={() => onOpenSheet(item.sheetId!)}
                  >
                    {t(75, 'Resubmit the sheet')}
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
