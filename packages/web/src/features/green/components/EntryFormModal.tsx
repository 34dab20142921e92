import {
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CARBON_CATEGORIES,
  carbonEntryFormOf,
  ENERGY_SOURCES,
  FUEL_KINDS,
  MEAL_KINDS,
  TRANSPORT_TYPE_CODES,
  WASTE_KINDS,
} from '@setledger/shared/green/green.constants';
import { carbonEntrySchema } from '@setledger/shared/green/green.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import type { CarbonEntryInput } from '../../../lib/graphql-schema.generated';
import { addUpdCarbonEntry, type CarbonEntry, greenKeys } from '../api/green.api';
import { type EntryFormValues, emptyEntryValues, entryInputOf } from './entry-form-values';
import {
  categoryLabel,
  ENERGY_TEXTS,
  FUEL_TEXTS,
  GROUP_TEXTS,
  labelOf,
  MEAL_TEXTS,
  PHASE_TEXTS,
  useGreenTexts,
  WASTE_TEXTS,
} from './green-ui';

export interface Option {
  value: number;
  label: string;
}

/**
 * A manual carbon entry (issue 14): the common fields, then the fields the category's form needs
 * (carbonEntryFormOf). The shared schema validates it here and on the server.
 */
export function EntryFormModal({
  opened,
  entryId,
  initialValues,
  departments,
  suppliers,
  onClose,
  onSaved,
}: {
  opened: boolean;
  entryId: number | null;
  initialValues: EntryFormValues | null;
  departments: Option[];
  suppliers: Option[];
  onClose: () => void;
  onSaved: (entry: CarbonEntry) => void;
}) {
  const t = useGreenTexts();
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: carbonEntrySchema,
    initialValues: initialValues ?? emptyEntryValues(),
    toInput: entryInputOf,
    labels: { waste: t(81, 'Waste (kg)'), meals: t(82, 'Meals') },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over when the modal opens on a record
  useEffect(() => {
    if (opened) form.load(initialValues ?? emptyEntryValues());
  }, [opened, initialValues]);
  const kind = carbonEntryFormOf(Number(form.values.carbonCategory));
  const submit = form.onSubmit(async (parsed) => {
    const saved = await addUpdCarbonEntry(entryId, parsed as CarbonEntryInput);
    await queryClient.invalidateQueries({ queryKey: greenKeys.all });
    showToast({ variant: 'success', message: t(53, 'Entry saved') });
    onSaved(saved);
  });
  const options = (list: Option[]) => list.map((o) => ({ value: String(o.value), label: o.label }));
  const choice = (
    name: keyof EntryFormValues & string,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      {...form.field(name, { label })}
      data={data}
      clearable
      searchable
      comboboxProps={{ withinPortal: false }}
      onChange={(v) => form.set(name, (v ?? '') as never)}
    />
  );
  const input = (
    name: Parameters<typeof form.field>[0],
    label: string,
    inputMode?: 'decimal' | 'numeric',
  ) => <TextInput {...form.field(name, { label })} inputMode={inputMode} />;
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={entryId ? t(48, 'Edit') : t(35, 'New entry')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              {...form.field('carbonCategory', { label: t(21, 'Category') })}
              data={CARBON_CATEGORIES.map((c) => ({
                value: String(c.code),
                label: categoryLabel(t, c.code),
              }))}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('carbonCategory', v ?? '3')}
            />
            {choice(
              'productionPhase',
              t(57, 'Phase'),
              PHASE_TEXTS.map(([n, en], code) => ({ value: String(code), label: t(n, en) })),
            )}
            <TextInput type="date" {...form.field('strDate', { label: t(20, 'Date') })} />
            <TextInput type="date" {...form.field('endDate', { label: t(62, 'End date') })} />
            {choice('department', t(27, 'Department'), options(departments))}
            {choice('supplierId', t(61, 'Supplier'), options(suppliers))}
          </SimpleGrid>
          <Textarea {...form.field('description', { label: t(22, 'Description') })} autosize minRows={1} />
          {kind === 'transport' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {choice(
                'transportTypeCode',
                t(63, 'Transport type'),
                TRANSPORT_TYPE_CODES.map(({ code, group }) => ({
                  value: String(code),
                  label: t(64, 'Type {code} ({group})')
                    .replace('{code}', String(code))
                    .replace('{group}', labelOf(t, GROUP_TEXTS, group)),
                })),
              )}
              {input('km', t(65, 'Km'), 'decimal')}
              {choice(
                'fuel',
                t(74, 'Fuel'),
                FUEL_KINDS.map((f) => ({ value: f, label: labelOf(t, FUEL_TEXTS, f) })),
              )}
              {input('factorKey', t(83, 'Factor key'))}
              {input('passengers', t(66, 'Passengers'), 'numeric')}
              {input('fromAddress', t(67, 'From (address)'))}
              {input('toAddress', t(68, 'To (address)'))}
            </SimpleGrid>
          )}
          {kind === 'accommodation' && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {input('nights', t(69, 'Nights'), 'numeric')}
              {input('bedrooms', t(70, 'Bedrooms'), 'numeric')}
              {input('country', t(71, 'Country code'))}
            </SimpleGrid>
          )}
          {(kind === 'energy' || kind === 'location') && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {kind === 'location' && input('days', t(78, 'Days'), 'numeric')}
              {kind === 'location' && input('surface', t(79, 'Surface (m²)'), 'decimal')}
              {kind === 'location' && input('locationSetName', t(80, 'Set name'))}
              {choice(
                'energySource',
                t(72, 'Energy source'),
                ENERGY_SOURCES.map((s) => ({ value: s, label: labelOf(t, ENERGY_TEXTS, s) })),
              )}
              {input('kwh', t(73, 'kWh'), 'decimal')}
              {choice(
                'fuel',
                t(74, 'Fuel'),
                FUEL_KINDS.map((f) => ({ value: f, label: labelOf(t, FUEL_TEXTS, f) })),
              )}
              {input('litres', t(75, 'Litres'), 'decimal')}
              {input('waterM3', t(77, 'Water (m3)'), 'decimal')}
              <Switch
                {...form.field('generator', { label: t(76, 'Generator') })}
                checked={form.values.generator}
                onChange={(e) => form.set('generator', e.currentTarget.checked)}
              />
            </SimpleGrid>
          )}
          {kind === 'waste' && (
            <Fieldset legend={t(81, 'Waste (kg)')}>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                {WASTE_KINDS.map((w) => (
                  <TextInput
                    key={w}
                    {...form.field(`waste.${w}`, { label: labelOf(t, WASTE_TEXTS, w) })}
                    inputMode="decimal"
                  />
                ))}
              </SimpleGrid>
              {form.errors.waste && (
                <Text c="red" size="sm" role="alert">
                  {form.errors.waste}
                </Text>
              )}
            </Fieldset>
          )}
          {kind === 'meals' && (
            <Fieldset legend={t(82, 'Meals')}>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {MEAL_KINDS.map((m) => (
                  <TextInput
                    key={m}
                    {...form.field(`meals.${m}`, { label: labelOf(t, MEAL_TEXTS, m) })}
                    inputMode="numeric"
                  />
                ))}
              </SimpleGrid>
              {form.errors.meals && (
                <Text c="red" size="sm" role="alert">
                  {form.errors.meals}
                </Text>
              )}
            </Fieldset>
          )}
          {kind === 'generic' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input('quantity', t(23, 'Quantity'), 'decimal')}
              {input('factorKey', t(83, 'Factor key'))}
            </SimpleGrid>
          )}
          <Group>
            <Switch
              {...form.field('verified', { label: t(55, 'Verified') })}
              checked={form.values.verified}
              onChange={(e) => form.set('verified', e.currentTarget.checked)}
            />
            <Switch
              {...form.field('paidByProduction', { label: t(56, 'Paid by production') })}
              checked={form.values.paidByProduction}
              onChange={(e) => form.set('paidByProduction', e.currentTarget.checked)}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t(85, 'Cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(84, 'Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </BaseModal>
  );
}
