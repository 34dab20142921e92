import { FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { advancedFilterSchema } from '@setledger/shared/filters/filters.schemas';
import { describe, expect, it } from 'vitest';
import type { FilterValues } from '../filter.types';
import {
  DEFAULT_FILTER_PAGING,
  dayOf,
  EMPTY_FILTER_VALUES,
  hasValues,
  pagingOfSaved,
  sameValues,
  toFilterInput,
  toListFilter,
  valuesOfSaved,
} from '../filter-values';
import { savedFilter } from './filter-fixtures';

const SOME: FilterValues = {
  ...EMPTY_FILTER_VALUES,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  department: 2,
  processed: 0,
  reviewStatus: [3, 1],
  flagIds: [7],
};

describe('filter rules (000 §3, §5, §9)', () => {
  it('starts with no values and the paging 100 / 0 / 20', () => {
    expect(DEFAULT_FILTER_PAGING).toEqual({ recordLimit: 100, recordOffSet: 0, perPage: 20 });
    expect(hasValues(EMPTY_FILTER_VALUES)).toBe(false);
  });

  it('sends every unset number as -2 and leaves unset days out', () => {
    expect(toListFilter(EMPTY_FILTER_VALUES, DEFAULT_FILTER_PAGING)).toEqual({
      department: -2,
      category: -2,
      personId: -2,
      supplierId: -2,
      status: -2,
      reviewStatus: [],
      processed: -2,
      invoicedToProduction: -2,
      flagIds: [],
      recordLimit: 100,
      recordOffSet: 0,
      perPage: 20,
    });
  });

  it('sends set values as they are, days as YYYY-MM-DD and flags as {flagId}; 0 is a value, not unset', () => {
    const filter = toListFilter(SOME, { recordLimit: 100, recordOffSet: 40, perPage: 20 });
    expect(filter).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      department: 2,
      processed: 0,
      category: -2,
      reviewStatus: [3, 1],
      flagIds: [{ flagId: 7 }],
      recordOffSet: 40,
    });
  });

  it('reads a saved filter back: days from the stored 00:00:00Z / 23:59:59Z, -2 and null as none', () => {
    const row = savedFilter(4, {
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-30T23:59:59.000Z',
      department: 2,
      category: -2,
      processed: 0,
      reviewStatus: [3, 1],
      flagIds: [{ flagId: 7 }],
      recordLimit: 50,
      recordOffSet: 60,
      perPage: 50,
    });
    expect(valuesOfSaved(row)).toEqual(SOME);
    // A chosen filter opens on its first page.
    expect(pagingOfSaved(row)).toEqual({ recordLimit: 50, recordOffSet: 0, perPage: 50 });
    expect(dayOf(null)).toBeNull();
    expect(dayOf('not a day')).toBeNull();
  });

  it('builds an input the server schema accepts, keeping the values no panel edits', () => {
    const base = savedFilter(4, { city: 'Ghent', source: 3, templateId: null, forForecastReportOnly: true });
    const input = toFilterInput({
      filterType: FILTER_TYPES.budgetExpenses,
      filterName: '  November camera  ',
      isActive: true,
      values: SOME,
      paging: DEFAULT_FILTER_PAGING,
      base,
    });
    expect(input).toMatchObject({
      filterName: 'November camera',
      filterType: 2,
      isActive: true,
      city: 'Ghent',
      source: 3,
      templateId: -2,
      forForecastReportOnly: true,
      startDate: '2026-11-01',
      supplierId: -2,
    });
    // The resolver hands the service flagIds as numbers.
    const parsed = advancedFilterSchema.parse({ ...input, flagIds: input.flagIds.map((f) => f.flagId) });
    expect(parsed).toMatchObject({
      startDate: '2026-11-01',
      supplierId: null,
      department: 2,
      templateId: null,
    });
    expect(parsed.reviewStatus).toEqual([3, 1]);
  });

  it('compares values whatever the order of their lists', () => {
    expect(sameValues(SOME, { ...SOME, reviewStatus: [1, 3] })).toBe(true);
    expect(sameValues(SOME, { ...SOME, processed: 1 })).toBe(false);
    expect(sameValues(SOME, { ...SOME, flagIds: [] })).toBe(false);
  });
});
