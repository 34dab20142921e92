import Decimal from 'decimal.js';
import { round2, toDecimalOrNull } from '../format/decimal';
import { convertMass, convertVolume, type Quantity } from '../format/units';

/**
 * A carbon quantity as the screens show it (001 §9): kg with 2 decimals switching to T above 1000, litres
 * switching to m3 above 1000, kWh as is; other units keep their name with 2 decimals.
 */
export function displayCarbonQuantity(value: unknown, unit: string): Quantity<string> {
  if (unit === 'kg') return convertMass(value);
  if (unit === 'litre' || unit === 'l') return convertVolume(value);
  const amount = round2(toDecimalOrNull(value) ?? new Decimal(0)).toFixed(2);
  return { value: amount, unit: unit === 'kWh' ? 'Kwh' : unit };
}

/** kg CO2e as the screens show it: '812.40 Kg', '1.25 T'. */
export const displayKgCo2e = (kg: unknown): Quantity<string> => displayCarbonQuantity(kg, 'kg');
