import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, PageLoader, ResponsiveTable } from '../../../components';
import { passesGuard } from '../../../config/route-types';
import { useFormat, useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { MONEY_FIGURE_KEYS } from '../../../lib/money-figures';
import { useProjectModules } from '../../../lib/project-modules';
import { useSession } from '../../../lib/session-context';
import { type DashboardLine, getAdminDashboard, getUserDashboard } from '../api/dashboard.api';
import { AdminGreenSection, UserGreenSection } from '../components/GreenDashboardSections';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid="figure">
        {value}
      </Text>
    </Card>
  );
}

function Lines({ title, lines }: { title: string; lines: DashboardLine[] }) {
  const t = useForm('dashboard');
  const money = useMoney();
  const format = useFormat();
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(15, 'Nothing to show yet.')}
        </Text>
      ) : (
        <ResponsiveTable minWidth={480}>
          <Table striped>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.date ? format.date(line.date) : ''}</Table.Td>
                  <Table.Td>{line.userName}</Table.Td>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
    </Card>
  );
}

function AdminSection() {
  const t = useForm('dashboard');
  const money = useMoney();
  const admin = useQuery({
    queryKey: MONEY_FIGURE_KEYS.adminDashboard,
    queryFn: getAdminDashboard,
    // Totals change with every document sent or decided: read afresh on each visit (issue 12 item 18).
    staleTime: 0,
  });
  if (admin.isPending) return <PageLoader />;
  if (admin.isError) return <ErrorBanner error={admin.error} />;
  const d = admin.data;
  return (
    <Stack>
      <Title order={2} size="h3">
        {t(5, 'Production overview')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t(6, 'Project expenses')} value={money(d.totalExpenses)} />
        <Figure label={t(7, 'Salaries')} value={money(d.totalSalaries)} />
        <Figure label={t(8, 'Purchase orders')} value={money(d.totalPurchaseOrders)} />
        <Figure label={t(9, 'Timesheets to validate')} value={d.numTsToValidate} />
        <Figure label={t(10, 'Expenses to validate')} value={d.numExpToValidate} />
        <Figure label={t(11, 'Purchase orders to validate')} value={d.numPoToValidate} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Lines title={t(12, 'Timesheet days')} lines={d.timesheetDays} />
        <Lines title={t(13, 'Expense items')} lines={d.expenseItems} />
        <Lines title={t(14, 'Purchase order items')} lines={d.poItems} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * 001 §3.4: the caller's own figures; administrators and production also see the project's. With the green
 * module, every member sees their own footprint, and who reads green reporting (001 §6) the production's.
 */
export default function MyDashboardScreen() {
  const t = useForm('dashboard');
  const money = useMoney();
  const { claims } = useSession();
  const mine = useQuery({
    queryKey: MONEY_FIGURE_KEYS.userDashboard,
    queryFn: getUserDashboard,
    staleTime: 0,
  });
  const isManager = claims.isAdmin === true || claims.isProd === true;
  const modules = useProjectModules();
  const isGreen = modules?.has('useGreen') === true;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'My dashboard')}
        </Title>
      </Group>
      {mine.isPending && <PageLoader />}
      {mine.isError && <ErrorBanner error={mine.error} />}
      {mine.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t(2, 'My expenses')} value={money(mine.data.myTotalExpenses)} />
          <Figure label={t(3, 'My salary')} value={money(mine.data.myTotalSalary)} />
          <Figure label={t(4, 'My purchase orders')} value={money(mine.data.myTotalPurchaseOrders)} />
        </SimpleGrid>
      )}
      {isManager && <AdminSection />}
      {isGreen && <UserGreenSection />}
      {isGreen && passesGuard('greenReader', claims) && <AdminGreenSection />}
    </Stack>
  );
}
