import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { carbonFactorOverrideSchema } from '@setledger/shared/green/green.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { carbonVariablesQuery, greenKeys, setCarbonFactorOverride } from '../api/green.api';
import { useGreenTexts } from './green-ui';

/** A project's own value of an emission factor, with why (issue 14); entries change by the recompute. */
export function OverrideForm() {
  const t = useGreenTexts();
  const queryClient = useQueryClient();
  const variables = useQuery(carbonVariablesQuery(''));
  const factors = (variables.data ?? []).filter((v) => v.kind === 'factor');
  const form = useZodForm({
    schema: carbonFactorOverrideSchema,
    initialValues: { factorKey: '', value: '', reason: '' },
  });
  const current = factors.find((f) => f.name === form.values.factorKey);
  const submit = form.onSubmit(async (parsed) => {
    await setCarbonFactorOverride(parsed);
    await queryClient.invalidateQueries({ queryKey: greenKeys.all });
    showToast({ variant: 'success', message: t(118, 'Override saved') });
    form.load({ factorKey: '', value: '', reason: '' });
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {t(114, 'Override a factor')}
          </Title>
          <ErrorBanner error={form.formError ?? variables.error} fields={form.labels} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              {...form.field('factorKey', { label: t(83, 'Factor key') })}
              data={factors.map((f) => ({ value: f.name, label: `${f.name} – ${f.description}` }))}
              searchable
              comboboxProps={{ withinPortal: false }}
              onChange={(v) => form.set('factorKey', v ?? '')}
            />
            <TextInput {...form.field('value', { label: t(115, 'New value') })} inputMode="decimal" />
          </SimpleGrid>
          {current && (
            <Text size="sm" data-current-factor>
              {t(141, 'Value in force: {value} {unit} ({source}, {year})')
                .replace('{value}', current.value ?? '')
                .replace('{unit}', current.unit)
                .replace('{source}', current.source)
                .replace('{year}', String(current.year ?? '—'))}
            </Text>
          )}
          <Textarea {...form.field('reason', { label: t(116, 'Reason') })} autosize minRows={2} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t(117, 'Set the override')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
