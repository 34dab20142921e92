import { Decimal } from 'decimal.js';
import type { Actor } from '../../core/actor';
import { badInput } from '../../core/errors';
import type { Services } from '../../core/services';
import { allEmissionFactors, type EmissionFactor } from '../emission-factors';
import * as sqlq from './carbon.sql';
import { factorYear } from './carbon-compute';

/** An emission factor or an entry field a formula (or a translator) may reference (001 §7.5 GetCarbonVariables). */
export interface CarbonVariable {
  name: string;
  kind: 'factor' | 'field';
  category: string;
  description: string;
  unit: string;
  /** The factor in force in the caller's project (its override, else the sourced value); null for a field. */
  value: string | null;
  sourcedValue: string | null;
  isOverridden: boolean;
  source: string;
  year: number | null;
}

/** The carbon entry's quantities (001 §3.14) a formula reads. */
const ENTRY_FIELDS: readonly [string, string, string][] = [
  ['km', 'Distance travelled', 'km'],
  ['liter', 'Fuel in litres', 'litre'],
  ['mcube', 'Volume in cubic metres', 'm3'],
  ['kwh', 'Energy in kilowatt-hours', 'kWh'],
  ['msquare', 'Surface in square metres', 'm2'],
  ['kg', 'Weight in kilograms', 'kg'],
  ['nights', 'Hotel nights', 'night'],
  ['bedrooms', 'Bedrooms', 'room'],
  ['passengers', 'Passengers', 'person'],
  ['amount', 'Amount spent', 'currency'],
  ['kgCoTwo', 'kg CO2e of the entry', 'kg'],
];

/** Sourced factors as variables, each with the value in force in the project (its override first). */
export const factorVariables = (
  factors: readonly EmissionFactor[],
  overrides: ReadonlyMap<string, sqlq.OverrideRow>,
): CarbonVariable[] =>
  factors.map((factor) => {
    const override = overrides.get(factor.key);
    return {
      name: factor.key,
      kind: 'factor',
      category: factor.category,
      description: factor.description,
      unit: factor.unit,
      value: override ? new Decimal(override.newValue).toString() : factor.kgCo2e,
      sourcedValue: factor.kgCo2e,
      isOverridden: Boolean(override),
      source: factor.source,
      year: factorYear(factor.source),
    };
  });

/** At most this many variables answer a search (the table has about 130). */
const MAX_VARIABLES = 200;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Factors and entry fields, searched by name, category, description or source (001 §5: trimmed, accents removed,
 * anywhere in the text). Factors carry the value in force in the caller's project.
 */
export async function getCarbonVariables(
  services: Services,
  actor: Actor,
  input: { searchText?: string | null },
) {
  const search = fold(input.searchText?.trim() ?? '');
  if (search.length > 100) throw badInput('SearchText', 'tooLong');
  const overrides = await sqlq.overridesInForce(services.db, actor.projectId);
  const factors = factorVariables(allEmissionFactors(), overrides);
  const fields: CarbonVariable[] = ENTRY_FIELDS.map(([name, description, unit]) => ({
    name,
    kind: 'field',
    category: 'entry',
    description,
    unit,
    value: null,
    sourcedValue: null,
    isOverridden: false,
    source: '',
    year: null,
  }));
  return [...fields, ...factors]
    .filter((v) => !search || fold(`${v.name} ${v.category} ${v.description} ${v.source}`).includes(search))
    .slice(0, MAX_VARIABLES);
}
