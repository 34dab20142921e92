import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from '../lib/i18n';
import { errorText } from './error-text';
import { showToast } from './toast';

export function useErrorText(): (error: unknown) => string {
  const t = useForm('ui-error-banner');
  return (error) => errorText(error, { network: t(2, 'network error'), unknown: t(3, 'unknown error: ') });
}

/** 001 §2.4 item 5: shows the error text, scrolls to the top and raises a danger toast titled 'Error'. */
export function ErrorBanner({ error }: { error: unknown }) {
  const t = useForm('ui-error-banner');
  const toText = useErrorText();
  const text = error ? toText(error) : '';
  const title = t(1, 'Error');
  useEffect(() => {
    if (!text) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
    showToast({ variant: 'danger', title, message: text });
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
