import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from '../../lib/i18n';
import { useCloseButtonProps } from '..';

/** 'Save as…': a name and whether the new filter becomes the default of its list. */
export function SaveFilterAsModal({
  opened,
  initialName,
  saving,
  onSave,
  onClose,
}: {
  opened: boolean;
  initialName: string;
  saving: boolean;
  onSave: (input: { filterName: string; isActive: boolean }) => void;
  onClose: () => void;
}) {
  const closeButtonProps = useCloseButtonProps();
  const t = useForm('filters');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(36, 'Save the filter as')}
      size="sm"
      centered
      closeButtonProps={closeButtonProps}
    >
      {opened && <SaveAsForm initialName={initialName} saving={saving} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function SaveAsForm({
  initialName,
  saving,
  onSave,
  onClose,
}: {
  initialName: string;
  saving: boolean;
  onSave: (input: { filterName: string; isActive: boolean }) => void;
  onClose: () => void;
}) {
  const t = useForm('filters');
  const [name, setName] = useState(initialName);
  const [isActive, setActive] = useState(false);
  const [touched, setTouched] = useState(false);
  const missing = name.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) onSave({ filterName: name.trim(), isActive });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <TextInput
          label={t(23, 'Filter name')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.currentTarget.value)}
          error={touched && missing ? t(39, 'Give the filter a name.') : undefined}
          data-autofocus
        />
        <Checkbox
          label={t(24, 'Make it the default filter')}
          checked={isActive}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t(25, 'Cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t(5, 'Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
