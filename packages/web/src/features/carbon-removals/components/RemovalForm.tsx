import {
  Autocomplete,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  CARBON_REMOVAL_KINDS,
  CARBON_REMOVAL_STANDARDS,
  CARBON_REMOVAL_STATUSES,
} from '@setledger/shared/green/carbon-removals.constants';
import { carbonRemovalSchema } from '@setledger/shared/green/carbon-removals.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { addUpdCarbonRemoval, type CarbonRemoval, removalKeys } from '../api/carbon-removals.api';
import { type RemovalFormValues, removalInputOf } from './removal-form-values';
import { KIND_TEXTS, labelOf, STATUS_TEXTS, useRemovalTexts } from './removal-ui';

/** The facts of a removal or an offset (issue 14), validated by the shared schema here and on the server. */
export function RemovalForm({
  removalId,
  initialValues,
  readOnly,
  onSaved,
}: {
  removalId: number | null;
  initialValues: RemovalFormValues;
  readOnly: boolean;
  onSaved: (removal: CarbonRemoval) => void;
}) {
  const t = useRemovalTexts();
  const queryClient = useQueryClient();
  const form = useZodForm({ schema: carbonRemovalSchema, initialValues, toInput: removalInputOf });
  const submit = form.onSubmit(async (_parsed, values) => {
    const saved = await addUpdCarbonRemoval(removalId, removalInputOf(values));
    await queryClient.invalidateQueries({ queryKey: removalKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['green-dashboard'] });
    showToast({ variant: 'success', message: t(31, 'Removal saved') });
    onSaved(saved);
  });
  const choice = (
    name: 'kind' | 'status' | 'unit',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      {...form.field(name, { label })}
      data={data}
      allowDeselect={false}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: false }}
      onChange={(v) => form.set(name, v ?? '')}
    />
  );
  const text = (name: keyof RemovalFormValues, label: string, inputMode?: 'decimal' | 'numeric') => (
    <TextInput {...form.field(name, { label })} inputMode={inputMode} readOnly={readOnly} />
  );
  return (
    <Paper withBorder p="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {choice(
              'kind',
              t(10, 'Kind'),
              CARBON_REMOVAL_KINDS.map((kind) => ({ value: kind, label: labelOf(t, KIND_TEXTS, kind) })),
            )}
            {choice(
              'status',
              t(14, 'Status'),
              CARBON_REMOVAL_STATUSES.map((status) => ({
                value: status,
                label: labelOf(t, STATUS_TEXTS, status),
              })),
            )}
            <TextInput type="date" {...form.field('date', { label: t(9, 'Date') })} readOnly={readOnly} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('quantity', t(15, 'Quantity'), 'decimal')}
            {choice('unit', t(23, 'Unit'), [
              { value: 'tonne', label: t(24, 'Tonnes CO2e') },
              { value: 'kg', label: t(25, 'kg CO2e') },
            ])}
            {text('vintageYear', t(27, 'Vintage year'), 'numeric')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('project', t(11, 'Project'))}
            {text('provider', t(26, 'Provider'))}
            <Autocomplete
              {...form.field('standard', { label: t(12, 'Standard or registry') })}
              data={[...CARBON_REMOVAL_STANDARDS]}
              readOnly={readOnly}
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('standard', v)}
            />
            {text('serialNumber', t(13, 'Serial or certificate number'))}
            {text('price', t(28, 'Price'), 'decimal')}
            {text('currency', t(29, 'Currency'))}
          </SimpleGrid>
          <Textarea
            {...form.field('description', { label: t(22, 'Description') })}
            autosize
            minRows={2}
            readOnly={readOnly}
          />
          {!readOnly && (
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting}>
                {t(30, 'Save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
