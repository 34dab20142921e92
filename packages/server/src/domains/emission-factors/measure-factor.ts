import { AppError, badInput } from '../../core/errors';
import { findEmissionFactor } from './emission-factors';

/** A physical measure as an expense item or a PO line carries it (issue 14). */
export interface PhysicalMeasure {
  quantity: string;
  unit: string;
  factorKey: string;
}

/**
 * Refuses a measure whose factor is not in emission-factors.tsv (carbonFactorKey) or whose unit is not the
 * factor's (carbonUnit): the quantity is counted as entered, in the factor's own unit.
 */
export function checkPhysicalMeasure(measure: PhysicalMeasure | null): void {
  if (!measure) return;
  const factor = findEmissionFactor(measure.factorKey);
  if (!factor) throw badInput('carbonFactorKey', 'unknownFactor');
  if (factor.unit !== measure.unit)
    throw new AppError('BAD_USER_INPUT', 'unitMismatch', 'carbonUnit', {
      unit: measure.unit,
      factorUnit: factor.unit,
    });
}
