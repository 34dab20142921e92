import { Collapse, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { EXPENSE_KINDS, EXPENSE_MENUS } from '@setledger/shared/expenses/expenses.constants';
import { IconLeaf, IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DetailsToggle } from '../../../components/DetailsToggle';
import { useMenu } from '../../../lib/menus';
import type { ExpenseItem } from '../api/expenses.api';
import {
  ExpenseStatusBadge,
  ExpenseTypeBadge,
  RefusalComment,
  useExpenseTexts,
  useFormat,
  useMoney,
} from './expense-ui';

/** A distance without trailing zeros: '120.0' → '120'. */
function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/**
 * One expense item as a card (001 §2.4 item 3): date, description, kind, total and status, with a details panel
 * (amounts, VAT, department, category, supplier, payment, travel and its CO2, receipts, refusal comment).
 */
export function ExpenseItemCard({
  item,
  actions,
  receipts,
  showOwner = false,
}: {
  item: ExpenseItem;
  actions?: ReactNode;
  /** The receipts panel shown in the details. */
  receipts?: ReactNode;
  showOwner?: boolean;
}) {
  const t = useExpenseTexts();
  const money = useMoney();
  const format = useFormat();
  const [opened, setOpened] = useState(false);
  const payment = useMenu(EXPENSE_MENUS.paymentType);
  const subCategories = useMenu(EXPENSE_MENUS.subCategory[item.type] ?? EXPENSE_MENUS.subCategory[0]!);
  const isTravel = item.type === EXPENSE_KINDS.travel;
  return (
    <Stack gap={6} data-expense-item={item.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.description}
        </Text>
        <Text fw={700} data-amount-total style={{ whiteSpace: 'nowrap' }}>
          {money(item.amountTotal)}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {format.date(item.date)}
          {showOwner ? ` · ${item.userFullName}` : ''}
          {isTravel && item.km ? ` · ${format.number(item.km)} km` : ''}
        </Text>
        <Group gap={4}>
          <ExpenseTypeBadge type={item.type} />
          <ExpenseStatusBadge code={item.validated} />
        </Group>
      </Group>
      <RefusalComment comment={[4, 16].includes(item.validated) ? item.comment : ''} />
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" c="dimmed">
          {item.receipts.length > 0 && (
            <Group gap={2}>
              <IconPaperclip size={14} />
              <Text size="xs">{item.receipts.length}</Text>
            </Group>
          )}
          {item.carbon && (
            <Group gap={2} c="teal">
              <IconLeaf size={14} />
              <Text size="xs">{format.number(item.carbon.kgCo2e)} kgCO2e</Text>
            </Group>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
          {actions}
          <DetailsToggle opened={opened} onToggle={() => setOpened((o) => !o)} />
        </Group>
      </Group>
      <Collapse expanded={opened}>
        <Stack gap="xs" pt="xs">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
            <Field label={t(20, 'Amount excl. VAT')} value={money(item.amount)} />
            <Field
              label={t(21, 'VAT')}
              value={`${money(item.amountVat)} (${format.percent(item.vatRate)})`}
            />
            <Field label={t(22, 'Total')} value={money(item.amountTotal)} />
            <Field label={t(23, 'Department')} value={item.departmentName} />
            <Field label={t(24, 'Function')} value={item.functionName} />
            <Field label={t(25, 'Category')} value={item.categoryName} />
            <Field
              label={t(26, 'Sub-category')}
              value={item.subCategory !== null ? subCategories.label(item.subCategory) : null}
            />
            <Field label={t(27, 'Cost centre')} value={item.costCenter} />
            <Field label={t(28, 'Supplier')} value={item.supplierName} />
            <Field
              label={t(29, 'Payment')}
              value={item.paiementType !== null ? payment.label(item.paiementType) : null}
            />
            {isTravel && <Field label={t(30, 'From')} value={item.fromLocation} />}
            {isTravel && <Field label={t(31, 'To')} value={item.toLocation} />}
            {isTravel && (
              <Field label={t(32, 'Distance')} value={item.km ? `${format.number(item.km)} km` : null} />
            )}
            {item.encoderId !== null && item.encoderId !== item.userId && (
              <Field label={t(33, 'Entered by')} value={item.encoderFullName} />
            )}
          </SimpleGrid>
          {item.detailedDescription && <Text size="sm">{item.detailedDescription}</Text>}
          {/* The ledger's figure (issue 14): what the green table and the dashboards count for this item. */}
          {item.carbon?.quantity && (
            <Text size="xs" c="dimmed" data-co2-factor>
              {t(34, 'CO2')}: {format.number(item.carbon.kgCo2e)} kgCO2e ={' '}
              {format.number(item.carbon.quantity)} {item.carbon.unit} ×{' '}
              {format.number(item.carbon.factorValue)} kg/{item.carbon.factorUnit} ·{' '}
              {item.carbon.factorSource}
            </Text>
          )}
          {receipts}
        </Stack>
      </Collapse>
    </Stack>
  );
}
