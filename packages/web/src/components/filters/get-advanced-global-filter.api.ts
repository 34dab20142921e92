import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../lib/graphql';
import type { SavedFilter } from './filter.types';
import { filterKeys } from './filter-keys';
import { GetAdvancedGlobalFilterDocument } from './operations/get-advanced-global-filter.generated';

/** GetAdvancedGlobalFilter(MainFilter, FilterType): the caller's saved filters of a type; MainFilter true gives the active one only. */
export async function getAdvancedGlobalFilter(
  filterType: number,
  mainFilter = false,
): Promise<SavedFilter[]> {
  const data = await gqlRequest(GetAdvancedGlobalFilterDocument, { main: mainFilter, type: filterType });
  return data.GetAdvancedGlobalFilter;
}

/** The saved filters of a type (all of them, or with mainFilter the active one only). */
export function useAdvancedGlobalFilters(filterType: number, mainFilter = false) {
  return useQuery({
    queryKey: filterKeys.list(filterType, mainFilter),
    queryFn: () => getAdvancedGlobalFilter(filterType, mainFilter),
  });
}
