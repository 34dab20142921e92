import { Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from '../lib/i18n';

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

/** The name of a modal's or drawer's close button (Mantine's has none: WCAG 4.1.2, issue 12 item 30). */
export function useCloseButtonProps(): { 'aria-label': string } {
  const t = useForm('ui-confirm-dialog');
  return { 'aria-label': t(2200, 'Close') };
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
