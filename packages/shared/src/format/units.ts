import Decimal from 'decimal.js';
import { round2, toDecimalOrNull } from './decimal';

/** 001 §9: mass in Kg with 2 decimals switching to T above 1000; volume in l switching to m3 above 1000. */
export type MassUnit = 'Kg' | 'T';
export type VolumeUnit = 'l' | 'm3';
export const UNIT_SWITCH_THRESHOLD = 1000;

export interface Quantity<U extends string> {
  /** The value rounded to 2 decimals, as text with 2 decimals. */
  value: string;
  unit: U;
}

function convert<U extends string>(raw: unknown, small: U, large: U): Quantity<U> {
  const value = toDecimalOrNull(raw) ?? new Decimal(0);
  const isLarge = value.abs().greaterThan(UNIT_SWITCH_THRESHOLD);
  return {
    value: round2(isLarge ? value.dividedBy(UNIT_SWITCH_THRESHOLD) : value).toFixed(2),
    unit: isLarge ? large : small,
  };
}

export const convertMass = (kg: unknown): Quantity<MassUnit> => convert(kg, 'Kg', 'T');
export const convertVolume = (litres: unknown): Quantity<VolumeUnit> => convert(litres, 'l', 'm3');

const show = ({ value, unit }: Quantity<string>) => `${value} ${unit}`;
export const formatMass = (kg: unknown): string => show(convertMass(kg));
export const formatVolume = (litres: unknown): string => show(convertVolume(litres));
export const formatEnergy = (kwh: unknown): string =>
  show({ value: round2(toDecimalOrNull(kwh) ?? new Decimal(0)).toFixed(2), unit: 'Kwh' });
