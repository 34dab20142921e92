import { SUPPLIER_TYPES } from '@setledger/shared/suppliers/suppliers.constants';

/** English labels of the supplier types; numbers 50+ of the suppliers form hold the translations. */
const LABELS = [
  'Other',
  'Equipment rental',
  'Transport',
  'Catering',
  'Accommodation',
  'Locations',
  'Services',
  'Production company',
] as const;

export function supplierTypeOptions(t: (n: number, en: string) => string) {
  return SUPPLIER_TYPES.map((type) => ({ value: String(type), label: t(50 + type, LABELS[type]) }));
}

export function supplierTypeLabel(t: (n: number, en: string) => string, type: number): string {
  return type >= 0 && type < LABELS.length ? t(50 + type, LABELS[type]!) : String(type);
}
