import { useEffect } from 'react';
import { useCloseButtonProps } from './close-button';
import { setToastCloseLabel } from './toast';

/** Gives the toasts' close button its name in the reader's language (WCAG 4.1.2: every control is named). */
export function ToastCloseLabel() {
  const { 'aria-label': label } = useCloseButtonProps();
  useEffect(() => setToastCloseLabel(label), [label]);
  return null;
}
