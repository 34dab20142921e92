import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner, PageLoader, ResponsiveTable } from '../../../components';
import { useFormat } from '../../../lib/format';
import { type CarbonForecastDay, carbonBudgetKeys, getCarbonForecastHistory } from '../api/carbon-budget.api';
import { useCarbonBudgetTexts } from './carbon-budget-ui';

const SERIES = [
  { key: 'planned', color: 'var(--mantine-color-gray-7)', dash: '6 4' },
  { key: 'actual', color: 'var(--mantine-color-teal-8)', dash: undefined },
  { key: 'committed', color: 'var(--mantine-color-blue-8)', dash: '2 3' },
  { key: 'forecast', color: 'var(--mantine-color-orange-9)', dash: undefined },
] as const;
type SeriesKey = (typeof SERIES)[number]['key'];

/** The four series as lines over the days, drawn in SVG (the table beside it carries the figures). */
function HistoryChart({ days, labels }: { days: CarbonForecastDay[]; labels: Record<SeriesKey, string> }) {
  const width = 640;
  const height = 220;
  const pad = 30;
  const max = Math.max(1, ...days.flatMap((d) => SERIES.map((s) => Number(d[s.key]))));
  const x = (i: number) =>
    pad + (days.length === 1 ? (width - 2 * pad) / 2 : (i * (width - 2 * pad)) / (days.length - 1));
  const y = (v: string) => height - pad - (Number(v) / max) * (height - 2 * pad);
  return (
    <Stack gap={4}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={labels.forecast}
        data-history-chart
      >
        <line
          x1={pad}
          y1={height - pad}
          x2={width - pad}
          y2={height - pad}
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        {SERIES.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.dash}
              points={days.map((d, i) => `${x(i)},${y(d[s.key])}`).join(' ')}
            />
            {days.map((d, i) => (
              <circle key={d.day} cx={x(i)} cy={y(d[s.key])} r={3} fill={s.color} />
            ))}
          </g>
        ))}
      </svg>
      <Group gap="md">
        {SERIES.map((s) => (
          <Group key={s.key} gap={4}>
            <svg width="18" height="6" aria-hidden="true">
              <line x1="0" y1="3" x2="18" y2="3" stroke={s.color} strokeWidth={2} strokeDasharray={s.dash} />
            </svg>
            <Text size="xs">{labels[s.key]}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

/** The forecast's history: one row per day the plan or the ledger changed, as a chart or a table. */
export function ForecastHistory() {
  const t = useCarbonBudgetTexts();
  const format = useFormat();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const history = useQuery({ queryKey: carbonBudgetKeys.history, queryFn: getCarbonForecastHistory });
  const labels: Record<SeriesKey, string> = {
    planned: t(4, 'Planned'),
    actual: t(5, 'Actual'),
    committed: t(6, 'Committed'),
    forecast: t(7, 'Forecast'),
  };
  return (
    <Paper withBorder p="md" data-forecast-history>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t(15, 'History')}
          </Title>
          <SegmentedControl
            size="xs"
            aria-label={t(52, 'Planned, actual, committed and forecast over time')}
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            data={[
              { value: 'chart', label: t(66, 'Chart') },
              { value: 'table', label: t(67, 'Table') },
            ]}
          />
        </Group>
        {history.isPending ? (
          <PageLoader />
        ) : history.isError ? (
          <ErrorBanner error={history.error} />
        ) : history.data.length === 0 ? (
          <Text c="dimmed" size="sm" data-history-empty>
            {t(16, 'No history yet: a row is written each day the plan or the ledger changes.')}
          </Text>
        ) : view === 'chart' ? (
          <HistoryChart days={history.data} labels={labels} />
        ) : (
          <ResponsiveTable minWidth={520}>
            <Table data-history-table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(34, 'Day')}</Table.Th>
                  {SERIES.map((s) => (
                    <Table.Th key={s.key} ta="right">
                      {labels[s.key]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.map((d) => (
                  <Table.Tr key={d.day}>
                    <Table.Td>{format.date(d.day)}</Table.Td>
                    {SERIES.map((s) => (
                      <Table.Td key={s.key} ta="right">
                        {format.mass(d[s.key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ResponsiveTable>
        )}
      </Stack>
    </Paper>
  );
}
