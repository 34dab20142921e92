import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../lib/graphql';
import { filterKeys } from './filter-keys';
import {
  DeleteAdvancedGlobalFilterDocument,
  type DeleteAdvancedGlobalFilterMutation,
} from './operations/delete-advanced-global-filter.generated';

export type DeletedFilter = DeleteAdvancedGlobalFilterMutation['DeleteAdvancedGlobalFilter'];

/** DeleteAdvancedGlobalFilter(FilterId): the deleted filter and the paging its list goes back to (20 / 0 / 20). */
export async function deleteAdvancedGlobalFilter(filterId: number): Promise<DeletedFilter> {
  const data = await gqlRequest(DeleteAdvancedGlobalFilterDocument, { id: filterId });
  return data.DeleteAdvancedGlobalFilter;
}

export function useDeleteAdvancedGlobalFilter(filterType: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvancedGlobalFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filterKeys.type(filterType) }),
  });
}
