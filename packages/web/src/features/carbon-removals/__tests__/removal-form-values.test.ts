import { carbonRemovalSchema } from '@setledger/shared/green/carbon-removals.schemas';
import { describe, expect, it } from 'vitest';
import type { CarbonRemoval } from '../api/carbon-removals.api';
import { emptyRemovalValues, removalInputOf, valuesOfRemoval } from '../components/removal-form-values';

const stored = (kgCo2e: string) =>
  ({ ...emptyRemovalValues(), id: 1, kgCo2e, vintageYear: 2025, price: null }) as unknown as CarbonRemoval;

describe('removal form values', () => {
  it.each([
    ['2500', '2.5', 'tonne'],
    ['1234.567', '1234.567', 'kg'],
    ['12000', '12', 'tonne'],
    ['350.5', '350.5', 'kg'],
  ])('shows %s kg as %s %s, which the schema takes back unchanged', (kg, quantity, unit) => {
    const values = valuesOfRemoval(stored(kg));
    expect([values.quantity, values.unit]).toEqual([quantity, unit]);
    expect(carbonRemovalSchema.safeParse(removalInputOf(values)).success).toBe(true);
  });

  it('sends a typed year as a number, and no price as null', () => {
    const input = removalInputOf({ ...emptyRemovalValues(), quantity: '1', vintageYear: ' 2024 ' });
    expect(input.vintageYear).toBe(2024);
    expect(input.price).toBeNull();
  });
});
