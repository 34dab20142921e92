import { describe, expect, it } from 'vitest';
import { isPositiveNumber } from '../numbers';

describe('isPositiveNumber (001 §5)', () => {
  it.each([
    [1, true],
    [0.01, true],
    ['0.01', true],
    [' 3 ', true],
    [0, false],
    ['0', false],
    [-3, false],
    ['-0.5', false],
    ['', false],
    ['abc', false],
    ['1,5', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [true, false],
  ])('%j is %s', (value, ok) => expect(isPositiveNumber(value)).toBe(ok));
});
