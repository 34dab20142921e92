import { describe, expect, it } from 'vitest';
import { roundTo2 } from '../decimal';

describe('roundTo2 (001 §5, §9)', () => {
  it.each([
    [1.005, 1.01], // a binary float would give 1
    [2.675, 2.68],
    [-1.005, -1.01], // half away from zero
    [1.004, 1],
    ['12.344', 12.34],
    [' 12.345 ', 12.35],
    [0.1 + 0.2, 0.3],
    [42, 42],
    ['1e3', 1000],
    ['abc', 0],
    ['12abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
  ])('%j rounds to %j', (value, rounded) => expect(roundTo2(value)).toBe(rounded));
});
