import { useForm } from '../lib/i18n';

/**
 * The name of a modal's, drawer's or toast's close button (Mantine's has none: WCAG 4.1.2, issue 12 item 30).
 * Its own file: the toasts need it on the first screen, which does not load Mantine's Modal (issue 17).
 */
export function useCloseButtonProps(): { 'aria-label': string } {
  const t = useForm('ui-confirm-dialog');
  return { 'aria-label': t(2200, 'Close') };
}
