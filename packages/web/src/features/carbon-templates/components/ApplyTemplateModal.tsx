import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { carbonTemplateApplicationSchema } from '@setledger/shared/green/green-templates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner, Loader, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { applyCarbonTemplate, type CarbonTemplate, previewQuery, templateKeys } from '../api/templates.api';

interface Values {
  fromDate: string;
  toDate: string;
  weekdaysOnly: boolean;
  mode: 'perDay' | 'perPeriod';
}
const initial = (): Values => ({
  fromDate: new Date().toISOString().slice(0, 10),
  toDate: '',
  weekdaysOnly: false,
  mode: 'perDay',
});
const inputOf = (v: Values) => ({
  fromDate: v.fromDate,
  toDate: v.toDate || null,
  weekdaysOnly: v.weekdaysOnly,
  mode: v.mode,
});

/**
 * Applies a template to a day or a period: the preview (days, entries, kg CO2e) follows the choices, computed by
 * the server with the factors in force; applying creates them in one transaction.
 */
export function ApplyTemplateModal({
  template,
  onClose,
}: {
  template: CarbonTemplate | null;
  onClose: () => void;
}) {
  const t = useForm('green-templates');
  const format = useFormat();
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: carbonTemplateApplicationSchema,
    initialValues: initial(),
    toInput: inputOf,
    labels: { fromDate: t(32, 'Day or first day'), toDate: t(33, 'Last day (for a period)') },
  });
  const { values, set } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over when the modal opens on a template
  useEffect(() => {
    if (template) form.load(initial());
  }, [template]);
  const [debounced] = useDebouncedValue(values, 300);
  // The preview asks the server once a day is chosen (and a period runs forwards); the server checks the rest.
  const previewable =
    debounced.fromDate !== '' && (debounced.toDate === '' || debounced.toDate >= debounced.fromDate);
  const preview = useQuery({
    ...previewQuery(template?.id ?? 0, inputOf(debounced)),
    enabled: template !== null && previewable,
  });
  const apply = form.onSubmit(async (input) => {
    if (!template) return;
    const application = await applyCarbonTemplate(template.id, input);
    await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['green'] });
    showToast({
      variant: 'success',
      message: t(30, '{count} entries created').replace('{count}', String(application.entries)),
    });
    onClose();
  });
  return (
    <BaseModal
      opened={template !== null}
      onClose={onClose}
      size="lg"
      title={t(31, 'Apply “{name}”').replace('{name}', template?.name ?? '')}
    >
      <Stack>
        <ErrorBanner error={form.formError} fields={form.labels} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            {...form.field('fromDate', { label: t(32, 'Day or first day'), required: true })}
          />
          <TextInput type="date" {...form.field('toDate', { label: t(33, 'Last day (for a period)') })} />
        </SimpleGrid>
        <Switch
          label={t(34, 'Weekdays only (Monday to Friday)')}
          checked={values.weekdaysOnly}
          onChange={(e) => set('weekdaysOnly', e.currentTarget.checked)}
        />
        <SegmentedControl
          aria-label={t(35, 'Entries to create')}
          value={values.mode}
          onChange={(mode) => set('mode', mode as Values['mode'])}
          data={[
            { value: 'perDay', label: t(36, 'One entry per line and day') },
            { value: 'perPeriod', label: t(37, 'One entry per line for the period') },
          ]}
        />
        <Alert variant="light" color="green" title={t(38, 'Preview')} data-preview>
          {!previewable ? (
            <Text size="sm">{t(39, 'Choose the day or the period.')}</Text>
          ) : preview.isPending ? (
            <Loader />
          ) : preview.isError ? (
            <ErrorBanner error={preview.error} />
          ) : (
            <Text size="sm">
              {t(50, '{entries} entries over {days} days · {kg} CO2e')
                .replace('{entries}', String(preview.data.entries))
                .replace('{days}', String(preview.data.days))
                .replace('{kg}', format.mass(preview.data.kgCo2e))}
            </Text>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(24, 'Cancel')}
          </Button>
          <Button onClick={() => void apply()} loading={form.submitting} disabled={!preview.isSuccess}>
            {t(51, 'Apply')}
          </Button>
        </Group>
      </Stack>
    </BaseModal>
  );
}
