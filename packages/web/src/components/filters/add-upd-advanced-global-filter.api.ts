import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../lib/graphql';
import type { AdvancedGlobalFilterInput, SavedFilter } from './filter.types';
import { filterKeys } from './filter-keys';
import { AddUpdAdvancedGlobalFilterDocument } from './operations/add-upd-advanced-global-filter.generated';

/** AddUpdAdvancedGlobalFilter(FilterId, Filter): creates (no id) or updates a saved filter. */
export async function addUpdAdvancedGlobalFilter(
  filterId: number | null,
  filter: AdvancedGlobalFilterInput,
): Promise<SavedFilter> {
  const data = await gqlRequest(AddUpdAdvancedGlobalFilterDocument, { id: filterId, filter });
  return data.AddUpdAdvancedGlobalFilter;
}

/** Saves a filter of the type, then reloads the type's saved filters (an active one deactivates the others). */
export function useAddUpdAdvancedGlobalFilter(filterType: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { filterId: number | null; filter: AdvancedGlobalFilterInput }) =>
      addUpdAdvancedGlobalFilter(input.filterId, input.filter),
    onSuccess: (row) => {
      // The saved row shows at once; the reload confirms it (an active one deactivates the others).
      queryClient.setQueryData<SavedFilter[]>(filterKeys.list(filterType, false), (list) =>
        list
          ? [
              ...list
                .filter((f) => f.id !== row.id)
                .map((f) => (row.isActive ? { ...f, isActive: false } : f)),
              row,
            ].sort((a, b) => a.filterName.localeCompare(b.filterName) || a.id - b.id)
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: filterKeys.type(filterType) });
    },
  });
}
