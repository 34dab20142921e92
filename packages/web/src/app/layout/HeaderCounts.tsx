import { ActionIcon, Badge, Group, Indicator, Menu } from '@mantine/core';
import { HEADER_COUNTS } from '@setledger/shared/session/header.constants';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { getHeaderData, type HeaderCount } from '../../lib/api/shell.api';
import { useForm } from '../../lib/i18n';
import { useSession } from '../../lib/session-context';

/** Label number in the `shell` form, English label and the list a click opens, per count of 001 §3.5. */
export const COUNT_INFO: Record<HeaderCount, { n: number; en: string; to: string }> = {
  numDocToRead: { n: 2, en: 'Documents to read', to: paths.myDocuments() },
  numDocToSign: { n: 3, en: 'Documents to sign', to: paths.myDocuments() },
  numAccToRead: { n: 4, en: 'Accommodations to read', to: paths.myAccommodations() },
  numTsToValidate: { n: 5, en: 'Timesheets to validate', to: paths.validateTimesheets.list() },
  numPoToValidate: { n: 6, en: 'Purchase orders to validate', to: paths.validatePurchaseOrders.list() },
  numExpToValidate: { n: 7, en: 'Expenses to validate', to: paths.validateExpenses.list() },
  numTsRefused: { n: 8, en: 'Refused timesheets', to: paths.myTimesheets.list() },
  numExpRefused: { n: 9, en: 'Refused expenses', to: paths.myExpenses.list() },
  numPoRefused: { n: 10, en: 'Refused purchase orders', to: paths.myPurchaseOrders() },
  numExpItemRefused: { n: 11, en: 'Refused expense items', to: paths.myExpenses.list() },
  numInvoiceRefused: { n: 12, en: 'Refused invoices', to: paths.myInvoices() },
  numInvoiceToValidate: { n: 13, en: 'Invoices to validate', to: paths.validateExpenses.list() },
};

/**
 * The header's notification counts (001 §3.5, §7.1): each non-zero count as a labelled badge (wide screens)
 * and the server's total on the bell, whose menu lists the same counts on every screen size.
 */
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
  const counts = data ? HEADER_COUNTS.filter((c) => data[c] > 0) : [];
  const label = (c: (typeof counts)[number]) => t(COUNT_INFO[c].n, COUNT_INFO[c].en);
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={4} wrap="nowrap" visibleFrom="lg" data-testid="header-count-badges">
        {counts.map((c) => (
          <Badge
            key={c}
            component={Link}
            to={COUNT_INFO[c].to}
            variant="light"
            style={{ cursor: 'pointer' }}
            aria-label={`${label(c)}: ${data?.[c]}`}
            leftSection={<b>{data?.[c]}</b>}
          >
            {label(c)}
          </Badge>
        ))}
      </Group>
      {/* The indicator wraps the menu, so the menu's aria-expanded lands on the button, not on a div. */}
      <Indicator label={total} size={18} disabled={total === 0} color="red" offset={4}>
        <Menu position="bottom-end" width={280} shadow="md" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" size="lg" aria-label={`${t(1, 'Notifications')}: ${total}`}>
              <IconBell size={22} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {/* A menu holds menu items only (WCAG 1.3.1), its name is the bell's: no label row, and the empty
                state is an item that does nothing. */}
            {counts.length === 0 && <Menu.Item disabled>{t(14, 'No notifications')}</Menu.Item>}
            {counts.map((c) => (
              <Menu.Item
                key={c}
                onClick={() => void navigate(COUNT_INFO[c].to)}
                rightSection={<Badge>{data?.[c]}</Badge>}
              >
                {label(c)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Indicator>
    </Group>
  );
}
