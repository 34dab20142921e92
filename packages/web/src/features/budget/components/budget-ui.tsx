import { Group, Paper, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useFormat, useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import type { Figures, Period } from '../api/budget.api';

/** The budget screens' texts (form 'budget'). */
export const useBudgetTexts = () => useForm('budget');

export type FigureKey = keyof Figures;
export const FIGURE_COLUMNS: FigureKey[] = [
  'budget',
  'actual',
  'committed',
  'salaries',
  'efc',
  'variance',
  'amountLeft',
  'kgCoTwo',
];

/** The column titles of the figures, in the caller's language. */
export function useFigureLabels(): Record<FigureKey, string> {
  const t = useBudgetTexts();
  return {
    budget: t(1, 'Budget'),
    actual: t(2, 'Actual'),
    committed: t(3, 'Committed'),
    salaries: t(4, 'Salaries'),
    efc: t(5, 'Estimated final cost'),
    variance: t(6, 'Variance'),
    amountLeft: t(7, 'Amount left'),
    kgCoTwo: t(8, 'kgCO2e'),
  };
}

/** One figure as shown: money with the currency, kgCO2e in kg or T, negatives in red. */
export function FigureCell({ name, value }: { name: FigureKey; value: string }) {
  const money = useMoney();
  const format = useFormat();
  const negative = value.startsWith('-') && (name === 'variance' || name === 'amountLeft');
  return (
    <Table.Td ta="right" c={negative ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }} data-figure={name}>
      {name === 'kgCoTwo' ? format.mass(value) : money(value)}
    </Table.Td>
  );
}

export function FigureHeaders({ columns = FIGURE_COLUMNS }: { columns?: FigureKey[] }) {
  const labels = useFigureLabels();
  return (
    <>
      {columns.map((c) => (
        <Table.Th key={c} ta="right">
          {labels[c]}
        </Table.Th>
      ))}
    </>
  );
}

/** The production's (or a department's) totals as figure cards above the table. */
export function FigureCards({ figures }: { figures: Figures }) {
  const labels = useFigureLabels();
  const money = useMoney();
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-figure-cards>
      {(['budget', 'actual', 'committed', 'efc', 'variance', 'amountLeft', 'kgCoTwo'] as const).map((k) => (
        <Paper key={k} withBorder p="sm" data-card={k}>
          <Text size="xs" c="dimmed">
            {labels[k]}
          </Text>
          <Text fw={600} c={figures[k].startsWith('-') && k !== 'kgCoTwo' ? 'red' : undefined}>
            {k === 'kgCoTwo' ? format.mass(figures[k]) : money(figures[k])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The period of the figures: the actual counts by item day, the committed by PO day. */
export function PeriodBar({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const t = useBudgetTexts();
  const backwards = !!period.from && !!period.to && period.from > period.to;
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label={t(9, 'From')}
        value={period.from ?? ''}
        onChange={(e) => onChange({ ...period, from: e.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={t(10, 'Until')}
        value={period.to ?? ''}
        onChange={(e) => onChange({ ...period, to: e.currentTarget.value || null })}
        error={backwards ? t(11, 'The end date is before the start date.') : null}
      />
    </Group>
  );
}

/** A period the server accepts: a backwards one is not sent (the field shows why). */
export const validPeriod = (period: Period): Period =>
  period.from && period.to && period.from > period.to ? { from: null, to: null } : period;
