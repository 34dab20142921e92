import { vehicleFactorKey } from '@setledger/shared/expenses/expenses.constants';
import { emissionFactor } from './emission-factors';

export interface VehicleFactor {
  key: string;
  /** kg CO2e per unit (km). */
  value: string;
  unit: string;
  source: string;
}

/**
 * The per-km factor of a person's travels (001 §3.3): their declared kgCoTwoPerKm, else the sourced factor of
 * their vehicle's energy (emission-factors.tsv), else the average car.
 */
export function vehicleFactor(
  vehicle:
    | { energy: number; kgCoTwoPerKm: string | null; brand: string; model: string; numberPlate: string }
    | undefined,
): VehicleFactor {
  if (vehicle?.kgCoTwoPerKm) {
    const label = [vehicle.brand, vehicle.model, vehicle.numberPlate].filter(Boolean).join(' ');
    return {
      key: 'user_vehicle_declared',
      value: vehicle.kgCoTwoPerKm,
      unit: 'km',
      source: `Declared for the vehicle ${label}`.trim(),
    };
  }
  const factor = emissionFactor(vehicleFactorKey(vehicle?.energy ?? 0));
  return { key: factor.key, value: factor.kgCo2e, unit: factor.unit, source: factor.source };
}
