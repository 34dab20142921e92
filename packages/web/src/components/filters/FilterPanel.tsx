import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconDeviceFloppy, IconStar, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from '../../lib/i18n';
import { ConfirmDialog, showToast, useErrorText } from '..';
import { FilterChips } from './FilterChips';
import { FilterEditor } from './FilterEditor';
import type { FilterFieldKey, FilterOption, FilterValues, ListFilter } from './filter.types';
import { hasValues } from './filter-values';
import { SaveFilterAsModal } from './SaveFilterAsModal';
import { useFilterOptions } from './useFilterOptions';
import type { FilterState } from './useFilterState';

export interface FilterPanelProps {
  /** The list's filter state (useFilterState of the list's filter type). */
  state: FilterState;
  /** The fields this list filters on, in the order the editor shows them. */
  fields: readonly FilterFieldKey[];
  /** The choices of 'status' (one) or 'reviewStatus' (several): they differ per list. */
  statusOptions?: FilterOption[];
  /** Called with the list filter whenever the applied filter changes from the panel. */
  onApply?: (filter: ListFilter) => void;
}

/**
 * The filter bar of a budget list (000 §3): pick a saved filter (the active one preselected), edit, apply,
 * save, save as, set as default, delete with a confirmation, clear, and chips of the applied values.
 */
export function FilterPanel({ state, fields, statusOptions = [], onApply }: FilterPanelProps) {
  const t = useForm('filters');
  const toText = useErrorText();
  const options = useFilterOptions(fields);
  const [editing, setEditing] = useState(false);
  const [savingAs, setSavingAs] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const selected = state.selectedFilter;
  const applied = (filter: ListFilter) => onApply?.(filter);
  const apply = (values: FilterValues) => {
    setEditing(false);
    applied(state.apply(values));
  };
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast({ variant: 'success', message: done });
    } catch (error) {
      showToast({ variant: 'danger', title: t(30, 'Error'), message: toText(error) });
    }
  };
  const saveAs = (input: { filterName: string; isActive: boolean }) =>
    run(
      async () => {
        await state.save(input);
        setSavingAs(false);
      },
      t(28, 'Filter saved'),
    );

  return (
    <Stack gap="xs" role="group" aria-label={t(38, 'Filters')}>
      <Group gap="xs" align="flex-end">
        <Select
          label={t(1, 'Saved filter')}
          w={240}
          data={[
            { value: '', label: t(2, 'No saved filter') },
            ...state.savedFilters.map((f) => ({
              value: String(f.id),
              label: f.isActive ? `${f.filterName} (${t(34, 'default')})` : f.filterName,
            })),
          ]}
          value={selected ? String(selected.id) : ''}
          onChange={(v) => applied(state.select(v ? Number(v) : null))}
          allowDeselect={false}
          disabled={!state.isReady}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setEditing(true)}
        >
          {t(3, 'Edit filter')}
        </Button>
        {selected && (
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!state.isDirty}
            loading={state.isSaving && !savingAs}
            onClick={() => void run(() => state.save(), t(28, 'Filter saved'))}
          >
            {t(5, 'Save')}
          </Button>
        )}
        <Button variant="default" onClick={() => setSavingAs(true)}>
          {t(6, 'Save as…')}
        </Button>
        {selected && (
          <Button
            variant="subtle"
            leftSection={<IconStar size={16} />}
            onClick={() => void run(() => state.setDefault(!selected.isActive), t(28, 'Filter saved'))}
          >
            {selected.isActive ? t(35, 'Remove the default') : t(8, 'Set as default')}
          </Button>
        )}
        {selected && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
          >
            {t(7, 'Delete')}
          </Button>
        )}
        {(hasValues(state.values) || selected) && (
          <Button variant="subtle" leftSection={<IconX size={16} />} onClick={() => applied(state.clear())}>
            {t(9, 'Clear all')}
          </Button>
        )}
        {selected?.isActive && <Badge variant="light">{t(34, 'default')}</Badge>}
      </Group>
      <FilterChips
        fields={fields}
        values={state.values}
        options={options}
        statusOptions={statusOptions}
        onApply={(values) => applied(state.apply(values))}
      />
      <FilterEditor
        opened={editing}
        fields={fields}
        values={state.values}
        options={options}
        statusOptions={statusOptions}
        onApply={apply}
        onClose={() => setEditing(false)}
      />
      <SaveFilterAsModal
        opened={savingAs}
        initialName=""
        saving={state.isSaving}
        onSave={(input) => void saveAs(input)}
        onClose={() => setSavingAs(false)}
      />
      <ConfirmDialog
        opened={deleting}
        danger
        title={t(26, 'Delete the filter')}
        message={t(27, 'Delete the saved filter "{name}"?').replace('{name}', selected?.filterName ?? '')}
        onConfirm={async () => {
          applied(await state.remove());
          showToast({ variant: 'success', message: t(29, 'Filter deleted') });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
