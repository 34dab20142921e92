import {
  DEFAULT_OFFSET,
  DEFAULT_PAGE_SIZE,
  FILTER_RECORD_LIMIT,
  type FilterType,
  fromFilterValue,
  toFilterValue,
} from '@setledger/shared/filters/filters.constants';
import type {
  AdvancedGlobalFilterInput,
  FilterPaging,
  FilterValues,
  ListFilter,
  SavedFilter,
} from './filter.types';

export const EMPTY_FILTER_VALUES: FilterValues = {
  startDate: null,
  endDate: null,
  department: null,
  category: null,
  personId: null,
  supplierId: null,
  status: null,
  reviewStatus: [],
  processed: null,
  invoicedToProduction: null,
  flagIds: [],
};

/** A filter type's paging before any saved filter (000 §5, §9): record limit 100, offset 0, 20 per page. */
export const DEFAULT_FILTER_PAGING: FilterPaging = {
  recordLimit: FILTER_RECORD_LIMIT,
  recordOffSet: DEFAULT_OFFSET,
  perPage: DEFAULT_PAGE_SIZE,
};

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A saved day (start at 00:00:00Z, end at 23:59:59Z, 000 §5) as the YYYY-MM-DD the user picked. */
export function dayOf(dateTime: string | null | undefined): string | null {
  if (!dateTime) return null;
  return DAY.exec(dateTime)?.[0] ?? null;
}

/** The values of a saved filter; -2 reads back as none (000 §5). */
export function valuesOfSaved(filter: SavedFilter): FilterValues {
  return {
    startDate: dayOf(filter.startDate),
    endDate: dayOf(filter.endDate),
    department: fromFilterValue(filter.department),
    category: fromFilterValue(filter.category),
    personId: fromFilterValue(filter.personId),
    supplierId: fromFilterValue(filter.supplierId),
    status: fromFilterValue(filter.status),
    reviewStatus: [...filter.reviewStatus],
    processed: fromFilterValue(filter.processed),
    invoicedToProduction: fromFilterValue(filter.invoicedToProduction),
    flagIds: filter.flagIds.map((f) => f.flagId),
  };
}

/** A saved filter's paging, from its first page. */
export function pagingOfSaved(filter: SavedFilter): FilterPaging {
  return { recordLimit: filter.recordLimit, recordOffSet: DEFAULT_OFFSET, perPage: filter.perPage };
}

/** The filter a list query receives: unset numbers as -2, unset days absent (000 §5). */
export function toListFilter(values: FilterValues, paging: FilterPaging): ListFilter {
  return {
    ...(values.startDate ? { startDate: values.startDate } : {}),
    ...(values.endDate ? { endDate: values.endDate } : {}),
    department: toFilterValue(values.department),
    category: toFilterValue(values.category),
    personId: toFilterValue(values.personId),
    supplierId: toFilterValue(values.supplierId),
    status: toFilterValue(values.status),
    reviewStatus: [...values.reviewStatus],
    processed: toFilterValue(values.processed),
    invoicedToProduction: toFilterValue(values.invoicedToProduction),
    flagIds: values.flagIds.map((flagId) => ({ flagId })),
    recordLimit: paging.recordLimit,
    recordOffSet: paging.recordOffSet,
    perPage: paging.perPage,
  };
}

/**
 * AddUpdAdvancedGlobalFilter's Filter. `base` is the saved filter being updated or copied: the values no panel
 * edits (city, source, template...) travel back unchanged.
 */
export function toFilterInput(input: {
  filterType: FilterType;
  filterName: string;
  isActive: boolean;
  values: FilterValues;
  paging: FilterPaging;
  base?: SavedFilter | null;
}): AdvancedGlobalFilterInput {
  const { base } = input;
  const kept = base
    ? {
        city: base.city,
        state: base.state,
        country: base.country,
        box: base.box,
        zip: base.zip,
        userDepartment: toFilterValue(base.userDepartment),
        userFunction: toFilterValue(base.userFunction),
        type: toFilterValue(base.type),
        source: toFilterValue(base.source),
        co2Type: toFilterValue(base.co2Type),
        keyWord: base.keyWord,
        templateId: toFilterValue(base.templateId),
        forForecastReportOnly: base.forForecastReportOnly,
      }
    : {};
  return {
    filterName: input.filterName.trim(),
    filterType: input.filterType,
    isActive: input.isActive,
    ...kept,
    ...toListFilter(input.values, input.paging),
  };
}

/** Same values (order of lists aside)? */
export function sameValues(a: FilterValues, b: FilterValues): boolean {
  const sorted = (list: number[]) => [...list].sort((x, y) => x - y).join(',');
  return (Object.keys(a) as (keyof FilterValues)[]).every((key) => {
    const x = a[key];
    const y = b[key];
    return Array.isArray(x) && Array.isArray(y) ? sorted(x) === sorted(y) : x === y;
  });
}

export const hasValues = (values: FilterValues) => !sameValues(values, EMPTY_FILTER_VALUES);
