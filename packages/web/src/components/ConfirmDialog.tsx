import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from '../lib/i18n';
import { useCloseButtonProps } from './BaseModal';
import { useErrorText } from './ErrorBanner';
import { showToast } from './toast';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => Promise<unknown> | unknown;
  onClose: () => void;
  danger?: boolean;
}

/** 001 §2.4 item 8: YES / NO; a failed action shows a danger toast 'Error' with the message and stays open. */
export function ConfirmDialog({ opened, title, message, onConfirm, onClose, danger }: ConfirmDialogProps) {
  const closeButtonProps = useCloseButtonProps();
  const t = useForm('ui-confirm-dialog');
  const toText = useErrorText();
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      showToast({ variant: 'danger', title: t(3, 'Error'), message: toText(error) });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
      centered
      closeButtonProps={closeButtonProps}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={running}>
          {t(2, 'NO')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} loading={running}>
          {t(1, 'YES')}
        </Button>
      </Group>
    </Modal>
  );
}
