import { Button, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BaseModal } from '../../../components/BaseModal';
import { useTimesheetTexts } from './timesheets-ui';
import type { DayAllowance } from './week-form';

/** A flag item a day may carry: a custom allowance (type 3) or a per diem (type 4, when usePerDiem). */
export interface AllowanceItem {
  id: number;
  name: string;
  kind: 'allowance' | 'perDiem';
}

/** Chooses a day's allowances and per diems, each with a quantity (0 removes it). */
export function AllowancesDialog({
  opened,
  title,
  items,
  value,
  onClose,
  onDone,
}: {
  opened: boolean;
  title: string;
  items: readonly AllowanceItem[];
  value: readonly DayAllowance[];
  onClose: () => void;
  onDone: (value: DayAllowance[]) => void;
}) {
  const t = useTimesheetTexts();
  const [quantities, setQuantities] = useState<Map<number, number>>(new Map());
  useEffect(() => {
    if (opened) setQuantities(new Map(value.map((a) => [a.flagItemId, a.quantity])));
  }, [opened, value]);
  const group = (kind: AllowanceItem['kind'], heading: string) => {
    const list = items.filter((item) => item.kind === kind);
    if (list.length === 0) return null;
    return (
      <Stack gap="xs">
        <Text fw={700} component="h3" size="sm" m={0}>
          {heading}
        </Text>
        {list.map((item) => (
          <NumberInput
            key={item.id}
            label={item.name}
            min={0}
            max={99}
            step={1}
            allowDecimal
            decimalScale={2}
            value={quantities.get(item.id) ?? 0}
            onChange={(next) =>
              setQuantities((current) => new Map(current).set(item.id, Math.max(0, Number(next) || 0)))
            }
            data-allowance-item={item.id}
          />
        ))}
      </Stack>
    );
  };
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      title={title}
      footer={
        <Button
          onClick={() =>
            onDone(
              [...quantities]
                .filter(([, quantity]) => quantity > 0)
                .map(([flagItemId, quantity]) => ({ flagItemId, quantity })),
            )
          }
        >
          {t(93, 'Done')}
        </Button>
      }
    >
      <Stack>
        {group('allowance', t(10, 'Allowances'))}
        {group('perDiem', t(91, 'Per diems'))}
      </Stack>
    </BaseModal>
  );
}
