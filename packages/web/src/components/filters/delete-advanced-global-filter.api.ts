import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../lib/graphql';
import type { FilterPaging } from './filter.types';
import { filterKeys } from './filter-keys';

export interface DeletedFilter extends FilterPaging {
  id: number;
  filterType: number;
}

/** DeleteAdvancedGlobalFilter(FilterId): the deleted filter and the paging its list goes back to (20 / 0 / 20). */
export async function deleteAdvancedGlobalFilter(filterId: number): Promise<DeletedFilter> {
  const data = await gqlRequest<{ DeleteAdvancedGlobalFilter: DeletedFilter }>(
    `mutation DeleteAdvancedGlobalFilter($id: Int!) {
      DeleteAdvancedGlobalFilter(FilterId: $id) { id filterType recordLimit recordOffSet perPage }
    }`,
    { id: filterId },
  );
  return data.DeleteAdvancedGlobalFilter;
}

export function useDeleteAdvancedGlobalFilter(filterType: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvancedGlobalFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filterKeys.type(filterType) }),
  });
}
