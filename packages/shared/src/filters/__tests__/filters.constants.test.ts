import { describe, expect, it } from 'vitest';
import {
  FILTER_NONE,
  FILTER_PAGING_RESET,
  FILTER_TYPES,
  filterEndDate,
  filterStartDate,
  fromFilterValue,
  toFilterValue,
} from '../filters.constants';

describe('saved filters (000 §4, §5, §9)', () => {
  it('numbers the seven filter types 0 to 6', () => {
    expect(Object.values(FILTER_TYPES)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [null, FILTER_NONE],
    [undefined, FILTER_NONE],
    [0, 0],
    [3, 3],
  ])('sends %j as %i', (value, sent) => expect(toFilterValue(value)).toBe(sent));

  it.each([
    [-2, null],
    [null, null],
    [undefined, null],
    [-1, -1],
    [0, 0],
  ])('reads %j back as %j', (value, read) => expect(fromFilterValue(value)).toBe(read));

  it('stores the start day at 00:00:00Z and the end day at 23:59:59Z', () => {
    expect(filterStartDate('2026-11-02')).toBe('2026-11-02T00:00:00Z');
    expect(filterEndDate('2026-11-02')).toBe('2026-11-02T23:59:59Z');
  });

  it('resets paging to 20, 0, 20 after a delete', () => {
    expect(FILTER_PAGING_RESET).toEqual({ recordLimit: 20, recordOffSet: 0, perPage: 20 });
  });
});
