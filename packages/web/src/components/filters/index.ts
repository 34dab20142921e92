export {
  addUpdAdvancedGlobalFilter,
  useAddUpdAdvancedGlobalFilter,
} from './add-upd-advanced-global-filter.api';
export {
  type DeletedFilter,
  deleteAdvancedGlobalFilter,
  useDeleteAdvancedGlobalFilter,
} from './delete-advanced-global-filter.api';
export { FilterChips } from './FilterChips';
export { FilterEditor } from './FilterEditor';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export type {
  AdvancedGlobalFilterInput,
  FilterFieldKey,
  FilterOption,
  FilterPaging,
  FilterValues,
  ListFilter,
  SavedFilter,
} from './filter.types';
export { filterKeys } from './filter-keys';
export {
  DEFAULT_FILTER_PAGING,
  dayOf,
  EMPTY_FILTER_VALUES,
  hasValues,
  pagingOfSaved,
  sameValues,
  toFilterInput,
  toListFilter,
  valuesOfSaved,
} from './filter-values';
export { getAdvancedGlobalFilter, useAdvancedGlobalFilters } from './get-advanced-global-filter.api';
export { ListPager, type ListPagerProps } from './ListPager';
export { SaveFilterAsModal } from './SaveFilterAsModal';
export { type FilterOptions, useFilterOptions } from './useFilterOptions';
export { type FilterState, useFilterState } from './useFilterState';
