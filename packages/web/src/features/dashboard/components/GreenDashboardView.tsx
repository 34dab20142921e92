import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '../../../lib/i18n';
import type { GreenDashboard } from '../api/green-dashboard.api';
import { GreenChart } from './GreenChart';
import { GreenFigures } from './GreenFigures';

/** A green dashboard (001 §3.4): its figures and its four breakdowns, or an empty state before any entry. */
export function GreenDashboardView({ dashboard }: { dashboard: GreenDashboard }) {
  const t = useForm('green-dashboard');
  if (dashboard.totals.entries === 0)
    return (
      <Text c="dimmed" data-testid="green-empty">
        {t(17, 'No carbon entry yet: the figures appear with the first one.')}
      </Text>
    );
  return (
    <Stack>
      <GreenFigures dashboard={dashboard} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <GreenChart title={t(18, 'By category')} kind="category" rows={dashboard.byCategory} />
        <GreenChart title={t(19, 'By department')} kind="department" rows={dashboard.byDepartment} />
        <GreenChart title={t(20, 'By phase')} kind="phase" rows={dashboard.byPhase} />
        <GreenChart title={t(21, 'Over time')} kind="month" rows={dashboard.byMonth} chart="area" />
      </SimpleGrid>
    </Stack>
  );
}
