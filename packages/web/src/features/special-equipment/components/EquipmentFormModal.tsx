import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FUEL_KINDS } from '@setledger/shared/green/green.constants';
import {
  SPECIAL_EQUIPMENT_ENERGY_MODES,
  SPECIAL_EQUIPMENT_TYPES,
} from '@setledger/shared/green/special-equipment.constants';
import { specialEquipmentSchema } from '@setledger/shared/green/special-equipment.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { addUpdSpecialEquipment, equipmentKeys } from '../api/special-equipment.api';
import { type EquipmentFormValues, emptyEquipmentValues, equipmentInputOf } from './equipment-form-values';
import { FUEL_TEXTS, labelOf, MODE_TEXTS, TYPE_TEXTS, useEquipmentTexts } from './equipment-ui';

/** An item of the register (issue 14); its energy by litres, kWh or hours × litres per hour. */
export function EquipmentFormModal({
  opened,
  itemId,
  initialValues,
  departments,
  onClose,
}: {
  opened: boolean;
  itemId: number | null;
  initialValues: EquipmentFormValues | null;
  departments: { value: string; label: string }[];
  onClose: () => void;
}) {
  const t = useEquipmentTexts();
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: specialEquipmentSchema,
    initialValues: initialValues ?? emptyEquipmentValues(),
    toInput: equipmentInputOf,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over when the modal opens on a record
  useEffect(() => {
    if (opened) form.load(initialValues ?? emptyEquipmentValues());
  }, [opened, initialValues]);
  const submit = form.onSubmit(async (_parsed, values) => {
    await addUpdSpecialEquipment(itemId, equipmentInputOf(values));
    await queryClient.invalidateQueries({ queryKey: equipmentKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['green'] });
    await queryClient.invalidateQueries({ queryKey: ['green-dashboard'] });
    showToast({ variant: 'success', message: t(24, 'Item saved') });
    onClose();
  });
  const choice = (
    name: 'type' | 'energyMode' | 'fuel' | 'department',
    label: string,
    data: { value: string; label: string }[],
    isClearable = false,
  ) => (
    <Select
      {...form.field(name, { label })}
      data={data}
      allowDeselect={isClearable}
      clearable={isClearable}
      comboboxProps={{ withinPortal: false }}
      onChange={(v) => form.set(name, v ?? '')}
    />
  );
  const text = (name: keyof EquipmentFormValues, label: string, inputMode?: 'decimal' | 'numeric') => (
    <TextInput {...form.field(name, { label })} inputMode={inputMode} />
  );
  const mode = form.values.energyMode;
  const fuels = FUEL_KINDS.map((fuel) => ({ value: fuel, label: labelOf(t, FUEL_TEXTS, fuel) }));
  return (
    <BaseModal opened={opened} onClose={onClose} size="lg" title={itemId ? t(25, 'Edit') : t(3, 'New item')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('name', t(5, 'Name'))}
            {choice(
              'type',
              t(6, 'Type'),
              SPECIAL_EQUIPMENT_TYPES.map((type) => ({ value: type, label: labelOf(t, TYPE_TEXTS, type) })),
            )}
            {text('supplier', t(7, 'Supplier'))}
            {choice('department', t(8, 'Department'), departments, true)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput type="date" {...form.field('startDate', { label: t(9, 'First day') })} />
            <TextInput type="date" {...form.field('endDate', { label: t(10, 'Last day') })} />
            {text('days', t(11, 'Days of use'), 'numeric')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {choice(
              'energyMode',
              t(12, 'Energy'),
              SPECIAL_EQUIPMENT_ENERGY_MODES.map((m) => ({ value: m, label: labelOf(t, MODE_TEXTS, m) })),
            )}
            {mode !== 'kwh' && choice('fuel', t(16, 'Fuel'), fuels)}
            {mode === 'litres' && text('litres', t(17, 'Litres'), 'decimal')}
            {mode === 'kwh' && text('kwh', t(18, 'kWh'), 'decimal')}
            {mode === 'kwh' && text('country', t(19, 'Country of the grid'))}
            {mode === 'hours' && text('hours', t(20, 'Hours'), 'decimal')}
            {mode === 'hours' && text('litresPerHour', t(21, 'Litres per hour'), 'decimal')}
          </SimpleGrid>
          <Textarea {...form.field('notes', { label: t(22, 'Notes') })} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(30, 'Cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(23, 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </BaseModal>
  );
}
