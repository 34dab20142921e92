import type { FilterType } from '@setledger/shared/filters/filters.constants';
import { useEffect, useMemo, useState } from 'react';
import { useAddUpdAdvancedGlobalFilter } from './add-upd-advanced-global-filter.api';
import { useDeleteAdvancedGlobalFilter } from './delete-advanced-global-filter.api';
import type { FilterPaging, FilterValues, ListFilter, SavedFilter } from './filter.types';
import {
  DEFAULT_FILTER_PAGING,
  EMPTY_FILTER_VALUES,
  pagingOfSaved,
  sameValues,
  toFilterInput,
  toListFilter,
  valuesOfSaved,
} from './filter-values';
import { useAdvancedGlobalFilters } from './get-advanced-global-filter.api';

interface Choice {
  filterId: number | null;
  values: FilterValues;
  paging: FilterPaging;
}

const choiceOf = (filter: SavedFilter | null): Choice =>
  filter
    ? { filterId: filter.id, values: valuesOfSaved(filter), paging: pagingOfSaved(filter) }
    : { filterId: null, values: EMPTY_FILTER_VALUES, paging: DEFAULT_FILTER_PAGING };

export interface FilterState {
  filterType: FilterType;
  /** False until the saved filters are loaded: a list waits for it so it is not loaded twice. */
  isReady: boolean;
  savedFilters: SavedFilter[];
  /** The saved filter marked active (the default of the type), if any. */
  activeFilter: SavedFilter | null;
  /** The saved filter the user works on, if any. */
  selectedFilter: SavedFilter | null;
  /** The applied values. */
  values: FilterValues;
  paging: FilterPaging;
  /** Applied values differ from the selected saved filter (or, without one, from none). */
  isDirty: boolean;
  /** The filter to send to the list query (000 §3, §5). */
  listFilter: ListFilter;
  /** The choice methods answer the list filter they lead to (the state shows it on the next render). */
  select: (filterId: number | null) => ListFilter;
  apply: (values: FilterValues) => ListFilter;
  clear: () => ListFilter;
  setPaging: (paging: Partial<FilterPaging>) => ListFilter;
  /** Saves the applied values: over the selected filter, or as a new one when `filterName` is given. */
  save: (options?: { filterName?: string; isActive?: boolean }) => Promise<SavedFilter>;
  /** Makes the selected filter the type's default (or not). */
  setDefault: (isActive: boolean) => Promise<SavedFilter>;
  /** Deletes the selected filter: no filter, paging 20 / 0 / 20 (000 §4). */
  remove: () => Promise<ListFilter>;
  isSaving: boolean;
  isDeleting: boolean;
}

/**
 * The filter state of one list (000 §3): saved filters, the active one preselected, the applied values and
 * the paging. A failed load of the saved filters is logged and swallowed (000 §8): the list runs unfiltered.
 */
export function useFilterState(filterType: FilterType): FilterState {
  const saved = useAdvancedGlobalFilters(filterType);
  const saveMutation = useAddUpdAdvancedGlobalFilter(filterType);
  const deleteMutation = useDeleteAdvancedGlobalFilter(filterType);
  const [chosen, setChosen] = useState<Choice | null>(null);
  useEffect(() => {
    if (saved.isError) console.warn('Saved filters could not be read; the list is unfiltered', saved.error);
  }, [saved.isError, saved.error]);

  const savedFilters = saved.data ?? [];
  const activeFilter = savedFilters.find((f) => f.isActive) ?? null;
  // Until the user chooses, the state follows the server's active filter.
  const current = chosen ?? choiceOf(activeFilter);
  const selectedFilter = savedFilters.find((f) => f.id === current.filterId) ?? null;
  const { values, paging } = current;
  const listFilter = useMemo(() => toListFilter(values, paging), [values, paging]);

  const choose = (next: Choice) => {
    setChosen(next);
    return toListFilter(next.values, next.paging);
  };
  const saveAs = async (
    filterId: number | null,
    name: string,
    isActive: boolean,
    base: SavedFilter | null,
  ) => {
    const row = await saveMutation.mutateAsync({
      filterId,
      filter: toFilterInput({ filterType, filterName: name, isActive, values, paging, base }),
    });
    setChosen({ filterId: row.id, values, paging });
    return row;
  };

  return {
    filterType,
    isReady: !saved.isPending,
    savedFilters,
    activeFilter,
    selectedFilter,
    values,
    paging,
    isDirty: !sameValues(values, selectedFilter ? valuesOfSaved(selectedFilter) : EMPTY_FILTER_VALUES),
    listFilter,
    select: (filterId) => choose(choiceOf(savedFilters.find((f) => f.id === filterId) ?? null)),
    apply: (next) => choose({ ...current, values: next, paging: { ...paging, recordOffSet: 0 } }),
    clear: () =>
      choose({ filterId: null, values: EMPTY_FILTER_VALUES, paging: { ...paging, recordOffSet: 0 } }),
    setPaging: (next) => choose({ ...current, paging: { ...paging, ...next } }),
    save: (options = {}) =>
      options.filterName !== undefined || !selectedFilter
        ? saveAs(null, options.filterName ?? '', options.isActive ?? false, selectedFilter)
        : saveAs(
            selectedFilter.id,
            selectedFilter.filterName,
            options.isActive ?? selectedFilter.isActive,
            selectedFilter,
          ),
    setDefault: async (isActive) => {
      if (!selectedFilter) throw new Error('No saved filter selected');
      return saveMutation.mutateAsync({
        filterId: selectedFilter.id,
        filter: toFilterInput({
          filterType,
          filterName: selectedFilter.filterName,
          isActive,
          values: valuesOfSaved(selectedFilter),
          paging: { ...pagingOfSaved(selectedFilter), recordOffSet: selectedFilter.recordOffSet },
          base: selectedFilter,
        }),
      });
    },
    remove: async () => {
      if (!selectedFilter) return listFilter;
      const reset = await deleteMutation.mutateAsync(selectedFilter.id);
      return choose({
        filterId: null,
        values: EMPTY_FILTER_VALUES,
        paging: { recordLimit: reset.recordLimit, recordOffSet: reset.recordOffSet, perPage: reset.perPage },
      });
    },
    isSaving: saveMutation.isPending,
    isDeleting: deleteMutation.isPending,
  };
}
