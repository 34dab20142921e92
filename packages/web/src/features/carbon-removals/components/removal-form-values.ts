import Decimal from 'decimal.js';
import type { CarbonRemovalInput } from '../../../lib/graphql-schema.generated';
import type { CarbonRemoval } from '../api/carbon-removals.api';

/** What the removal form's inputs hold (texts; '' is unset). */
export interface RemovalFormValues {
  kind: string;
  status: string;
  date: string;
  quantity: string;
  unit: string;
  description: string;
  project: string;
  provider: string;
  standard: string;
  serialNumber: string;
  vintageYear: string;
  price: string;
  currency: string;
}

export const emptyRemovalValues = (): RemovalFormValues => ({
  kind: 'removal',
  status: 'purchased',
  date: new Date().toISOString().slice(0, 10),
  quantity: '',
  unit: 'tonne',
  description: '',
  project: '',
  provider: '',
  standard: '',
  serialNumber: '',
  vintageYear: '',
  price: '',
  currency: 'EUR',
});

/** A stored removal in the form: its kg shown in tonnes from 1000 kg on, when tonnes keep every digit. */
export function valuesOfRemoval(removal: CarbonRemoval): RemovalFormValues {
  const kg = new Decimal(removal.kgCo2e);
  const tonnes = kg.div(1000);
  const inTonnes = kg.greaterThanOrEqualTo(1000) && tonnes.decimalPlaces() <= 3;
  return {
    kind: removal.kind,
    status: removal.status,
    date: removal.date,
    quantity: inTonnes ? tonnes.toString() : kg.toString(),
    unit: inTonnes ? 'tonne' : 'kg',
    description: removal.description,
    project: removal.project,
    provider: removal.provider,
    standard: removal.standard,
    serialNumber: removal.serialNumber,
    vintageYear: removal.vintageYear === null ? '' : String(removal.vintageYear),
    price: removal.price ?? '',
    currency: removal.currency,
  };
}

/** The schema's input: a year typed as text becomes a number (a wrong one stays text for the 'invalid' key). */
export function removalInputOf(values: RemovalFormValues): CarbonRemovalInput {
  const year = values.vintageYear.trim();
  return {
    ...values,
    vintageYear: (year === '' ? null : /^\d+$/.test(year) ? Number(year) : year) as number | null,
    price: values.price.trim() === '' ? null : values.price,
  };
}
