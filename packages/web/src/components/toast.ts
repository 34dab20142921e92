import { notifications } from '@mantine/notifications';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';
export type ToastPosition = 'center' | 'left' | 'right';

/** 001 §2.4 item 9 / §9: success hides after 3000 ms, every other variant after 4000 ms. */
export const TOAST_DELAY = { success: 3000, other: 4000 } as const;

const COLOR: Record<ToastVariant, string> = {
  success: 'teal',
  danger: 'red',
  warning: 'yellow',
  info: 'blue',
};
const POSITION = { center: 'top-center', left: 'top-left', right: 'top-right' } as const;

/** The name of a toast's close button, in the reader's language (set by ToastCloseLabel inside the texts). */
let closeLabel = 'Close';
export function setToastCloseLabel(label: string): void {
  closeLabel = label;
}

export function toastDelay(variant: ToastVariant): number {
  return variant === 'success' ? TOAST_DELAY.success : TOAST_DELAY.other;
}

export function showToast(options: {
  variant: ToastVariant;
  title?: string;
  message: string;
  position?: ToastPosition;
}) {
  return notifications.show({
    title: options.title,
    message: options.message,
    color: COLOR[options.variant],
    autoClose: toastDelay(options.variant),
    position: POSITION[options.position ?? 'right'],
    withBorder: true,
    closeButtonProps: { 'aria-label': closeLabel },
  });
}
