import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ValidationStatusBadge } from '../../../components';
import { useFormat, useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { PurchaseOrder } from '../api/purchase-orders.api';

/** The purchase order screens' texts (form 'purchase-orders'). */
export const usePoTexts = () => useForm('purchase-orders');

/** A PO's reference, or "Draft purchase order" before it is first sent and numbered (issue 12 item 17). */
export function usePoReference() {
  const t = usePoTexts();
  return (po: { poReference: string }) => po.poReference || t(2001, 'Draft purchase order');
}

/** 001 §2.4 item 4: the PO card's warning icon and tooltip when it was sent outside the contract dates. */
export function PoContractWarning() {
  const t = usePoTexts();
  const text = t(1, "This PO has been sent outside the user's contract dates. You can still validate it.");
  return (
    <Tooltip label={text} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Group gap={4} c="orange" tabIndex={0} aria-label={text} data-contract-warning>
        <IconAlertTriangle size={18} />
      </Group>
    </Tooltip>
  );
}

/** "Ada Level, 12/10/2026 10:32": who decided a level and when (000 §3, issue 12 item 20), in the project's format. */
export function useDecidedText(): (name: string | null | undefined, when: string | null) => string {
  const format = useFormat();
  return (name, when) => (when ? [name, format.dateTime(when)].filter(Boolean).join(', ') : '');
}

/** A purchase order as a card: reference, supplier, description, dates, total, status and warnings. */
export function PoCard({
  po,
  showOwner = false,
  actions,
}: {
  po: PurchaseOrder;
  showOwner?: boolean;
  actions?: ReactNode;
}) {
  const reference = usePoReference();
  const t = usePoTexts();
  const money = useMoney();
  const format = useFormat();
  const decidedText = useDecidedText();
  return (
    <Stack gap={4} data-po={po.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="nowrap">
          <Text fw={700}>{reference(po)}</Text>
          {!po.isInContract && <PoContractWarning />}
        </Group>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(po.amountTotal)}
        </Text>
      </Group>
      <Text style={{ overflowWrap: 'anywhere' }}>{po.description}</Text>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {[
            po.supplierName ?? t(2, 'No supplier'),
            format.date(po.requestDate),
            showOwner ? po.userFullName : null,
            po.departmentName,
            t(3, '{count} line(s)').replace('{count}', String(po.itemCount)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <Group gap={4}>
          <ValidationStatusBadge code={po.validated} />
          {actions}
        </Group>
      </Group>
      {po.laValidatedWhen && (
        <Text size="xs" c="dimmed" data-level-a>
          {t(75, 'Level A')}: {decidedText(po.laValidatedName, po.laValidatedWhen)}
        </Text>
      )}
      {[4, 16].includes(po.validated) && po.comment && (
        <Text size="sm" c="red.8" data-refusal-comment>
          {t(4, 'Refusal comment')}: {po.comment}
        </Text>
      )}
    </Stack>
  );
}
