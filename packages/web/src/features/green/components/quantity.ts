import type { Formatter } from '@setledger/shared/format/formatter';

/** A quantity with its unit as 001 §9 shows it: kg→T and l→m3 above 1000, kWh; other units as they are. */
export function formatQuantity(format: Formatter, quantity: string | null, unit: string | null): string {
  if (quantity === null || unit === null) return '';
  if (unit === 'kg') return format.mass(quantity);
  if (unit === 'litre' || unit === 'l') return format.volume(quantity);
  if (unit === 'kWh') return format.energy(quantity);
  return `${format.number(quantity)} ${unit.replace(/_/g, ' ')}`;
}
