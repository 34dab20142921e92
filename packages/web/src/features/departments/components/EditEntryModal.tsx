import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import type { z } from 'zod';
import { BaseModal, ErrorBanner } from '../../../components';
import { useZodForm } from '../../../lib/form';
import { useForm } from '../../../lib/i18n';
import type { BudgetCategory } from '../api/departments.api';

export interface EntryValues {
  name: string;
  prefix: string;
  costCenter: string;
  shortCode: string;
  categoryId: string;
}

interface EditEntryModalProps {
  opened: boolean;
  title: string;
  /** Functions have a short code; departments do not. */
  withShortCode: boolean;
  initial: EntryValues;
  categories: readonly BudgetCategory[];
  /** The shared schema the server applies too; `nameField` is the schema's key for the name. */
  schema: z.ZodType;
  nameField: 'DepartmentName' | 'FunctionName';
  toInput: (values: EntryValues) => object;
  onSave: (values: EntryValues) => Promise<unknown>;
  onClose: () => void;
}

/** Edits a department or a function: name (required), prefix, cost centre, budget category, short code. */
export function EditEntryModal(props: EditEntryModalProps) {
  const t = useForm('departments');
  // The schema and the server name the inputs as the API does (DepartmentName, NewCostCenter).
  const form = useZodForm<EntryValues, unknown>({
    schema: props.schema,
    initialValues: props.initial,
    toInput: props.toInput,
    fields: {
      [props.nameField]: 'name',
      NewCostCenter: 'costCenter',
      Prefix: 'prefix',
      ShortCode: 'shortCode',
      CategoryId: 'categoryId',
    },
  });
  const { values, load } = form;
  // Each opening starts from the entry it opens on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is a new function each render
  useEffect(() => {
    if (props.opened) load(props.initial);
  }, [props.opened, props.initial]);

  const submit = form.onSubmit(async (_parsed, entry) => {
    await props.onSave(entry);
    props.onClose();
  });

  return (
    <BaseModal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={form.formError} fields={form.labels} />
          <TextInput {...form.field('name', { label: t(10, 'Name') })} required data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: props.withShortCode ? 3 : 2 }}>
            <TextInput {...form.field('prefix', { label: t(11, 'Prefix') })} />
            <TextInput {...form.field('costCenter', { label: t(12, 'Cost centre') })} />
            {props.withShortCode && (
              <TextInput {...form.field('shortCode', { label: t(13, 'Short code') })} />
            )}
          </SimpleGrid>
          <Select
            {...form.field('categoryId', { label: t(14, 'Budget category') })}
            placeholder={t(15, 'No category')}
            data={props.categories.map((c) => ({
              value: String(c.id),
              label: c.costCenter ? `${c.costCenter} · ${c.name}` : c.name,
            }))}
            value={values.categoryId || null}
            onChange={(value) => form.set('categoryId', value ?? '')}
            clearable
            searchable
          />
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-end' }}>
            {t(16, 'Save')}
          </Button>
        </Stack>
      </form>
    </BaseModal>
  );
}
