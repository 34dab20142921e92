import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAdjustments,
  IconBuildingFactory2,
  IconCategory,
  IconClockDollar,
  IconMail,
  IconReceiptTax,
  IconSitemap,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href } from '../../../config/paths';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';

interface Entry {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** The project settings hub: one card per configuration screen. */
export default function SettingsScreen() {
  const t = useForm('settings');
  const routes = useForm('routes');
  const pay = useForm('pay-rules');
  const { claims } = useSession();
  const entries: Entry[] = [
    {
      to: href('projects/:id/update', { id: claims.ProjectID ?? 0 }),
      title: routes(101, 'Project administration'),
      text: t(
        2,
        'Dates, currency, modules, numbering, green reporting, legal entities and the crew profile form.',
      ),
      icon: <IconAdjustments />,
    },
    {
      to: href('departments'),
      title: routes(110, 'Departments'),
      text: t(3, 'Departments and their functions, cost centres and where they can be chosen.'),
      icon: <IconSitemap />,
    },
    {
      to: href('categories'),
      title: routes(109, 'Budget categories'),
      text: t(4, 'Budget categories with their cost centres.'),
      icon: <IconCategory />,
    },
    {
      to: href('suppliers'),
      title: routes(119, 'Suppliers'),
      text: t(5, 'Suppliers of the license, with addresses, VAT numbers and bank accounts.'),
      icon: <IconTruckDelivery />,
    },
    {
      to: href('settings/flags'),
      title: routes(122, 'Tax and custom flags'),
      text: t(6, 'Tax rates, custom fields, allowances and per diems.'),
      icon: <IconReceiptTax />,
    },
    {
      to: href('settings/paycodes'),
      title: routes(123, 'Payroll codes'),
      text: t(7, 'Payroll codes shared by the projects of the license.'),
      icon: <IconBuildingFactory2 />,
    },
    {
      to: href('settings/timesheet-pay'),
      title: routes(850, 'Timesheet pay settings'),
      text: pay(22, 'Base day, overtime bands and premiums of the timesheets; the payroll export.'),
      icon: <IconClockDollar />,
    },
    ...(claims.isAdmin === true
      ? [
          {
            to: href('settings/outbox'),
            title: routes(127, 'Sent messages'),
            text: t(8, 'Invitations, password resets and vCards the app sent for this project.'),
            icon: <IconMail />,
          },
        ]
      : []),
  ];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(1, 'Project settings')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {entries.map((entry) => (
          <Card key={entry.to} withBorder padding="lg" component={Link} to={entry.to}>
            <ThemeIcon variant="light" size="lg" mb="sm">
              {entry.icon}
            </ThemeIcon>
            <Text fw={600}>{entry.title}</Text>
            <Text size="sm" c="dimmed">
              {entry.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
