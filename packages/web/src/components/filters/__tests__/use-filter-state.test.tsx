import { FILTER_TYPES } from '@setledger/shared/filters/filters.constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInWith } from '../../../test/app-test-kit';
import { EMPTY_FILTER_VALUES } from '../filter-values';
import { useFilterState } from '../useFilterState';
import { callsOf, savedFilter } from './filter-fixtures';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);
const renderState = () => renderHook(() => useFilterState(FILTER_TYPES.budgetExpenses), { wrapper });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('useFilterState', () => {
  it('without saved filters: no values, paging 100 / 0 / 20, every number sent as -2', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetAdvancedGlobalFilter') ? { GetAdvancedGlobalFilter: [] } : undefined,
    );
    signInWith({});
    const { result } = renderState();
    expect(result.current.isReady).toBe(false);
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(callsOf(fetch, 'GetAdvancedGlobalFilter')[0]!.variables).toEqual({ main: false, type: 2 });
    expect(result.current.selectedFilter).toBeNull();
    expect(result.current.values).toEqual(EMPTY_FILTER_VALUES);
    expect(result.current.paging).toEqual({ recordLimit: 100, recordOffSet: 0, perPage: 20 });
    expect(result.current.listFilter).toMatchObject({ department: -2, personId: -2, processed: -2 });
    expect(result.current.listFilter).not.toHaveProperty('startDate');
  });

  it('preselects the active filter, applies from the first page and pages', async () => {
    const active = savedFilter(2, {
      isActive: true,
      department: 2,
      startDate: '2026-11-01T00:00:00.000Z',
      recordOffSet: 40,
      perPage: 50,
    });
    mockApi((q) =>
      q.includes('GetAdvancedGlobalFilter')
        ? { GetAdvancedGlobalFilter: [savedFilter(1), active] }
        : undefined,
    );
    signInWith({});
    const { result } = renderState();
    await waitFor(() => expect(result.current.selectedFilter?.id).toBe(2));
    expect(result.current.activeFilter?.id).toBe(2);
    expect(result.current.listFilter).toMatchObject({ department: 2, startDate: '2026-11-01', perPage: 50 });
    expect(result.current.paging.recordOffSet).toBe(0);
    expect(result.current.isDirty).toBe(false);

    act(() => void result.current.setPaging({ recordOffSet: 100 }));
    expect(result.current.paging).toEqual({ recordLimit: 100, recordOffSet: 100, perPage: 50 });
    let sent = result.current.listFilter;
    act(() => {
      sent = result.current.apply({ ...result.current.values, category: 9 });
    });
    expect(sent).toMatchObject({ category: 9, department: 2, recordOffSet: 0 });
    expect(result.current.listFilter).toEqual(sent);
    expect(result.current.isDirty).toBe(true);

    act(() => {
      sent = result.current.select(1);
    });
    expect(result.current.selectedFilter?.id).toBe(1);
    expect(sent).toMatchObject({ category: -2, department: -2, perPage: 20 });
    act(() => {
      sent = result.current.select(null);
    });
    expect(result.current.selectedFilter).toBeNull();
    expect(result.current.paging).toEqual({ recordLimit: 100, recordOffSet: 0, perPage: 20 });
  });

  it('saves over the selected filter, or as a new one with -2 for unset values and days as YYYY-MM-DD', async () => {
    const rows = [savedFilter(1, { city: 'Ghent' })];
    let saves = 0;
    const fetch = mockApi((q) => {
      if (q.includes('GetAdvancedGlobalFilter')) return { GetAdvancedGlobalFilter: rows };
      if (q.includes('AddUpdAdvancedGlobalFilter')) {
        // The first save updates filter 1, the second creates filter 9, as the server would.
        saves += 1;
        if (saves === 1) rows[0] = { ...rows[0]!, department: 2, startDate: '2026-11-01T00:00:00.000Z' };
        else rows.push(savedFilter(9, { filterName: 'Camera', isActive: true, department: 2 }));
        return { AddUpdAdvancedGlobalFilter: rows.at(-1) };
      }
      return undefined;
    });
    signInWith({});
    const { result } = renderState();
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => void result.current.select(1));
    act(
      () => void result.current.apply({ ...result.current.values, startDate: '2026-11-01', department: 2 }),
    );
    await act(() => result.current.save());
    expect(callsOf(fetch, 'AddUpdAdvancedGlobalFilter')[0]!.variables).toMatchObject({
      id: 1,
      filter: {
        filterName: 'Filter 1',
        filterType: 2,
        isActive: false,
        city: 'Ghent',
        startDate: '2026-11-01',
      },
    });

    await act(() => result.current.save({ filterName: 'Camera', isActive: true }));
    const created = callsOf(fetch, 'AddUpdAdvancedGlobalFilter')[1]!.variables as {
      id: null;
      filter: Record<string, unknown>;
    };
    expect(created.id).toBeNull();
    expect(created.filter).toMatchObject({
      filterName: 'Camera',
      isActive: true,
      department: 2,
      category: -2,
      supplierId: -2,
      startDate: '2026-11-01',
      recordLimit: 100,
      perPage: 20,
    });
    expect(created.filter).not.toHaveProperty('endDate');
    await waitFor(() => expect(result.current.selectedFilter?.id).toBe(9));
  });

  it('after deleting the selected filter: no filter and the paging 20 / 0 / 20 the server answers', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetAdvancedGlobalFilter'))
        return { GetAdvancedGlobalFilter: [savedFilter(3, { isActive: true, department: 2, perPage: 100 })] };
      if (q.includes('DeleteAdvancedGlobalFilter'))
        return {
          DeleteAdvancedGlobalFilter: { id: 3, filterType: 2, recordLimit: 20, recordOffSet: 0, perPage: 20 },
        };
      return undefined;
    });
    signInWith({});
    const { result } = renderState();
    await waitFor(() => expect(result.current.selectedFilter?.id).toBe(3));
    const sent = await act(() => result.current.remove());
    expect(callsOf(fetch, 'DeleteAdvancedGlobalFilter')[0]!.variables).toEqual({ id: 3 });
    expect(sent).toMatchObject({ department: -2, recordLimit: 20, recordOffSet: 0, perPage: 20 });
    expect(result.current.values).toEqual(EMPTY_FILTER_VALUES);
    expect(result.current.paging).toEqual({ recordLimit: 20, recordOffSet: 0, perPage: 20 });
  });

  it('a failed load is logged and swallowed: the list runs unfiltered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi((q) =>
      q.includes('GetAdvancedGlobalFilter')
        ? { errors: [{ message: 'boom', extensions: { code: 'X' } }] }
        : undefined,
    );
    signInWith({});
    const { result } = renderState();
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.listFilter).toMatchObject({ department: -2, recordLimit: 100 });
    expect(warn).toHaveBeenCalled();
  });
});
