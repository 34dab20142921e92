import { FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { FilterPanel } from '../FilterPanel';
import type { ListFilter } from '../filter.types';
import { ListPager } from '../ListPager';
import { useFilterState } from '../useFilterState';

/** How a budget list uses the panel: the state, the panel with the list's fields, and the pager. */
export function FilterDemo({ total, onApply }: { total: number; onApply: (filter: ListFilter) => void }) {
  const state = useFilterState(FILTER_TYPES.budgetPurchaseOrders);
  return (
    <>
      <FilterPanel
        state={state}
        fields={['dates', 'department', 'supplier', 'status', 'processed', 'invoicedToProduction']}
        statusOptions={[
          { value: 0, label: 'Draft' },
          { value: 4, label: 'Validated' },
        ]}
        onApply={onApply}
      />
      <output data-list-filter>{JSON.stringify(state.listFilter)}</output>
      <ListPager
        total={total}
        offset={state.paging.recordOffSet}
        perPage={state.paging.perPage}
        onChange={(p) => onApply(state.setPaging({ recordOffSet: p.offset, perPage: p.perPage }))}
      />
    </>
  );
}
