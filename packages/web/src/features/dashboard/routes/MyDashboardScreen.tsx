import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatShortDate } from '@setledger/shared/format/dates';
import { toMoneyString } from '@setledger/shared/format/money';
import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, PageLoader } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import { type DashboardLine, getAdminDashboard, getUserDashboard } from '../api/dashboard.api';

function useMoney() {
  const { language } = useSession();
  const format = new Intl.NumberFormat(languageCodeToTag(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // The decimal text goes to Intl as it is (no binary float), rounded once to 2 decimals.
  return (amount: string, symbol: string) =>
    `${format.format(toMoneyString(amount) as `${number}`)} ${symbol}`;
}

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

function Lines({ title, lines, symbol }: { title: string; lines: DashboardLine[]; symbol: string }) {
  const t = useForm('dashboard');
  const money = useMoney();
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
        <Table striped>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.date ? formatShortDate(line.date) : ''}</Table.Td>
                <Table.Td>{line.userName}</Table.Td>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right">{money(line.amount, symbol)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function AdminSection() {
  const t = useForm('dashboard');
  const money = useMoney();
  const admin = useQuery({ queryKey: ['admin-dashboard'], queryFn: getAdminDashboard });
  if (admin.isPending) return <PageLoader />;
  if (admin.isError) return <ErrorBanner error={admin.error} />;
  const d = admin.data;
  return (
    <Stack>
      <Title order={2} size="h3">
        {t(5, 'Production overview')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label={t(6, 'Project expenses')} value={money(d.totalExpenses, d.currencySymbol)} />
        <Figure label={t(7, 'Salaries')} value={money(d.totalSalaries, d.currencySymbol)} />
        <Figure label={t(8, 'Purchase orders')} value={money(d.totalPurchaseOrders, d.currencySymbol)} />
        <Figure label={t(9, 'Timesheets to validate')} value={d.numTsToValidate} />
        <Figure label={t(10, 'Expenses to validate')} value={d.numExpToValidate} />
        <Figure label={t(11, 'Purchase orders to validate')} value={d.numPoToValidate} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Lines title={t(12, 'Timesheet days')} lines={d.timesheetDays} symbol={d.currencySymbol} />
        <Lines title={t(13, 'Expense items')} lines={d.expenseItems} symbol={d.currencySymbol} />
        <Lines title={t(14, 'Purchase order items')} lines={d.poItems} symbol={d.currencySymbol} />
      </SimpleGrid>
    </Stack>
  );
}

/** 001 §3.4: the caller's own figures; administrators and production also see the project's. */
export default function MyDashboardScreen() {
  const t = useForm('dashboard');
  const money = useMoney();
  const { claims } = useSession();
  const mine = useQuery({ queryKey: ['user-dashboard'], queryFn: getUserDashboard });
  const isManager = claims.isAdmin === true || claims.isProd === true;
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
          <Figure
            label={t(2, 'My expenses')}
            value={money(mine.data.myTotalExpenses, mine.data.currencySymbol)}
          />
          <Figure
            label={t(3, 'My salary')}
            value={money(mine.data.myTotalSalary, mine.data.currencySymbol)}
          />
          <Figure
            label={t(4, 'My purchase orders')}
            value={money(mine.data.myTotalPurchaseOrders, mine.data.currencySymbol)}
          />
        </SimpleGrid>
      )}
      {isManager && <AdminSection />}
    </Stack>
  );
}
