import { Button, Group, Select } from '@mantine/core';
import { FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { GREEN_TABLE_PAGE_SIZE } from '@setledger/shared/green/green.constants';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog, showToast, useErrorText } from '../../../components';
import {
  SaveFilterAsModal,
  useAddUpdAdvancedGlobalFilter,
  useAdvancedGlobalFilters,
  useDeleteAdvancedGlobalFilter,
} from '../../../components/filters';
import type { GreenTableFilter } from '../api/green.api';
import { fromSavedGreenFilter, toSavedGreenFilter } from './green-saved-filter';
import { useGreenTexts } from './green-ui';

const TYPE = FILTER_TYPES.greenTable;

/** Saved filters of type 'green table' (000 §3): pick one (the default preselected), save as, delete. */
export function GreenSavedFilters({
  filter,
  size,
  onLoad,
}: {
  filter: GreenTableFilter;
  size: number;
  onLoad: (filter: GreenTableFilter, size: number) => void;
}) {
  const t = useGreenTexts();
  const toText = useErrorText();
  const saved = useAdvancedGlobalFilters(TYPE);
  const save = useAddUpdAdvancedGlobalFilter(TYPE);
  const remove = useDeleteAdvancedGlobalFilter(TYPE);
  const [selected, setSelected] = useState<number | null>(null);
  const [savingAs, setSavingAs] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const list = saved.data ?? [];
  const loadedDefault = useRef(false);
  // The type's default filter applies once, when the saved filters arrive.
  useEffect(() => {
    if (loadedDefault.current || !saved.data) return;
    loadedDefault.current = true;
    const active = saved.data.find((f) => f.isActive);
    if (!active) return;
    setSelected(active.id);
    const { filter: next, size: perPage } = fromSavedGreenFilter(active);
    onLoad(next, perPage);
  }, [saved.data, onLoad]);
  const choose = (id: string | null) => {
    const chosen = list.find((f) => String(f.id) === id) ?? null;
    setSelected(chosen?.id ?? null);
    if (chosen) {
      const { filter: next, size: perPage } = fromSavedGreenFilter(chosen);
      onLoad(next, perPage);
    } else onLoad({}, size);
  };
  const saveAs = async (input: { filterName: string; isActive: boolean }) => {
    try {
      const row = await save.mutateAsync({
        filterId: null,
        filter: toSavedGreenFilter(filter, size, input.filterName, input.isActive),
      });
      setSelected(row.id);
      setSavingAs(false);
      showToast({ variant: 'success', message: t(148, 'Filter saved') });
    } catch (error) {
      showToast({ variant: 'danger', title: t(149, 'Error'), message: toText(error) });
    }
  };
  const chosen = list.find((f) => f.id === selected) ?? null;
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t(146, 'Saved filter')}
        w={240}
        data={[
          { value: '', label: t(147, 'No saved filter') },
          ...list.map((f) => ({ value: String(f.id), label: f.filterName })),
        ]}
        value={selected ? String(selected) : ''}
        onChange={(v) => choose(v || null)}
        allowDeselect={false}
      />
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={() => setSavingAs(true)}
      >
        {t(150, 'Save the filter as…')}
      </Button>
      {chosen && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          {t(151, 'Delete the filter')}
        </Button>
      )}
      <SaveFilterAsModal
        opened={savingAs}
        initialName=""
        saving={save.isPending}
        onSave={(input) => void saveAs(input)}
        onClose={() => setSavingAs(false)}
      />
      <ConfirmDialog
        opened={deleting}
        danger
        title={t(151, 'Delete the filter')}
        message={t(152, 'Delete the saved filter "{name}"?').replace('{name}', chosen?.filterName ?? '')}
        onConfirm={async () => {
          if (chosen) await remove.mutateAsync(chosen.id);
          setSelected(null);
          // Deleting a saved filter resets the paging to 20 (000 §4).
          onLoad({}, GREEN_TABLE_PAGE_SIZE);
          showToast({ variant: 'success', message: t(153, 'Filter deleted') });
        }}
        onClose={() => setDeleting(false)}
      />
    </Group>
  );
}
