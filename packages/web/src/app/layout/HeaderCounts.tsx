import { ActionIcon, Badge, Indicator, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useForm } from '../../lib/i18n';
import { useSession } from '../../lib/session-context';
import { getHeaderData, type HeaderCount } from '../api/shell.api';

/** Label number in the `shell` form, English label and where a click leads, per count of 001 §3.5. */
const COUNT_INFO: Record<HeaderCount, { n: number; en: string; to: string }> = {
  numDocToRead: { n: 2, en: 'Documents to read', to: '/mydocuments' },
  numDocToSign: { n: 3, en: 'Documents to sign', to: '/mydocuments' },
  numAccToRead: { n: 4, en: 'Accommodations to read', to: '/myaccomodations' },
  numTsToValidate: { n: 5, en: 'Timesheets to validate', to: '/validateTS' },
  numPoToValidate: { n: 6, en: 'Purchase orders to validate', to: '/validatePO' },
  numExpToValidate: { n: 7, en: 'Expenses to validate', to: '/validateExp' },
  numTsRefused: { n: 8, en: 'Refused timesheets', to: '/mytimesheets' },
  numExpRefused: { n: 9, en: 'Refused expenses', to: '/myexpenses' },
  numPoRefused: { n: 10, en: 'Refused purchase orders', to: '/mypo' },
  numExpItemRefused: { n: 11, en: 'Refused expense items', to: '/myexpenses' },
  numInvoiceRefused: { n: 12, en: 'Refused invoices', to: '/myinvoices' },
  numInvoiceToValidate: { n: 13, en: 'Invoices to validate', to: '/validateExp' },
};

/** The header's notification counts and their total badge (001 §3.5, §7.1). */
export function HeaderCounts() {
  const t = useForm('shell');
  const navigate = useNavigate();
  const { claims } = useSession();
  const { data } = useQuery({
    queryKey: ['header-data', claims.ProjectID],
    queryFn: () => getHeaderData(claims.ProjectID),
    refetchInterval: 60_000,
  });
  const total = data?.totalNotifications ?? 0;
  const counts = data ? (Object.keys(COUNT_INFO) as HeaderCount[]).filter((c) => data[c] > 0) : [];
  return (
    <Menu position="bottom-end" width={280} shadow="md">
      <Menu.Target>
        <Indicator label={total} size={18} disabled={total === 0} color="red" offset={4}>
          <ActionIcon variant="subtle" size="lg" aria-label={`${t(1, 'Notifications')}: ${total}`}>
            <IconBell size={22} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(1, 'Notifications')}</Menu.Label>
        {counts.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {t(14, 'No notifications')}
          </Text>
        )}
        {counts.map((c) => (
          <Menu.Item
            key={c}
            onClick={() => void navigate(COUNT_INFO[c].to)}
            rightSection={<Badge>{data?.[c]}</Badge>}
          >
            {t(COUNT_INFO[c].n, COUNT_INFO[c].en)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
