import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import Decimal from 'decimal.js';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { GreenDashboard } from '../api/green-dashboard.api';
import { GrossAndRemovals } from './GrossAndRemovals';

function Figure({ label, kg, note }: { label: string; kg: string; note?: string }) {
  const format = useFormat();
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid="green-figure">
        {format.mass(kg)}
      </Text>
      {note && (
        <Badge color="orange" variant="light" mt={4}>
          {note}
        </Badge>
      )}
    </Card>
  );
}

/** The §3.4 green fields (001 §3.4) and the totals, kg CO2e in kg or T (001 §9), actual and pending apart. */
export function GreenFigures({ dashboard }: { dashboard: GreenDashboard }) {
  const t = useForm('green-dashboard');
  const format = useFormat();
  const { totals } = dashboard;
  const hasEstimates = new Decimal(totals.estimateKgCo2e).greaterThan(0);
  const hasExcluded = new Decimal(totals.excludedKgCo2e).greaterThan(0);
  return (
    <Stack gap="sm">
      <GrossAndRemovals dashboard={dashboard} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label={t(11, 'Total generated')}
          kg={dashboard.totalGenerated}
          note={
            hasEstimates ? `${t(16, 'Includes estimates')}: ${format.mass(totals.estimateKgCo2e)}` : undefined
          }
        />
        <Figure label={t(12, 'Actual (validated)')} kg={totals.actualKgCo2e} />
        <Figure label={t(13, 'Pending (not validated yet)')} kg={totals.pendingKgCo2e} />
      </SimpleGrid>
      {hasExcluded && (
        <Text size="sm" c="dimmed">
          {t(14, 'Excluded (refused sources), not counted')}: {format.mass(totals.excludedKgCo2e)}
        </Text>
      )}
      <Title order={3} size="h5">
        {t(41, 'By area')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label={t(3, 'Transport')} kg={dashboard.transport} />
        <Figure label={t(4, 'Accommodation')} kg={dashboard.accomodation} />
        <Figure label={t(5, 'Energy')} kg={dashboard.energy} />
        <Figure label={t(6, 'Locations')} kg={dashboard.locations} />
        <Figure label={t(7, 'Other expenses')} kg={dashboard.expenses} />
        <Figure label={t(8, 'Waste')} kg={dashboard.waste} />
        <Figure label={t(9, 'TGS economy')} kg={dashboard.tGSEconomy} />
        <Figure label={t(10, 'TGS eco paper')} kg={dashboard.tGSEcoPaper} />
      </SimpleGrid>
    </Stack>
  );
}
