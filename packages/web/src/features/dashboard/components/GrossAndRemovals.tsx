import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { GreenDashboard } from '../api/green-dashboard.api';

function Figure({
  label,
  kg,
  testId,
  isHeadline,
}: {
  label: string;
  kg: string;
  testId: string;
  isHeadline?: boolean;
}) {
  const format = useFormat();
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={isHeadline ? 700 : 500} size={isHeadline ? 'xl' : 'lg'} data-testid={testId}>
        {format.mass(kg)}
      </Text>
    </Card>
  );
}

/**
 * Gross emissions and, beside them, removals and offsets (issue 14): never netted silently. The gross stays the
 * headline; the one net figure is named for what it is, "Gross − removals". Nothing without the removal module.
 */
export function GrossAndRemovals({ dashboard }: { dashboard: GreenDashboard }) {
  const t = useForm('carbon-removal');
  const removals = dashboard.removals;
  if (!removals) return null;
  return (
    <Stack gap="xs" data-testid="gross-and-removals">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label={t(46, 'Gross emissions')}
          kg={dashboard.totalGenerated}
          testId="gross-emissions"
          isHeadline
        />
        <Figure label={t(47, 'Removals and offsets')} kg={removals.kgCo2e} testId="removals-offsets" />
        <Figure
          label={t(48, 'Gross − removals')}
          kg={removals.grossMinusRemovalsKgCo2e}
          testId="gross-minus-removals"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t(
          49,
          'Gross emissions stay the headline: removals and offsets are shown beside them, never deducted.',
        )}
      </Text>
    </Stack>
  );
}
