import { Group, Paper, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useFormat, useMoney } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';
import { useProjectModules } from '../../../lib/project-modules';
import type { Figures, Period } from '../api/budget.api';

/** The budget screens' texts (form 'budget'). */
export const useBudgetTexts = () => useForm('budget');

export type FigureKey = Exclude<keyof Figures, 'kgCo2e' | 'kgCo2ePending'>;
/** The money columns of a node; its kg CO2e follows in its own cell when the project uses green. */
export const FIGURE_COLUMNS: FigureKey[] = [
  'budget',
  'actual',
  'committed',
  'salaries',
  'efc',
  'variance',
  'amountLeft',
];

/** kg CO2e beside money (issue 14) only in a project that uses green (001 §6 useGreen). */
export const useShowsCarbon = (): boolean => useProjectModules()?.has('useGreen') === true;

/**
 * A node's kg CO2e from the carbon ledger in the §9 units (kg with 2 decimals, T above 1000), and the part of
 * it still pending (sources not validated yet) on a lighter second line, so it is never taken for validated.
 */
export function CarbonCell({ figures }: { figures: Pick<Figures, 'kgCo2e' | 'kgCo2ePending'> }) {
  const format = useFormat();
  const g = useForm('green-suppliers');
  const pending = Number(figures.kgCo2ePending) !== 0;
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-figure="kgCo2e">
      {format.mass(figures.kgCo2e)}
      {pending && (
        <Text size="xs" c="dimmed" fs="italic" data-kg-pending>
          {g(41, 'of which pending: {value}').replace('{value}', format.mass(figures.kgCo2ePending))}
        </Text>
      )}
    </Table.Td>
  );
}

/** The figure cells of a node: money, then kg CO2e when the project uses green. */
export function FigureRowCells({ figures }: { figures: Figures }) {
  const carbon = useShowsCarbon();
  return (
    <>
      {FIGURE_COLUMNS.map((k) => (
        <FigureCell key={k} name={k} value={figures[k]} />
      ))}
      {carbon && <CarbonCell figures={figures} />}
    </>
  );
}

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

/** The figure column titles; with the default columns, kg CO2e follows when the project uses green. */
export function FigureHeaders({ columns }: { columns?: FigureKey[] }) {
  const labels = useFigureLabels();
  const carbon = useShowsCarbon() && columns === undefined;
  return (
    <>
      {(columns ?? FIGURE_COLUMNS).map((c) => (
        <Table.Th key={c} ta="right">
          {labels[c]}
        </Table.Th>
      ))}
      {carbon && <Table.Th ta="right">{labels.kgCoTwo}</Table.Th>}
    </>
  );
}

/** The production's (or a department's) totals as figure cards above the table. */
export function FigureCards({ figures }: { figures: Figures }) {
  const labels = useFigureLabels();
  const money = useMoney();
  const format = useFormat();
  const g = useForm('green-suppliers');
  const carbon = useShowsCarbon();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-figure-cards>
      {(['budget', 'actual', 'committed', 'efc', 'variance', 'amountLeft'] as const).map((k) => (
        <Paper key={k} withBorder p="sm" data-card={k}>
          <Text size="xs" c="dimmed">
            {labels[k]}
          </Text>
          <Text fw={600} c={figures[k].startsWith('-') ? 'red' : undefined}>
            {money(figures[k])}
          </Text>
        </Paper>
      ))}
      {carbon && (
        <Paper withBorder p="sm" data-card="kgCo2e">
          <Text size="xs" c="dimmed">
            {labels.kgCoTwo}
          </Text>
          <Text fw={600}>{format.mass(figures.kgCo2e)}</Text>
          {Number(figures.kgCo2ePending) !== 0 && (
            <Text size="xs" c="dimmed" fs="italic" data-kg-pending>
              {g(41, 'of which pending: {value}').replace('{value}', format.mass(figures.kgCo2ePending))}
            </Text>
          )}
        </Paper>
      )}
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
