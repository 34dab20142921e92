import { Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCloseButtonProps } from './close-button';

export { useCloseButtonProps };

export type BaseModalSize = 'sm' | 'lg' | 'xl';

interface BaseModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** 001 §2.4 item 7: sm, lg or xl; sm by default. */
  size?: BaseModalSize;
  footer?: ReactNode;
  children: ReactNode;
}

export function BaseModal({ opened, onClose, title, size = 'sm', footer, children }: BaseModalProps) {
  const closeButtonProps = useCloseButtonProps();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      data-size={size}
      closeButtonProps={closeButtonProps}
    >
      {children}
      {footer && (
        <Group justify="flex-end" mt="lg">
          {footer}
        </Group>
      )}
    </Modal>
  );
}
