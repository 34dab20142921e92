import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from '../../lib/i18n';
import { useShellProfile } from '../../lib/project-modules';

/** While the server has the demo accounts (published password), every screen says so (issue 12 item 6). */
export function DemoAccountsBanner() {
  const t = useForm('shell');
  const { data: profile } = useShellProfile();
  if (!profile?.demoAccounts) return null;
  const title = t(1100, 'Demo server');
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={title} aria-label={title} mb="md">
      {t(
        1101,
        'Demo accounts with a published password exist on this server. Do not enter real data here; remove the demo accounts before others use it.',
      )}
    </Alert>
  );
}
