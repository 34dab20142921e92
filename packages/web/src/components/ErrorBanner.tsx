import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from '../lib/i18n';
import { type ERROR_LABELS, errorText, type FieldLabels } from './error-text';
import { showToast } from './toast';

/** Responsive mode (001 §2.4 item 12): 768 px wide or less. */
const SMALL_SCREEN = '(max-width: 768px)';

/** The error's text in the user's language; `fields` names a field as the form labels it. */
export function useErrorText(fields?: FieldLabels): (error: unknown) => string {
  const t = useForm('ui-error-banner');
  return (error) =>
    errorText(
      error,
      {
        network: t(2, 'network error'),
        unknown: t(3, 'unknown error: '),
        noMessage: t(2200, 'The server could not complete the request (HTTP {status}).'),
        tooLarge: t(2201, 'The request is too large for the server (HTTP 413).'),
      } satisfies typeof ERROR_LABELS,
      fields,
    );
}

/**
 * 001 §2.4 item 5: shows the error text and scrolls to the top. The danger toast titled 'Error' is the spec's
 * extra for small screens only: on a wide screen it repeated the banner beside it (issue 12 item 29).
 */
export function ErrorBanner({ error, fields }: { error: unknown; fields?: FieldLabels }) {
  const t = useForm('ui-error-banner');
  const toText = useErrorText(fields);
  const text = error ? toText(error) : '';
  const title = t(1, 'Error');
  useEffect(() => {
    if (!text) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (window.matchMedia(SMALL_SCREEN).matches) showToast({ variant: 'danger', title, message: text });
  }, [text, title]);
  if (!text) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      mb="md"
    >
      {text}
    </Alert>
  );
}
