import { describe, expect, it } from 'vitest';
import { convertMass, formatEnergy, formatMass, formatVolume } from '../units';

describe('units (001 §9)', () => {
  it.each([
    [12.345, '12.35 Kg'],
    [0, '0.00 Kg'],
    [1000, '1000.00 Kg'], // switches only above 1000
    [1000.01, '1.00 T'],
    [1500, '1.50 T'],
    ['2675', '2.68 T'],
    [-1500, '-1.50 T'],
    ['abc', '0.00 Kg'],
  ])('mass %j is %s', (kg, text) => expect(formatMass(kg)).toBe(text));

  it.each([
    [999, '999.00 l'],
    [1000, '1000.00 l'],
    [2500, '2.50 m3'],
    [null, '0.00 l'],
  ])('volume %j is %s', (litres, text) => expect(formatVolume(litres)).toBe(text));

  it.each([
    [12.5, '12.50 Kwh'],
    [5000, '5000.00 Kwh'], // energy has no larger unit
  ])('energy %j is %s', (kwh, text) => expect(formatEnergy(kwh)).toBe(text));

  it('answers value and unit apart for display in columns', () => {
    expect(convertMass(2500)).toEqual({ value: '2.50', unit: 'T' });
  });
});
