/**
 * Sourced emission factors (emission-factors.tsv: UK DESNZ 2025, ADEME, EEA, EPA) and a person's vehicle factor:
 * reference data with no dependency, read by the carbon ledger, expenses and users alike. The ledger depends on
 * users, projects and departments, so the factors live apart from it and no folder cycle forms.
 */
export {
  allEmissionFactors,
  type EmissionFactor,
  emissionFactor,
  findEmissionFactor,
} from './emission-factors';
export { checkPhysicalMeasure, type PhysicalMeasure } from './measure-factor';
export { type VehicleFactor, vehicleFactor } from './vehicle-factor';
