import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  convertWasteQuantity,
  WASTE_SCREEN_KIND_NAMES,
  type WasteScreenKind,
  wasteEntrySchema,
} from '@setledger/shared/green/green-waste';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import { addUpdWasteEntry, type WasteEntry, wasteKeys } from '../api/waste.api';
import { KIND_TEXTS, UNIT_SYMBOLS } from './waste-texts';

export interface WasteFormValues {
  strDate: string;
  endDate: string;
  description: string;
  department: string;
  locationSetName: string;
  sortedWaste: boolean;
  recycledPaper: boolean;
  quantities: Record<WasteScreenKind, string>;
}

const blankQuantities = () =>
  Object.fromEntries(WASTE_SCREEN_KIND_NAMES.map((kind) => [kind, ''])) as Record<WasteScreenKind, string>;

export const emptyWasteValues = (): WasteFormValues => ({
  strDate: new Date().toISOString().slice(0, 10),
  endDate: '',
  description: '',
  department: '',
  locationSetName: '',
  sortedWaste: false,
  recycledPaper: false,
  quantities: blankQuantities(),
});

/** An entry's values for the form, each weight in the project's unit of its kind (converted when it changed). */
export function valuesOfWasteEntry(entry: WasteEntry, units: Record<string, string>): WasteFormValues {
  const quantities = blankQuantities();
  for (const q of entry.quantities)
    quantities[q.kind as WasteScreenKind] =
      convertWasteQuantity(q.quantity, q.unit, units[q.kind] ?? 'kg') ?? q.quantity;
  return {
    strDate: entry.strDate,
    endDate: entry.endDate ?? '',
    description: entry.description,
    department: entry.department === null || entry.department === undefined ? '' : String(entry.department),
    locationSetName: entry.locationSetName,
    sortedWaste: entry.sortedWaste,
    recycledPaper: entry.recycledPaper,
    quantities,
  };
}

const wasteInputOf = (v: WasteFormValues) => ({
  strDate: v.strDate,
  endDate: v.endDate || null,
  description: v.description,
  department: v.department === '' ? null : Number(v.department),
  locationSetName: v.locationSetName,
  sortedWaste: v.sortedWaste,
  recycledPaper: v.recycledPaper,
  quantities: Object.fromEntries(
    Object.entries(v.quantities).map(([kind, q]) => [kind, q.trim() === '' ? null : q.trim()]),
  ),
});

/** A waste entry (green/waste): the period, department and set, and a weight per kind in the project's unit. */
export function WasteFormModal({
  opened,
  entryId,
  initialValues,
  units,
  departments,
  onClose,
}: {
  opened: boolean;
  entryId: number | null;
  initialValues: WasteFormValues | null;
  units: Record<string, string>;
  departments: { value: number; label: string }[];
  onClose: () => void;
}) {
  const t = useForm('green-waste');
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: wasteEntrySchema,
    initialValues: initialValues ?? emptyWasteValues(),
    toInput: wasteInputOf,
    labels: { quantities: t(30, 'Weights') },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over when the modal opens on a record
  useEffect(() => {
    if (opened) form.load(initialValues ?? emptyWasteValues());
  }, [opened, initialValues]);
  const submit = form.onSubmit(async (parsed) => {
    await addUpdWasteEntry(entryId, parsed);
    await queryClient.invalidateQueries({ queryKey: wasteKeys.all });
    showToast({ variant: 'success', message: t(31, 'Waste entry saved') });
    onClose();
  });
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={entryId ? t(32, 'Edit the waste entry') : t(3, 'New waste entry')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" {...form.field('strDate', { label: t(8, 'From') })} />
            <TextInput type="date" {...form.field('endDate', { label: t(9, 'To') })} />
            <Select
              {...form.field('department', { label: t(10, 'Department') })}
              data={departments.map((d) => ({ value: String(d.value), label: d.label }))}
              clearable
              searchable
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('department', v ?? '')}
            />
            <TextInput {...form.field('locationSetName', { label: t(11, 'Location set') })} />
          </SimpleGrid>
          <Textarea {...form.field('description', { label: t(12, 'Description') })} autosize minRows={1} />
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {WASTE_SCREEN_KIND_NAMES.map((kind) => (
              <TextInput
                key={kind}
                inputMode="decimal"
                {...form.field(`quantities.${kind}`, {
                  label: `${t(...KIND_TEXTS[kind])} (${UNIT_SYMBOLS[units[kind] ?? 'kg']})`,
                })}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Switch
              {...form.field('sortedWaste', { label: t(13, 'Sorted waste') })}
              checked={form.values.sortedWaste}
            />
            <Switch
              {...form.field('recycledPaper', { label: t(14, 'Recycled paper') })}
              checked={form.values.recycledPaper}
            />
          </Group>
          {form.errors.quantities && (
            <Text c="red.8" size="sm" role="alert">
              {form.errors.quantities}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(15, 'Cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(16, 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </BaseModal>
  );
}
