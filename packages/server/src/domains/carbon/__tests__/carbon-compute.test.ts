import { describe, expect, it } from 'vitest';
import { emissionFactor } from '../../emission-factors';
import { computeEntry, factorYear, type ResolvedFactor, totalKgCo2e } from '../carbon-compute';

const factor = (key: string): ResolvedFactor => {
  const sourced = emissionFactor(key);
  return {
    key,
    value: sourced.kgCo2e,
    unit: sourced.unit,
    source: sourced.source,
    year: factorYear(sourced.source),
    overrideId: null,
  };
};
const line = (quantity: string, unit: string, key: string, passengers?: number) =>
  computeEntry({ label: unit, quantity, unit, passengers, field: 'quantity' }, factor(key));

describe('carbon arithmetic against hand-computed values (emission-factors.tsv)', () => {
  it.each([
    ['300 km, medium diesel car (0.17174 kg/km)', [line('300', 'km', 'car_diesel_medium_km')], '51.52'],
    ['2 hotel nights in the UK (10.4 kg/night)', [line('2', 'room_night', 'hotel_uk_room_night')], '20.80'],
    [
      '10 red-meat and 5 vegetarian meals (4.97, 0.85)',
      [line('10', 'meal', 'meal_red_meat_beef'), line('5', 'meal', 'meal_vegetarian')],
      '53.95',
    ],
    ['1000 kWh of UK electricity (0.177)', [line('1000', 'kWh', 'electricity_uk_kwh')], '177.00'],
    [
      '250 kg cardboard recycled and 40 kg general waste landfilled (per tonne)',
      [
        line('250', 'kg', 'waste_paper_board_mixed_recycling_tonne'),
        line('40', 'kg', 'waste_general_commercial_landfill_tonne'),
      ],
      // 0.25 × 4.68568 + 0.04 × 520.5327 = 1.17142 + 20.821308 = 21.992728
      '21.99',
    ],
    [
      '100 km by bus for 3 passengers (0.10385 per passenger-km)',
      [line('100', 'km', 'bus_local_average_passenger_km', 3)],
      '31.16',
    ],
    ['40 litres of gas oil in a generator (2.75541)', [line('40', 'litre', 'gas_oil_litre')], '110.22'],
    ['12.5 m3 of water (0.1913)', [line('12.5', 'm3', 'water_supply_m3')], '2.39'],
  ])('%s', (_name, lines, kg) => expect(totalKgCo2e(lines)).toBe(kg));

  it('keeps each line exact and rounds the sum once', () => {
    const lines = [line('1', 'km', 'car_diesel_medium_km'), line('1', 'km', 'car_diesel_medium_km')];
    expect(lines[0]!.kgCo2e).toBe('0.17174');
    // Rounded per line this would be 0.17 + 0.17 = 0.34.
    expect(totalKgCo2e(lines)).toBe('0.34');
    expect(
      totalKgCo2e([line('0.03', 'km', 'car_diesel_medium_km'), line('0.03', 'km', 'car_diesel_medium_km')]),
    ).toBe('0.01');
  });

  it('converts kg to tonnes and passenger counts, and refuses units that do not convert, naming the field', () => {
    expect(line('250', 'kg', 'waste_glass_recycling_tonne').factorQuantity).toBe('0.25');
    expect(line('100', 'km', 'coach_passenger_km', 4).factorQuantity).toBe('400');
    expect(() => line('3', 'kWh', 'hotel_uk_room_night')).toThrow(/unitMismatch:quantity/);
  });

  it.each([
    ['UK DESNZ GHG Conversion Factors for Company Reporting 2025 (full set v1; AR5 GWP100)', 2025],
    ['ADEME Base Carbone v23.6 (2025 release)', 2025],
    [
      'EEA, Greenhouse gas emission intensity of electricity generation (dataset co2-emission-intensity-13), data year 2021',
      2021,
    ],
    ['US EPA GHG Emission Factors Hub 2025 (Table 6, source eGRID2023, Jan 2025)', 2025],
    ['ADEME Impact CO2 (impactco2.fr) meal footprints, Agribalyse 3.2-based (data as of 2026-04)', 2026],
    ['Ember yearly electricity data, as republished by Green Web Foundation co2.js', null],
  ])('reads the year of "%s"', (source, year) => expect(factorYear(source)).toBe(year));
});
