import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import { BaseModal, ErrorBanner } from '../../../components';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { fieldErrors, useValidationMessage } from '../../../lib/validation-messages';
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
  const message = useValidationMessage();
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (props.opened) {
      setValues(props.initial);
      setErrors({});
      setFailure(null);
    }
  }, [props.opened, props.initial]);

  const toField: Record<string, keyof EntryValues> = {
    [props.nameField]: 'name',
    NewCostCenter: 'costCenter',
    Prefix: 'prefix',
    ShortCode: 'shortCode',
    CategoryId: 'categoryId',
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse(props.toInput(values));
    if (!parsed.success) {
      const byKey = fieldErrors(parsed.error.issues, message);
      setErrors(Object.fromEntries(Object.entries(byKey).map(([k, v]) => [toField[k] ?? k, v])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await props.onSave(values);
      props.onClose();
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.field && toField[error.field])
        setErrors({ [toField[error.field]!]: error.message });
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const set = (field: keyof EntryValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <BaseModal opened={props.opened} onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner error={failure} />
          <TextInput
            label={t(10, 'Name')}
            value={values.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errors.name}
            required
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: props.withShortCode ? 3 : 2 }}>
            <TextInput
              label={t(11, 'Prefix')}
              value={values.prefix}
              onChange={(e) => set('prefix')(e.currentTarget.value)}
              error={errors.prefix}
            />
            <TextInput
              label={t(12, 'Cost centre')}
              value={values.costCenter}
              onChange={(e) => set('costCenter')(e.currentTarget.value)}
              error={errors.costCenter}
            />
            {props.withShortCode && (
              <TextInput
                label={t(13, 'Short code')}
                value={values.shortCode}
                onChange={(e) => set('shortCode')(e.currentTarget.value)}
                error={errors.shortCode}
              />
            )}
          </SimpleGrid>
          <Select
            label={t(14, 'Budget category')}
            placeholder={t(15, 'No category')}
            data={props.categories.map((c) => ({
              value: String(c.id),
              label: c.costCenter ? `${c.costCenter} · ${c.name}` : c.name,
            }))}
            value={values.categoryId || null}
            onChange={(value) => set('categoryId')(value ?? '')}
            error={errors.categoryId}
            clearable
            searchable
          />
          <Button type="submit" loading={saving} style={{ alignSelf: 'flex-end' }}>
            {t(16, 'Save')}
          </Button>
        </Stack>
      </form>
    </BaseModal>
  );
}
