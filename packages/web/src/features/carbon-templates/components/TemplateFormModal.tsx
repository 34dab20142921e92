import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CARBON_CATEGORIES, CARBON_UNITS } from '@setledger/shared/green/green.constants';
import { carbonTemplateSchema } from '@setledger/shared/green/green-templates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BaseModal, ErrorBanner, showToast } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import { addUpdCarbonTemplate, type CarbonTemplate, factorsQuery, templateKeys } from '../api/templates.api';
import { categoryName, PHASE_TEXTS } from './template-texts';

interface LineValues {
  carbonCategory: string;
  description: string;
  quantity: string;
  unit: string;
  factorKey: string;
  department: string;
  productionPhase: string;
}
export interface TemplateFormValues {
  name: string;
  description: string;
  lines: LineValues[];
}

const emptyLine = (): LineValues => ({
  carbonCategory: '2',
  description: '',
  quantity: '',
  unit: 'kWh',
  factorKey: '',
  department: '',
  productionPhase: '',
});
export const emptyTemplateValues = (): TemplateFormValues => ({
  name: '',
  description: '',
  lines: [emptyLine()],
});

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
export const valuesOfTemplate = (template: CarbonTemplate): TemplateFormValues => ({
  name: template.name,
  description: template.description,
  lines: template.lines.map((line) => ({
    carbonCategory: String(line.carbonCategory),
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    factorKey: line.factorKey,
    department: text(line.department),
    productionPhase: text(line.productionPhase),
  })),
});

const int = (v: string) => (v === '' ? null : Number(v));
const templateInputOf = (v: TemplateFormValues) => ({
  name: v.name,
  description: v.description,
  lines: v.lines.map((line) => ({
    carbonCategory: Number(line.carbonCategory),
    description: line.description,
    quantity: line.quantity.trim(),
    unit: line.unit,
    factorKey: line.factorKey,
    department: int(line.department),
    productionPhase: int(line.productionPhase),
  })),
});

/** The factor of a line, searched among the sourced factors; choosing one sets the line's unit to the factor's. */
function FactorSelect({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (key: string, unit: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const factors = useQuery(factorsQuery(debounced));
  const data = (factors.data ?? []).map((f) => ({ value: f.name, label: f.name }));
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: value });
  return (
    <Select
      label={label}
      required
      value={value || null}
      data={data}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      comboboxProps={{ withinPortal: false }}
      onChange={(key) => onChange(key ?? '', factors.data?.find((f) => f.name === key)?.unit ?? null)}
    />
  );
}

/** A carbon template (green/carbon-template): its name and the lines one day of it counts. */
export function TemplateFormModal({
  opened,
  templateId,
  initialValues,
  departments,
  onClose,
}: {
  opened: boolean;
  templateId: number | null;
  initialValues: TemplateFormValues | null;
  departments: { value: number; label: string }[];
  onClose: () => void;
}) {
  const t = useForm('green-templates');
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: carbonTemplateSchema,
    initialValues: initialValues ?? emptyTemplateValues(),
    toInput: templateInputOf,
    labels: { name: t(10, 'Name'), lines: t(11, 'Lines') },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over when the modal opens on a record
  useEffect(() => {
    if (opened) form.load(initialValues ?? emptyTemplateValues());
  }, [opened, initialValues]);
  const submit = form.onSubmit(async (parsed) => {
    await addUpdCarbonTemplate(templateId, parsed);
    await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    showToast({ variant: 'success', message: t(12, 'Template saved') });
    onClose();
  });
  const select = (
    name: `lines.${number}.${keyof LineValues}`,
    label: string,
    data: { value: string; label: string }[],
    clearable = true,
  ) => (
    <Select
      {...form.field(name, { label })}
      data={data}
      clearable={clearable}
      allowDeselect={clearable}
      searchable
      comboboxProps={{ withinPortal: false }}
      onChange={(v) => form.form.setFieldValue(name as never, (v ?? '') as never)}
    />
  );
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={templateId ? t(13, 'Edit the template') : t(3, 'New template')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <TextInput {...form.field('name')} />
          <Textarea {...form.field('description', { label: t(14, 'Description') })} autosize minRows={1} />
          {form.values.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; the position is theirs
            <Fieldset key={index} legend={t(15, 'Line {n}').replace('{n}', String(index + 1))}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {select(
                  `lines.${index}.carbonCategory`,
                  t(16, 'Category'),
                  CARBON_CATEGORIES.map((c) => ({ value: String(c.code), label: categoryName(t, c.code) })),
                  false,
                )}
                <TextInput {...form.field(`lines.${index}.description`, { label: t(14, 'Description') })} />
                <FactorSelect
                  label={t(17, 'Factor')}
                  value={line.factorKey}
                  error={form.errors[`lines.${index}.factorKey`]}
                  onChange={(key, unit) => {
                    form.form.setFieldValue(`lines.${index}.factorKey` as never, key as never);
                    if (unit && (CARBON_UNITS as readonly string[]).includes(unit))
                      form.form.setFieldValue(`lines.${index}.unit` as never, unit as never);
                  }}
                />
                <TextInput
                  inputMode="decimal"
                  {...form.field(`lines.${index}.quantity`, { label: t(18, 'Quantity per day') })}
                />
                {select(
                  `lines.${index}.unit`,
                  t(19, 'Unit'),
                  CARBON_UNITS.map((u) => ({ value: u, label: u })),
                  false,
                )}
                {select(
                  `lines.${index}.department`,
                  t(20, 'Department'),
                  departments.map((d) => ({ value: String(d.value), label: d.label })),
                )}
                {select(
                  `lines.${index}.productionPhase`,
                  t(21, 'Phase'),
                  PHASE_TEXTS.map(([n, en], code) => ({ value: String(code), label: t(n, en) })),
                )}
              </SimpleGrid>
              {form.values.lines.length > 1 && (
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t(22, 'Remove line {n}').replace('{n}', String(index + 1))}
                    onClick={() => form.form.removeListItem('lines', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Fieldset>
          ))}
          {form.errors.lines && (
            <Text c="red.8" size="sm" role="alert">
              {form.errors.lines}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.form.insertListItem('lines', emptyLine())}
            >
              {t(23, 'Add a line')}
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t(24, 'Cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t(25, 'Save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </BaseModal>
  );
}
