import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useFormat } from '../../../lib/format';
import { gqlRequest } from '../../../lib/graphql';
import { useForm } from '../../../lib/i18n';
import { GetBudgetCarbonForecastDocument } from '../api/operations/get-budget-carbon-forecast.generated';
import { useShowsCarbon } from './budget-ui';

const getForecast = async () => (await gqlRequest(GetBudgetCarbonForecastDocument, {})).GetCarbonBudget;

/**
 * The carbon plan beside the EFC (issue 16): planned and forecast kg CO2e of the production, or of one
 * department (its own cells; a category planned as a whole is not split by department). Shown only when the
 * project uses green and has a carbon plan; a caller who may not read it sees nothing more.
 */
export function CarbonForecastCards({ department }: { department?: number }) {
  const shows = useShowsCarbon();
  const c = useForm('carbon-budget');
  const format = useFormat();
  const forecast = useQuery({
    queryKey: ['carbon-budget', 'budget-cards'],
    queryFn: getForecast,
    enabled: shows,
    retry: false,
  });
  if (!shows || !forecast.data?.hasPlan) return null;
  const cells = forecast.data.cells.filter(
    (cell) => department === undefined || cell.department === department,
  );
  const sum = (key: 'planned' | 'forecast') =>
    department === undefined
      ? forecast.data.totals[key]
      : cells.reduce((total, cell) => total.plus(cell[key]), new Decimal(0)).toFixed(2);
  const planned = sum('planned');
  const expected = sum('forecast');
  const over = new Decimal(expected).gt(planned);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-carbon-forecast-cards>
      <Paper withBorder p="sm" data-card="carbonPlanned">
        <Text size="xs" c="dimmed">
          {c(36, 'Carbon planned')}
        </Text>
        <Text fw={600}>{format.mass(planned)}</Text>
      </Paper>
      <Paper withBorder p="sm" data-card="carbonForecast">
        <Text size="xs" c="dimmed">
          {c(37, 'Carbon forecast')}
        </Text>
        <Text fw={600} c={over ? 'red.8' : undefined}>
          {format.mass(expected)}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
