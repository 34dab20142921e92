import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner, PageLoader } from '../../../components';
import { useForm } from '../../../lib/i18n';
import { adminGreenDashboardQuery } from '../api/green-dashboard.api';
import { GreenChart } from '../components/GreenChart';
import { GreenFigures } from '../components/GreenFigures';
import { GrossAndRemovals } from '../components/GrossAndRemovals';

/**
 * carbon-footprint (issue 14): the production's footprint by category and by phase, each as a chart and a table,
 * with the gross totals. Gross: removals and offsets are reported beside emissions, never deducted from them.
 */
export default function CarbonFootprintScreen() {
  const t = useForm('green-dashboard');
  const query = useQuery(adminGreenDashboardQuery());
  const dashboard = query.data;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t(42, 'Carbon footprint')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(43, 'Gross emissions in kg CO2e: removals and offsets are never deducted from them.')}
      </Text>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {dashboard && dashboard.totals.entries === 0 && <GrossAndRemovals dashboard={dashboard} />}
      {dashboard && dashboard.totals.entries === 0 && (
        <Alert color="gray" data-testid="green-empty">
          {t(17, 'No carbon entry yet: the figures appear with the first one.')}
        </Alert>
      )}
      {dashboard && dashboard.totals.entries > 0 && (
        <>
          <GreenFigures dashboard={dashboard} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <GreenChart
              title={t(18, 'By category')}
              kind="category"
              rows={dashboard.byCategory}
              isTableOpen
            />
            <GreenChart title={t(20, 'By phase')} kind="phase" rows={dashboard.byPhase} isTableOpen />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
