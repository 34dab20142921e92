import { AreaChart, BarChart } from '@mantine/charts';
import { Button, Card, Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { ResponsiveTable } from '../../../components';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { GreenBreakdown } from '../api/green-dashboard.api';
import { GREEN_SERIES_COLORS } from './green-chart-colors';
import { type BreakdownKind, useBreakdownLabel } from './green-labels';

interface Props {
  title: string;
  kind: BreakdownKind;
  rows: GreenBreakdown[];
  /** Bars (categories, departments, phases) or an area over time (months). */
  chart?: 'bar' | 'area';
  /** Shows the table from the start (a report screen), not only on demand. */
  isTableOpen?: boolean;
}

/**
 * One breakdown as a chart with its text alternative (WCAG 1.1.1): a table of the same figures, read by screen
 * readers at all times and shown on demand; the chart itself is hidden from them. Actual and pending stack apart.
 */
export function GreenChart({ title, kind, rows, chart = 'bar', isTableOpen = false }: Props) {
  const t = useForm('green-dashboard');
  const format = useFormat();
  const label = useBreakdownLabel();
  const [isTableShown, setTableShown] = useState(isTableOpen);
  const tableId = useId();
  const heading = `${tableId}-title`;
  const data = rows.map((row) => ({
    name: label(kind, row),
    actual: Number(row.totals.actualKgCo2e),
    pending: Number(row.totals.pendingKgCo2e),
  }));
  const series = [
    { name: 'actual', label: t(12, 'Actual (validated)'), color: GREEN_SERIES_COLORS.actual },
    { name: 'pending', label: t(13, 'Pending (not validated yet)'), color: GREEN_SERIES_COLORS.pending },
  ];
  const common = {
    h: chart === 'area' ? 240 : Math.max(200, rows.length * 36 + 60),
    data,
    dataKey: 'name',
    series,
    type: 'stacked' as const,
    withLegend: true,
    accessibilityLayer: false,
    valueFormatter: (kg: number) => format.mass(kg),
  };
  const table = (
    <ResponsiveTable minWidth={420}>
      <Table striped aria-labelledby={heading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columnName(t, kind)}</Table.Th>
            <Table.Th ta="right">{t(12, 'Actual (validated)')}</Table.Th>
            <Table.Th ta="right">{t(13, 'Pending (not validated yet)')}</Table.Th>
            <Table.Th ta="right">{t(15, 'Of which estimates')}</Table.Th>
            <Table.Th ta="right">{t(24, 'Total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key ?? 'none'}>
              <Table.Td>{label(kind, row)}</Table.Td>
              <Table.Td ta="right">{format.mass(row.totals.actualKgCo2e)}</Table.Td>
              <Table.Td ta="right">{format.mass(row.totals.pendingKgCo2e)}</Table.Td>
              <Table.Td ta="right">{format.mass(row.totals.estimateKgCo2e)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {format.mass(row.totals.kgCo2e)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={heading}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={heading}>
          {title}
        </Title>
        {rows.length > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={isTableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {isTableShown ? t(23, 'Hide the table') : t(22, 'Show the figures as a table')}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(17, 'No carbon entry yet: the figures appear with the first one.')}
        </Text>
      ) : (
        <>
          <div aria-hidden="true">
            {chart === 'area' ? <AreaChart {...common} /> : <BarChart {...common} orientation="vertical" />}
          </div>
          <div id={tableId}>{isTableShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}</div>
        </>
      )}
    </Card>
  );
}

function columnName(t: (n: number, en: string) => string, kind: BreakdownKind): string {
  if (kind === 'category') return t(26, 'Category');
  if (kind === 'department') return t(27, 'Department');
  if (kind === 'phase') return t(28, 'Phase');
  return t(29, 'Month');
}
