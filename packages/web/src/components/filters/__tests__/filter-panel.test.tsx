import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signInWith } from '../../../test/app-test-kit';
import { renderWithProviders } from '../../../test/render';
import type { ListFilter } from '../filter.types';
import { FilterDemo } from './filter-demo';
import { callsOf, savedFilter } from './filter-fixtures';

const PO_FILTER = 3;
const shown = () =>
  JSON.parse(document.querySelector('[data-list-filter]')!.textContent ?? '{}') as ListFilter;
const input = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const pick = async (label: string, option: string) => {
  const select = await waitFor(() => {
    const el = input(label);
    expect(el.disabled).toBe(false);
    return el;
  });
  fireEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
};

function api(
  rows = [savedFilter(1, { filterType: PO_FILTER, filterName: 'Camera', isActive: true, department: 2 })],
) {
  return mockApi((q) => {
    if (q.includes('GetAdvancedGlobalFilter')) return { GetAdvancedGlobalFilter: rows };
    if (q.includes('GetDepartments'))
      return {
        GetDepartments: [
          { value: 2, message: 'Camera' },
          { value: 5, message: 'Sound' },
        ],
      };
    if (q.includes('GetSuppliers')) return { GetSuppliers: [{ id: 3, name: 'Lumen Camera Rental' }] };
    if (q.includes('AddUpdAdvancedGlobalFilter')) {
      const row = savedFilter(8, { filterType: PO_FILTER, filterName: 'Sound', department: 5, processed: 1 });
      rows.push(row);
      return { AddUpdAdvancedGlobalFilter: row };
    }
    if (q.includes('DeleteAdvancedGlobalFilter')) {
      rows.splice(0, 1);
      return {
        DeleteAdvancedGlobalFilter: {
          id: 1,
          filterType: PO_FILTER,
          recordLimit: 20,
          recordOffSet: 0,
          perPage: 20,
        },
      };
    }
    return undefined;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('FilterPanel', () => {
  it('preselects the active filter with its chips, picks another and clears', async () => {
    const rows = [
      savedFilter(1, { filterType: PO_FILTER, filterName: 'Camera', isActive: true, department: 2 }),
      savedFilter(2, { filterType: PO_FILTER, filterName: 'Unprocessed', processed: 0, status: 4 }),
    ];
    api(rows);
    signInWith({});
    const onApply = vi.fn();
    renderWithProviders(<FilterDemo total={0} onApply={onApply} />);
    expect(await screen.findByText('Department: Camera')).toBeTruthy();
    expect(input('Saved filter').value).toBe('Camera (default)');
    expect(shown()).toMatchObject({ department: 2, processed: -2 });

    await pick('Saved filter', 'Unprocessed');
    expect(await screen.findByText('Processed: No')).toBeTruthy();
    expect(screen.getByText('Status: Validated')).toBeTruthy();
    expect(screen.queryByText('Department: Camera')).toBeNull();
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({ department: -2, processed: 0, status: 4 }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Status: Validated' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ status: -2, processed: 0 }));
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ processed: -2, status: -2 }));
    expect(input('Saved filter').value).toBe('No saved filter');
    expect(screen.queryByText('Processed: No')).toBeNull();
  });

  it('edits in the drawer, applies, then saves as a new default filter', async () => {
    const fetch = api([]);
    signInWith({});
    const onApply = vi.fn();
    renderWithProviders(<FilterDemo total={0} onApply={onApply} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit filter' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(drawer).getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(within(drawer).getByText('The end date is before the start date.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(drawer).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(drawer).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(callsOf(fetch, 'GetDepartments')).toHaveLength(1));
    await pick('Department', 'Sound');
    fireEvent.click(
      within(within(drawer).getByRole('radiogroup', { name: 'Processed' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Department: Sound')).toBeTruthy();
    expect(screen.getByText('From: 11/01/2026')).toBeTruthy();
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        department: 5,
        processed: 1,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save as…' }));
    const modal = await screen.findByRole('dialog', { name: 'Save the filter as' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Give the filter a name.')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Filter name'), { target: { value: 'Sound' } });
    fireEvent.click(within(modal).getByLabelText('Make it the default filter'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fetch, 'AddUpdAdvancedGlobalFilter')).toHaveLength(1));
    expect(callsOf(fetch, 'AddUpdAdvancedGlobalFilter')[0]!.variables).toEqual({
      id: null,
      filter: {
        filterName: 'Sound',
        filterType: PO_FILTER,
        isActive: true,
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        department: 5,
        category: -2,
        personId: -2,
        supplierId: -2,
        status: -2,
        reviewStatus: [],
        processed: 1,
        invoicedToProduction: -2,
        flagIds: [],
        recordLimit: 100,
        recordOffSet: 0,
        perPage: 20,
      },
    });
    expect(await screen.findByText('Filter saved')).toBeTruthy();
    await waitFor(() => expect(input('Saved filter').value).toBe('Sound'));
  });

  it('deletes the selected filter after confirmation and goes back to 20 / 0 / 20', async () => {
    const fetch = api();
    signInWith({});
    const onApply = vi.fn();
    renderWithProviders(<FilterDemo total={0} onApply={onApply} />);
    expect(await screen.findByText('Department: Camera')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the filter' });
    expect(within(dialog).getByText('Delete the saved filter "Camera"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete the filter' })).toBeNull());
    expect(callsOf(fetch, 'DeleteAdvancedGlobalFilter')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete the filter' });
    fireEvent.click(within(again).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(callsOf(fetch, 'DeleteAdvancedGlobalFilter')).toHaveLength(1));
    expect(callsOf(fetch, 'DeleteAdvancedGlobalFilter')[0]!.variables).toEqual({ id: 1 });
    expect(await screen.findByText('Filter deleted')).toBeTruthy();
    expect(onApply).toHaveBeenLastCalledWith(
      expect.objectContaining({ department: -2, recordLimit: 20, recordOffSet: 0, perPage: 20 }),
    );
    expect(screen.queryByText('Department: Camera')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('makes the selected filter the default', async () => {
    const fetch = api([
      savedFilter(2, { filterType: PO_FILTER, filterName: 'Sound', department: 5, city: 'Ghent' }),
    ]);
    signInWith({});
    renderWithProviders(<FilterDemo total={0} onApply={vi.fn()} />);
    await pick('Saved filter', 'Sound');
    fireEvent.click(await screen.findByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(callsOf(fetch, 'AddUpdAdvancedGlobalFilter')).toHaveLength(1));
    expect(callsOf(fetch, 'AddUpdAdvancedGlobalFilter')[0]!.variables).toMatchObject({
      id: 2,
      filter: { filterName: 'Sound', isActive: true, department: 5, city: 'Ghent' },
    });
  });

  it('keeps the save-as dialog open with the error when the server refuses', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetAdvancedGlobalFilter')) return { GetAdvancedGlobalFilter: [] };
      if (q.includes('AddUpdAdvancedGlobalFilter'))
        return { errors: [{ message: 'Filter name is too long', extensions: { code: 'BAD_USER_INPUT' } }] };
      return undefined;
    });
    signInWith({});
    renderWithProviders(<FilterDemo total={0} onApply={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save as…' }));
    const modal = await screen.findByRole('dialog', { name: 'Save the filter as' });
    fireEvent.change(within(modal).getByLabelText('Filter name'), { target: { value: 'Everything' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fetch, 'AddUpdAdvancedGlobalFilter')).toHaveLength(1));
    expect(await screen.findByText(/Filter name is too long/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Save the filter as' })).toBeTruthy();
    expect(input('Saved filter').value).toBe('No saved filter');
  });
});
