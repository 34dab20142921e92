import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const cell = (over: Record<string, unknown>) => ({
  carbonCategory: 3,
  carbonCategoryName: 'transportation',
  department: 2,
  departmentName: 'Camera',
  lineId: 7,
  note: 'Trucks and vans',
  planned: '1200.00',
  actual: '300.00',
  committed: '450.00',
  remainder: '450.00',
  forecast: '1200.00',
  ...over,
});
const BUDGET = {
  cells: [
    cell({}),
    cell({
      carbonCategory: 5,
      carbonCategoryName: 'meal',
      department: null,
      departmentName: null,
      lineId: null,
      note: null,
      planned: '0.00',
      actual: '80.00',
      committed: '0.00',
      remainder: '0.00',
      forecast: '80.00',
    }),
  ],
  totals: {
    planned: '1200.00',
    actual: '380.00',
    committed: '450.00',
    remainder: '450.00',
    forecast: '1280.00',
  },
  canEdit: true,
  hasPlan: true,
};
const HISTORY = [
  { day: '2026-11-20', planned: '1200.00', actual: '200.00', committed: '450.00', forecast: '1200.00' },
  { day: '2026-11-21', planned: '1200.00', actual: '380.00', committed: '450.00', forecast: '1280.00' },
];

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('carbon budget screen (issue 16)', () => {
  it('shows the matrix with planned, actual, committed and forecast, the totals and the history', async () => {
    mockApi((q) => {
      if (q.includes('GetCarbonForecastHistory')) return { GetCarbonForecastHistory: HISTORY };
      if (q.includes('GetCarbonBudget')) return { GetCarbonBudget: BUDGET };
      return undefined;
    });
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/carbon-budget');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carbon budget' })).toBeTruthy();
    const row = (await screen.findByText('Trucks and vans')).closest('tr')!;
    expect(within(row).getByText('3 · Transportation')).toBeTruthy();
    expect(within(row).getByText('Camera')).toBeTruthy();
    expect(within(row).getByText('450.00 Kg', { selector: '[data-figure="committed"]' })).toBeTruthy();
    expect(within(row).getByText('1.20 T', { selector: '[data-figure="forecast"]' })).toBeTruthy();
    const meals = screen.getByText('5 · Meals').closest('tr')!;
    expect(within(meals).getByText('Whole category')).toBeTruthy();
    // Unplanned: no delete action, forecast = actual.
    expect(within(meals).queryByRole('button', { name: /Delete/ })).toBeNull();
    const totals = document.querySelector('[data-totals]') as HTMLElement;
    expect(within(totals).getByText('1.28 T')).toBeTruthy();
    expect(await screen.findByRole('img')).toBeTruthy();
    fireEvent.click(screen.getByText('Table'));
    expect(await screen.findByText('1.28 T', { selector: '[data-history-table] td' })).toBeTruthy();
  });

  it('edits a cell with the shared rule: a bad figure is refused on its field, a good one is sent', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('SetCarbonBudgetLine')) return { SetCarbonBudgetLine: { hasPlan: true } };
      if (q.includes('GetCarbonForecastHistory')) return { GetCarbonForecastHistory: [] };
      if (q.includes('GetCarbonBudget')) return { GetCarbonBudget: BUDGET };
      return undefined;
    });
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/carbon-budget');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Transportation Camera' }));
    const dialog = await screen.findByRole('dialog');
    const planned = within(dialog).getByLabelText(/Planned kg CO2e/);
    expect((planned as HTMLInputElement).value).toBe('1200.00');
    fireEvent.change(planned, { target: { value: 'lots' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(planned.getAttribute('aria-invalid')).toBe('true'));
    expect(graphqlCalls(fetch, 'SetCarbonBudgetLine')).toHaveLength(0);
    fireEvent.change(planned, { target: { value: '1500,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SetCarbonBudgetLine')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'SetCarbonBudgetLine')[0]!.variables).toEqual({
      c: 3,
      d: 2,
      p: '1500.5',
      n: 'Trucks and vans',
    });
  });

  it('asks before deleting a plan line', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('DelCarbonBudgetLine')) return { DelCarbonBudgetLine: { hasPlan: false } };
      if (q.includes('GetCarbonForecastHistory')) return { GetCarbonForecastHistory: [] };
      if (q.includes('GetCarbonBudget')) return { GetCarbonBudget: BUDGET };
      return undefined;
    });
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/carbon-budget');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Transportation Camera' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the plan of Transportation · Camera?')).toBeTruthy();
    expect(graphqlCalls(fetch, 'DelCarbonBudgetLine')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /yes/i }));
    await waitFor(() => expect(graphqlCalls(fetch, 'DelCarbonBudgetLine')[0]!.variables).toEqual({ id: 7 }));
  });

  it('an empty budget says what to do; a reader sees no planning actions', async () => {
    mockApi((q) => {
      if (q.includes('GetCarbonForecastHistory')) return { GetCarbonForecastHistory: [] };
      if (q.includes('GetCarbonBudget'))
        return {
          GetCarbonBudget: {
            cells: [],
            totals: {
              planned: '0.00',
              actual: '0.00',
              committed: '0.00',
              remainder: '0.00',
              forecast: '0.00',
            },
            canEdit: false,
            hasPlan: false,
          },
        };
      return undefined;
    });
    signInWith({ canViewReportingScreens: true });
    renderApp('/green/carbon-budget');
    expect(await screen.findByText(/No carbon budget yet/)).toBeTruthy();
    expect(await screen.findByText(/No history yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plan a cell' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('is closed to a crew member without a green or reporting right', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/green/carbon-budget');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});
