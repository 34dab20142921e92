import { describe, expect, it } from 'vitest';
import { CARBON_CATEGORIES, carbonCategoryName, transportGroupOf } from '../green.constants';

describe('transport groups (001 §9)', () => {
  it.each([
    [1, 'boat'],
    [3, 'boat'],
    [22, 'boat'],
    [24, 'boat'],
    [4, 'bus'],
    [5, 'bus'],
    [6, 'car'],
    [8, 'car'],
    [17, 'freight'],
    [21, 'freight'],
    [25, 'freight'],
    [9, 'other'],
    [16, 'other'],
    [26, 'specialVehicle'],
    [28, 'specialVehicle'],
    [0, undefined],
    [29, undefined],
  ])('code %i is %s', (code, group) => expect(transportGroupOf(code)).toBe(group));

  it('puts every code 1 to 28 in one group', () => {
    for (let code = 1; code <= 28; code++) expect(transportGroupOf(code), `code ${code}`).toBeDefined();
  });
});

describe('carbon categories (001 §9)', () => {
  it('numbers 0 to 21, naming those the spec names', () => {
    expect(CARBON_CATEGORIES.map((category) => category.code)).toEqual(
      Array.from({ length: 22 }, (_, i) => i),
    );
    expect(carbonCategoryName(0)).toBe('location');
    expect(carbonCategoryName(5)).toBe('meal');
    expect(carbonCategoryName(21)).toBe('category21');
    expect(carbonCategoryName(22)).toBeUndefined();
  });
});
