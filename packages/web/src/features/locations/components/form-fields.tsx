import { Select, Switch, TextInput } from '@mantine/core';
import type { LocationValues } from '@setledger/shared/locations/locations.schemas';
import type { ZodForm } from '../../../lib/form';
import type {
  CodeField,
  FlagField,
  LocationFormValues,
  SupplierField,
  TextField,
} from './location-form-values';

export type LocationForm = ZodForm<LocationFormValues, LocationValues>;

/** Field helpers bound to the location form. */
export function fieldsOf(form: LocationForm) {
  const values = form.values;
  return {
    text: (name: TextField, label: string, extra: { type?: string; inputMode?: 'decimal' } = {}) => (
      <TextInput {...form.field(name, { label })} value={values[name]} {...extra} />
    ),
    decimal: (name: TextField, label: string) => (
      <TextInput {...form.field(name, { label })} value={values[name]} inputMode="decimal" />
    ),
    day: (name: TextField, label: string) => (
      <TextInput {...form.field(name, { label })} value={values[name]} type="date" />
    ),
    flag: (name: FlagField, label: string) => (
      <Switch
        label={label}
        checked={values[name]}
        onChange={(e) => form.set(name, e.currentTarget.checked)}
        error={form.errors[name]}
      />
    ),
    code: (name: CodeField, label: string, data: { value: string; label: string }[]) => (
      <Select
        {...form.field(name, { label })}
        data={data}
        value={String(values[name])}
        onChange={(value) => form.set(name, Number(value ?? 0))}
        allowDeselect={false}
      />
    ),
    count: (name: CodeField, label: string) => (
      <TextInput
        {...form.field(name, { label })}
        type="number"
        min={0}
        value={String(values[name])}
        onChange={(e) => form.set(name, Math.trunc(Number(e.currentTarget.value) || 0))}
      />
    ),
    supplier: (name: SupplierField, label: string, data: { value: string; label: string }[]) => (
      <Select
        {...form.field(name, { label })}
        data={data}
        value={values[name]}
        onChange={(value) => form.set(name, value)}
        searchable
        clearable
      />
    ),
  };
}
