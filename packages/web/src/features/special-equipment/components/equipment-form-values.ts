import type { SpecialEquipmentInput } from '../../../lib/graphql-schema.generated';
import type { SpecialEquipment } from '../api/special-equipment.api';

/** What the item form's inputs hold (texts; '' is unset). */
export interface EquipmentFormValues {
  name: string;
  type: string;
  supplier: string;
  department: string;
  startDate: string;
  endDate: string;
  days: string;
  energyMode: string;
  fuel: string;
  litres: string;
  kwh: string;
  country: string;
  hours: string;
  litresPerHour: string;
  notes: string;
}

export const emptyEquipmentValues = (): EquipmentFormValues => ({
  name: '',
  type: 'generator',
  supplier: '',
  department: '',
  startDate: new Date().toISOString().slice(0, 10),
  endDate: '',
  days: '',
  energyMode: 'litres',
  fuel: 'gasOil',
  litres: '',
  kwh: '',
  country: '',
  hours: '',
  litresPerHour: '',
  notes: '',
});

export const valuesOfEquipment = (item: SpecialEquipment): EquipmentFormValues => ({
  name: item.name,
  type: item.type,
  supplier: item.supplier,
  department: item.department === null ? '' : String(item.department),
  startDate: item.startDate,
  endDate: item.endDate ?? '',
  days: item.days === null ? '' : String(item.days),
  energyMode: item.energyMode,
  fuel: item.fuel ?? '',
  litres: item.litres ?? '',
  kwh: item.kwh ?? '',
  country: item.country,
  hours: item.hours ?? '',
  litresPerHour: item.litresPerHour ?? '',
  notes: item.notes,
});

const intOrText = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return (/^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed) as number;
};
const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The schema's input: only the fields of the chosen energy mode. */
export function equipmentInputOf(values: EquipmentFormValues): SpecialEquipmentInput {
  const mode = values.energyMode;
  return {
    name: values.name,
    type: values.type,
    supplier: values.supplier,
    department: intOrText(values.department),
    startDate: values.startDate,
    endDate: orNull(values.endDate),
    days: intOrText(values.days),
    energyMode: mode,
    fuel: mode === 'kwh' ? null : orNull(values.fuel),
    litres: mode === 'litres' ? orNull(values.litres) : null,
    kwh: mode === 'kwh' ? orNull(values.kwh) : null,
    country: mode === 'kwh' ? values.country : '',
    hours: mode === 'hours' ? orNull(values.hours) : null,
    litresPerHour: mode === 'hours' ? orNull(values.litresPerHour) : null,
    notes: values.notes,
  };
}
