import { Decimal } from 'decimal.js';
import { AppError } from '../../core/errors';
import type { CarbonLine } from './carbon.table';

/** A factor as the ledger applies it: value per unit, with where it comes from. */
export interface ResolvedFactor {
  key: string;
  /** kg CO2e per unit, exact decimal text. */
  value: string;
  unit: string;
  source: string;
  year: number | null;
  /** The project override in force, else null. */
  overrideId: number | null;
}

/** One thing to count: a quantity in its unit, and the factor key it is counted with. */
export interface Measure {
  label: string;
  quantity: string;
  unit: string;
  /** Travellers of a distance: passenger-km factors count each (1 when absent). */
  passengers?: number | null;
  /** The input field the measure comes from, named in a unit error. */
  field: string;
}

/** Unit conversions into a factor's unit: quantity × multiplier. */
const CONVERSIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  kg: { tonne: '0.001' },
  tonne: { kg: '1000' },
  litre: { m3: '0.001' },
  m3: { litre: '1000' },
};

/** The quantity in the factor's unit, or null when the units do not convert. */
export function toFactorUnit(measure: Omit<Measure, 'label' | 'field'>, factorUnit: string): Decimal | null {
  const quantity = new Decimal(measure.quantity);
  if (measure.unit === factorUnit) return quantity;
  if (measure.unit === 'km' && factorUnit === 'passenger_km') return quantity.times(measure.passengers ?? 1);
  const multiplier = CONVERSIONS[measure.unit]?.[factorUnit];
  return multiplier ? quantity.times(multiplier) : null;
}

/**
 * quantity × factor, unrounded (issue 14): a line keeps the exact product; the entry rounds its sum once.
 * A quantity whose unit does not convert to the factor's is refused, naming the field.
 */
export function computeEntry(measure: Measure, factor: ResolvedFactor): CarbonLine {
  const factorQuantity = toFactorUnit(measure, factor.unit);
  if (!factorQuantity)
    throw new AppError('BAD_USER_INPUT', 'unitMismatch', measure.field, {
      unit: measure.unit,
      factorUnit: factor.unit,
    });
  return {
    label: measure.label,
    quantity: new Decimal(measure.quantity).toString(),
    unit: measure.unit,
    factorQuantity: factorQuantity.toString(),
    factorKey: factor.key,
    factorValue: new Decimal(factor.value).toString(),
    factorUnit: factor.unit,
    factorSource: factor.source,
    factorYear: factor.year,
    overrideId: factor.overrideId,
    kgCo2e: factorQuantity.times(factor.value).toString(),
  };
}

/** The entry's kg CO2e: the exact sum of its lines, rounded once to 2 decimals (ARCHITECTURE rule 6). */
export const totalKgCo2e = (lines: readonly CarbonLine[]): string =>
  lines
    .reduce((sum, line) => sum.plus(line.kgCo2e), new Decimal(0))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);

/**
 * The year of a factor, read from its source text: a "data year 2021" first, else the first year in it
 * ("UK DESNZ ... 2025", "ADEME Base Carbone v23.6 (2025 release)"); null when the source names none.
 */
export function factorYear(source: string): number | null {
  const dataYear = /data year ((?:19|20)\d{2})\b/i.exec(source);
  const anyYear = dataYear ?? /\b((?:19|20)\d{2})\b/.exec(source);
  return anyYear ? Number(anyYear[1]) : null;
}

/** "300 km × 0.17174 kg/km = 51.522 kg": a line as a person reads it. */
export const lineFormula = (line: CarbonLine): string =>
  `${line.factorQuantity} ${line.factorUnit} × ${line.factorValue} kg/${line.factorUnit} = ${line.kgCo2e} kg`;
