import {
  Button,
  Drawer,
  Group,
  Input,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from '../../lib/i18n';
import { useCloseButtonProps } from '..';
import type { FilterFieldKey, FilterOption, FilterValues } from './filter.types';
import { EMPTY_FILTER_VALUES } from './filter-values';
import type { FilterOptions } from './useFilterOptions';

const toData = (options: FilterOption[]) => options.map((o) => ({ value: String(o.value), label: o.label }));
const num = (v: string | null) => (v === null || v === '' ? null : Number(v));
const str = (v: number | null) => (v === null ? null : String(v));

/** The Any / Yes / No choice of a 0-1 flag (processed, invoiced to production). */
function YesNoAny({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (v: number | null) => void;
}) {
  const t = useForm('filters');
  return (
    <Input.Wrapper label={label}>
      <SegmentedControl
        fullWidth
        aria-label={label}
        value={value === null ? 'any' : String(value)}
        onChange={(v) => onChange(v === 'any' ? null : Number(v))}
        data={[
          { value: 'any', label: t(20, 'Any') },
          { value: '1', label: t(21, 'Yes') },
          { value: '0', label: t(22, 'No') },
        ]}
      />
    </Input.Wrapper>
  );
}

/** The drawer that edits a draft of the filter; Apply hands it back. */
export function FilterEditor({
  opened,
  fields,
  values,
  options,
  statusOptions,
  onApply,
  onClose,
}: {
  opened: boolean;
  fields: readonly FilterFieldKey[];
  values: FilterValues;
  options: FilterOptions;
  statusOptions: FilterOption[];
  onApply: (values: FilterValues) => void;
  onClose: () => void;
}) {
  const closeButtonProps = useCloseButtonProps();
  const t = useForm('filters');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t(3, 'Edit filter')}
      closeButtonProps={closeButtonProps}
    >
      {opened && (
        <EditorBody
          fields={fields}
          values={values}
          options={options}
          statusOptions={statusOptions}
          onApply={onApply}
        />
      )}
    </Drawer>
  );
}

function EditorBody({
  fields,
  values,
  options,
  statusOptions,
  onApply,
}: {
  fields: readonly FilterFieldKey[];
  values: FilterValues;
  options: FilterOptions;
  statusOptions: FilterOption[];
  onApply: (values: FilterValues) => void;
}) {
  const t = useForm('filters');
  const [draft, setDraft] = useState(values);
  const set = (patch: Partial<FilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const has = (key: FilterFieldKey) => fields.includes(key);
  const datesInOrder = !draft.startDate || !draft.endDate || draft.startDate <= draft.endDate;
  const single = (
    key: FilterFieldKey,
    label: string,
    data: FilterOption[],
    value: number | null,
    change: (v: number | null) => void,
  ) =>
    has(key) && (
      <Select
        label={label}
        data={toData(data)}
        value={str(value)}
        onChange={(v) => change(num(v))}
        searchable
        clearable
        comboboxProps={{ withinPortal: false }}
      />
    );
  return (
    <Stack>
      {has('dates') && (
        <SimpleGrid cols={2}>
          <TextInput
            type="date"
            label={t(10, 'From')}
            value={draft.startDate ?? ''}
            onChange={(e) => set({ startDate: e.currentTarget.value || null })}
          />
          <TextInput
            type="date"
            label={t(11, 'To')}
            value={draft.endDate ?? ''}
            onChange={(e) => set({ endDate: e.currentTarget.value || null })}
            error={datesInOrder ? undefined : t(37, 'The end date is before the start date.')}
          />
        </SimpleGrid>
      )}
      {single('department', t(12, 'Department'), options.department, draft.department, (department) =>
        set({ department }),
      )}
      {single('category', t(13, 'Category'), options.category, draft.category, (category) =>
        set({ category }),
      )}
      {single('person', t(14, 'Person'), options.person, draft.personId, (personId) => set({ personId }))}
      {single('supplier', t(15, 'Supplier'), options.supplier, draft.supplierId, (supplierId) =>
        set({ supplierId }),
      )}
      {single('status', t(16, 'Status'), statusOptions, draft.status, (status) => set({ status }))}
      {has('reviewStatus') && (
        <MultiSelect
          label={t(16, 'Status')}
          data={toData(statusOptions)}
          value={draft.reviewStatus.map(String)}
          onChange={(v) => set({ reviewStatus: v.map(Number) })}
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      )}
      {has('processed') && (
        <YesNoAny
          label={t(17, 'Processed')}
          value={draft.processed}
          onChange={(processed) => set({ processed })}
        />
      )}
      {has('invoicedToProduction') && (
        <YesNoAny
          label={t(18, 'Invoiced to production')}
          value={draft.invoicedToProduction}
          onChange={(invoicedToProduction) => set({ invoicedToProduction })}
        />
      )}
      {has('flags') && (
        <MultiSelect
          label={t(19, 'Flags')}
          data={toData(options.flags)}
          value={draft.flagIds.map(String)}
          onChange={(v) => set({ flagIds: v.map(Number) })}
          searchable
          clearable
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => setDraft(EMPTY_FILTER_VALUES)}>
          {t(9, 'Clear all')}
        </Button>
        <Button onClick={() => onApply(draft)} disabled={!datesInOrder}>
          {t(4, 'Apply')}
        </Button>
      </Group>
    </Stack>
  );
}
