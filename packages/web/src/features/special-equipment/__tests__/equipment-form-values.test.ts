import { specialEquipmentSchema } from '@setledger/shared/green/special-equipment.schemas';
import { describe, expect, it } from 'vitest';
import { emptyEquipmentValues, equipmentInputOf } from '../components/equipment-form-values';

describe('special equipment form values', () => {
  it('sends only the fields of the chosen energy mode', () => {
    const values = {
      ...emptyEquipmentValues(),
      name: 'Crane',
      energyMode: 'hours',
      fuel: 'diesel',
      litres: '40',
      kwh: '12',
      hours: '10',
      litresPerHour: '12.5',
      days: '2',
    };
    const input = equipmentInputOf(values);
    expect(input).toMatchObject({ litres: null, kwh: null, hours: '10', litresPerHour: '12.5', days: 2 });
    expect(specialEquipmentSchema.safeParse(input).success).toBe(true);
  });

  it('keeps a wrong number as text so the schema names it', () => {
    const parsed = specialEquipmentSchema.safeParse(
      equipmentInputOf({ ...emptyEquipmentValues(), name: 'Drone', litres: '3', days: 'two' }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['days']);
  });
});
