import { Group, Paper, Text } from '@mantine/core';
import { useMoney } from '../../../lib/format';
import type { DepartmentNode } from '../api/budget.api';
import { useBudgetTexts, useFigureLabels } from './budget-ui';

const SERIES = [
  { key: 'budget', color: 'var(--mantine-color-gray-5)' },
  { key: 'actual', color: 'var(--mantine-color-teal-6)' },
  { key: 'efc', color: 'var(--mantine-color-orange-5)' },
] as const;
const BAR = 10;
const GAP = 3;
const ROW = SERIES.length * (BAR + GAP) + 14;
const LABEL = 150;
const WIDTH = 720;

/**
 * Budget vs actual vs EFC per department, as horizontal bars drawn in SVG (no chart library: three series and
 * a few dozen departments do not need one). Each bar names its figure on hover; the table below has the numbers.
 */
export function BudgetChart({ departments }: { departments: DepartmentNode[] }) {
  const t = useBudgetTexts();
  const labels = useFigureLabels();
  const money = useMoney();
  const max = Math.max(1, ...departments.flatMap((d) => SERIES.map((s) => Math.max(0, Number(d[s.key])))));
  const height = departments.length * ROW + 8;
  const scale = (value: string) => (Math.max(0, Number(value)) / max) * (WIDTH - LABEL - 10);
  return (
    <Paper withBorder p="md" data-budget-chart>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t(12, 'Budget, actual and estimated final cost per department')}</Text>
        <Group gap="md">
          {SERIES.map((s) => (
            <Group key={s.key} gap={4}>
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" fill={s.color} rx="2" />
              </svg>
              <Text size="xs">{labels[s.key]}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={t(12, 'Budget, actual and estimated final cost per department')}
      >
        {departments.map((d, i) => {
          const top = i * ROW + 4;
          const name = d.departmentName ?? t(13, 'No department');
          return (
            <g key={d.departmentNumber ?? 'none'} data-chart-department={d.departmentNumber ?? ''}>
              <text x={0} y={top + ROW / 2} fontSize="12" dominantBaseline="middle" fill="currentColor">
                {name.length > 22 ? `${name.slice(0, 21)}…` : name}
              </text>
              {SERIES.map((s, j) => (
                <rect
                  key={s.key}
                  x={LABEL}
                  y={top + j * (BAR + GAP)}
                  width={scale(d[s.key])}
                  height={BAR}
                  fill={s.color}
                  rx="2"
                >
                  <title>{`${name} · ${labels[s.key]}: ${money(d[s.key])}`}</title>
                </rect>
              ))}
            </g>
          );
        })}
      </svg>
    </Paper>
  );
}
