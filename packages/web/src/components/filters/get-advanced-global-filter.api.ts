import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../lib/graphql';
import type { SavedFilter } from './filter.types';
import { filterKeys } from './filter-keys';
import { SAVED_FILTER_FIELDS } from './saved-filter.fields';

/** GetAdvancedGlobalFilter(MainFilter, FilterType): the caller's saved filters of a type; MainFilter true gives the active one only. */
export async function getAdvancedGlobalFilter(
  filterType: number,
  mainFilter = false,
): Promise<SavedFilter[]> {
  const data = await gqlRequest<{ GetAdvancedGlobalFilter: SavedFilter[] }>(
    `query GetAdvancedGlobalFilter($main: Boolean, $type: Int!) {
      GetAdvancedGlobalFilter(MainFilter: $main, FilterType: $type) { ${SAVED_FILTER_FIELDS} }
    }`,
    { main: mainFilter, type: filterType },
  );
  return data.GetAdvancedGlobalFilter;
}

/** The saved filters of a type (all of them, or with mainFilter the active one only). */
export function useAdvancedGlobalFilters(filterType: number, mainFilter = false) {
  return useQuery({
    queryKey: filterKeys.list(filterType, mainFilter),
    queryFn: () => getAdvancedGlobalFilter(filterType, mainFilter),
  });
}
