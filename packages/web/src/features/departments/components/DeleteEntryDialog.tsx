import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BaseModal, showToast, useErrorText } from '../../../components';
import { useForm } from '../../../lib/i18n';

interface DeleteEntryDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** Offers to delete the linked budget category too (DeleteCategory). */
  hasLinkedCategory: boolean;
  onConfirm: (deleteCategory: boolean) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Confirmation before deleting a department or function, with the choice to remove its linked category. A
 * refusal (CONFLICT: members, expenses or POs still use it) shows the server's reason and keeps the dialog.
 */
export function DeleteEntryDialog(props: DeleteEntryDialogProps) {
  const t = useForm('departments');
  const toText = useErrorText();
  const [withCategory, setWithCategory] = useState(false);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (props.opened) setWithCategory(false);
  }, [props.opened]);

  const confirm = async () => {
    setRunning(true);
    try {
      await props.onConfirm(props.hasLinkedCategory && withCategory);
      props.onClose();
    } catch (error) {
      showToast({ variant: 'danger', title: t(20, 'Error'), message: toText(error) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <BaseModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      footer={
        <Group>
          <Button variant="default" onClick={props.onClose} disabled={running}>
            {t(21, 'NO')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={running}>
            {t(22, 'YES')}
          </Button>
        </Group>
      }
    >
      <Stack>
        <Text>{props.message}</Text>
        {props.hasLinkedCategory && (
          <Checkbox
            label={t(23, 'Also delete the linked budget category')}
            checked={withCategory}
            onChange={(e) => setWithCategory(e.currentTarget.checked)}
          />
        )}
      </Stack>
    </BaseModal>
  );
}
