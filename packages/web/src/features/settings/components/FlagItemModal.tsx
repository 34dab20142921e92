import {
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { projectFlagItemSchema } from '@setledger/shared/flags/flags.schemas';
import { isHexColor } from '@setledger/shared/validation/colors';
import { useEffect } from 'react';
import { BaseModal, ErrorBanner } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import type { FlagItem, FlagItemChanges, PayCode } from '../api/settings.api';

export const emptyItem = (flagId: number): FlagItemChanges => ({
  flagId,
  name: '',
  value: 0,
  short: '',
  factor: '0',
  amount: '0',
  allowanceRate: '0',
  payCode: '',
  color: '',
  bookmark: false,
  category: null,
  costCenter: '',
  disabled: false,
  fieldType: 0,
  defaultValue: '',
  jsFormula: '',
});

export const itemChanges = (item: FlagItem): FlagItemChanges => {
  const { id: _id, ...changes } = item;
  return changes;
};

interface FlagItemModalProps {
  opened: boolean;
  initial: FlagItemChanges;
  payCodes: readonly PayCode[];
  categories: readonly { id: number; name: string; costCenter: string }[];
  onSave: (item: FlagItemChanges) => Promise<unknown>;
  onClose: () => void;
}

/** Adds or edits a flag item: rate (factor), amount, pay code, colour (hex rule), category, field type, formula. */
export function FlagItemModal(props: FlagItemModalProps) {
  const t = useForm('settings');
  const form = useZodForm({ schema: projectFlagItemSchema, initialValues: props.initial });
  const { values } = form;
  const { load } = form;
  // Each opening starts from the item it opens on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is a new function each render
  useEffect(() => {
    if (props.opened) load(props.initial);
  }, [props.opened, props.initial]);

  const submit = form.onSubmit(async (_parsed, item) => {
    await props.onSave(item);
    props.onClose();
  });
  const text = (
    field: 'name' | 'short' | 'factor' | 'amount' | 'allowanceRate' | 'costCenter' | 'defaultValue',
    label: string,
  ) => <TextInput {...form.field(field, { label })} />;

  return (
    <BaseModal opened={props.opened} onClose={props.onClose} title={t(50, 'Flag item')} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('name', t(51, 'Name'))}
            {text('short', t(52, 'Short name'))}
            {text('factor', t(53, 'Rate (factor, 0.21 for 21%)'))}
            {text('amount', t(54, 'Amount'))}
            {text('allowanceRate', t(55, 'Allowance rate'))}
            <Select
              {...form.field('payCode', { label: t(56, 'Payroll code') })}
              data={props.payCodes.map((c) => ({ value: c.code, label: `${c.code} · ${c.description}` }))}
              value={values.payCode || null}
              onChange={(value) => form.set('payCode', value ?? '')}
              clearable
              searchable
            />
            <TextInput
              {...form.field('color', { label: t(57, 'Colour') })}
              placeholder="#1c7ed6"
              rightSection={isHexColor(values.color) ? <ColorSwatch color={values.color} size={18} /> : null}
            />
            <Select
              {...form.field('category', { label: t(58, 'Budget category') })}
              data={props.categories.map((c) => ({
                value: String(c.id),
                label: c.costCenter ? `${c.costCenter} · ${c.name}` : c.name,
              }))}
              value={values.category ? String(values.category) : null}
              onChange={(value) => form.set('category', value ? Number(value) : null)}
              clearable
              searchable
            />
            {text('costCenter', t(59, 'Cost centre'))}
            <Select
              label={t(60, 'Field type')}
              data={[
                { value: '0', label: t(61, 'Text') },
                { value: '1', label: t(62, 'Whole number') },
                { value: '2', label: t(63, 'Decimal number') },
              ]}
              value={String(values.fieldType)}
              onChange={(value) => form.set('fieldType', Number(value ?? 0))}
              allowDeselect={false}
            />
            {text('defaultValue', t(64, 'Default value'))}
          </SimpleGrid>
          <Textarea
            {...form.field('jsFormula', { label: t(65, 'Formula') })}
            description={t(
              66,
              'Optional. Variables: amount, factor, value, quantity, rate, days. Example: amount * factor',
            )}
            autosize
            minRows={2}
            ff="monospace"
          />
          <Group>
            <Checkbox
              label={t(67, 'Disabled')}
              checked={values.disabled}
              onChange={(e) => form.set('disabled', e.currentTarget.checked)}
            />
            <Checkbox
              label={t(68, 'Favourite')}
              checked={values.bookmark}
              onChange={(e) => form.set('bookmark', e.currentTarget.checked)}
            />
          </Group>
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
            {t(23, 'Save')}
          </Button>
        </Stack>
      </form>
    </BaseModal>
  );
}
