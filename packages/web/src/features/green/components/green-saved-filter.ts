import {
  FILTER_RECORD_LIMIT,
  FILTER_TYPES,
  fromFilterValue,
  toFilterValue,
} from '@setledger/shared/filters/filters.constants';
import {
  CARBON_ENTRY_STATUSES,
  CARBON_SOURCE_TYPES,
  GREEN_TABLE_PAGE_SIZE,
} from '@setledger/shared/green/green.constants';
import {
  type AdvancedGlobalFilterInput,
  dayOf,
  EMPTY_FILTER_VALUES,
  type SavedFilter,
  toFilterInput,
} from '../../../components/filters';
import type { GreenTableFilter } from '../api/green.api';

const indexOf = (list: readonly string[], value: string | null | undefined) =>
  value ? list.indexOf(value) : -1;
const at = (list: readonly string[], index: number | null) => (index === null ? null : (list[index] ?? null));

/**
 * A green table filter as a saved filter of type 'green table' (000 §3): category as co2Type, status and
 * source as their index in the shared lists, the keyword in the filter's keyWord.
 */
export function toSavedGreenFilter(
  filter: GreenTableFilter,
  size: number,
  filterName: string,
  isActive: boolean,
): AdvancedGlobalFilterInput {
  const status = indexOf(CARBON_ENTRY_STATUSES, filter.status);
  const source = indexOf(CARBON_SOURCE_TYPES, filter.source);
  return {
    ...toFilterInput({
      filterType: FILTER_TYPES.greenTable,
      filterName,
      isActive,
      values: {
        ...EMPTY_FILTER_VALUES,
        startDate: filter.startDate ?? null,
        endDate: filter.endDate ?? null,
        department: filter.department ?? null,
        reviewStatus: [...(filter.reviewStatus ?? [])],
      },
      paging: { recordLimit: FILTER_RECORD_LIMIT, recordOffSet: 0, perPage: size },
    }),
    co2Type: toFilterValue(filter.co2Type),
    status: toFilterValue(status < 0 ? null : status),
    source: toFilterValue(source < 0 ? null : source),
    keyWord: filter.keyWord?.trim() ?? '',
    templateId: toFilterValue(filter.templateId),
    forForecastReportOnly: filter.forForecastReportOnly === true,
  };
}

/** The green table filter and page size a saved filter holds. */
export function fromSavedGreenFilter(saved: SavedFilter): { filter: GreenTableFilter; size: number } {
  return {
    filter: {
      co2Type: fromFilterValue(saved.co2Type),
      department: fromFilterValue(saved.department),
      status: at(CARBON_ENTRY_STATUSES, fromFilterValue(saved.status)),
      source: at(CARBON_SOURCE_TYPES, fromFilterValue(saved.source)),
      startDate: dayOf(saved.startDate),
      endDate: dayOf(saved.endDate),
      keyWord: saved.keyWord || null,
      templateId: fromFilterValue(saved.templateId),
      reviewStatus: saved.reviewStatus.length > 0 ? [...saved.reviewStatus] : null,
      forForecastReportOnly: saved.forForecastReportOnly || null,
    },
    size: saved.perPage > 0 ? saved.perPage : GREEN_TABLE_PAGE_SIZE,
  };
}
