import { Center, Loader as MantineLoader } from '@mantine/core';
import { useForm } from '../lib/i18n';

/** 001 §2.4 item 13: bars, colour #00A09C, 64x64. */
export const LOADER_COLOR = '#00A09C';

export function Loader() {
  const t = useForm('ui-loader');
  // A named loader is a status (an aria-label on an element without a role is not read, WCAG 4.1.2).
  return (
    <MantineLoader type="bars" color={LOADER_COLOR} size={64} role="status" aria-label={t(1, 'Loading')} />
  );
}

export function PageLoader() {
  const t = useForm('ui-loader');
  return (
    <Center role="status" aria-label={t(1, 'Loading')} mih="50vh">
      <MantineLoader type="bars" color={LOADER_COLOR} size={64} />
    </Center>
  );
}
