import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const totals = (actual: string, pending: string, estimate = '0.00', entries = 1) => ({
  entries,
  kgCo2e: (Number(actual) + Number(pending)).toFixed(2),
  actualKgCo2e: actual,
  pendingKgCo2e: pending,
  excludedKgCo2e: '0.00',
  estimateKgCo2e: estimate,
});

/** 1250 kg of transport (1000 actual, 250 pending), 80.40 kg of meals of which 30 estimated. */
const ADMIN_GREEN = {
  transport: '1250.00',
  accomodation: '0.00',
  energy: '0.00',
  locations: '0.00',
  expenses: '80.40',
  waste: '0.00',
  tGSEconomy: '0.00',
  tGSEcoPaper: '0.00',
  totalGenerated: '1330.40',
  totals: totals('1050.40', '280.00', '30.00', 3),
  byCategory: [
    { key: '3', name: 'transportation', totals: totals('1000.00', '250.00') },
    { key: '5', name: 'meal', totals: totals('50.40', '30.00', '30.00', 2) },
  ],
  byDepartment: [
    { key: '2', name: 'Camera', totals: totals('1000.00', '250.00') },
    { key: null, name: '', totals: totals('50.40', '30.00', '30.00', 2) },
  ],
  byPhase: [{ key: '1', name: '', totals: totals('1050.40', '280.00', '30.00', 3) }],
  byMonth: [{ key: '2026-11', name: '', totals: totals('1050.40', '280.00', '30.00', 3) }],
};
const EMPTY_GREEN = {
  ...ADMIN_GREEN,
  transport: '0.00',
  expenses: '0.00',
  totalGenerated: '0.00',
  totals: totals('0.00', '0.00', '0.00', 0),
  byCategory: [],
  byDepartment: [],
  byPhase: [],
  byMonth: [],
};
const MY_GREEN = {
  ...EMPTY_GREEN,
  transport: '42.50',
  totalGenerated: '42.50',
  totals: totals('0.00', '42.50'),
  byCategory: [{ key: '3', name: 'transportation', totals: totals('0.00', '42.50') }],
  byPhase: [{ key: null, name: '', totals: totals('0.00', '42.50') }],
  byMonth: [{ key: '2026-11', name: '', totals: totals('0.00', '42.50') }],
};

const api = (options: { modules?: string[]; admin?: object; mine?: object } = {}) =>
  mockApi((q) => {
    if (q.includes('GetShellProfile'))
      return {
        myProfile: { initials: 'TT', fullName: 'Tess Tester', modules: options.modules ?? ['useGreen'] },
      };
    if (q.includes('GetAdminGreenDashboard')) return { GetAdminGreenDashboard: options.admin ?? ADMIN_GREEN };
    if (q.includes('GetUserGreenDashboard')) return { GetUserGreenDashboard: options.mine ?? MY_GREEN };
    return undefined;
  });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('green dashboards (001 §3.4, issue 14)', () => {
  it('shows the production figures in kg or T (001 §9), actual and pending apart, estimates flagged', async () => {
    api();
    signInWith({ canAccessGreenReporting: true });
    renderApp('/my-dashboard');
    const admin = await screen.findByTestId('admin-green-dashboard');
    expect(await within(admin).findByText('Carbon footprint of the production')).toBeTruthy();
    const figure = (label: string) =>
      within(admin)
        .getAllByTestId('green-figure')
        .find((value) => value.previousElementSibling?.textContent === label)?.textContent;
    // 1250 kg switch to tonnes; 80.40 kg stay in kg.
    expect(await waitFor(() => figure('Transport'))).toBe('1.25 T');
    expect(figure('Other expenses')).toBe('80.40 Kg');
    expect(figure('Total generated')).toBe('1.33 T');
    expect(figure('Actual (validated)')).toBe('1.05 T');
    expect(figure('Pending (not validated yet)')).toBe('280.00 Kg');
    expect(figure('TGS economy')).toBe('0.00 Kg');
    expect(within(admin).getByText('Includes estimates: 30.00 Kg')).toBeTruthy();
  });

  it('gives every chart a text alternative: a table of the same figures, shown on demand', async () => {
    api();
    signInWith({ isAdmin: true });
    renderApp('/my-dashboard');
    const admin = await screen.findByTestId('admin-green-dashboard');
    const byCategory = (await within(admin).findByRole('heading', { name: 'By category' })).closest(
      'section',
    ) as HTMLElement;
    const table = within(byCategory).getByRole('table', { name: 'By category' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'CategoryActual (validated)Pending (not validated yet)Of which estimatesTotal',
      // 1000 kg stay in kg: the unit switches to T above 1000 (001 §9).
      'Transportation1,000.00 Kg250.00 Kg0.00 Kg1.25 T',
      'Meals50.40 Kg30.00 Kg30.00 Kg80.40 Kg',
    ]);
    const department = (await within(admin).findByRole('table', { name: 'By department' })).textContent;
    expect(department).toContain('Camera');
    expect(department).toContain('Not set');
    expect(within(admin).getByRole('table', { name: 'By phase' }).textContent).toContain('Shooting');
    expect(within(admin).getByRole('table', { name: 'Over time' }).textContent).toContain('Nov 2026');
    // The charts themselves are hidden from assistive technology; the table is their alternative.
    expect(byCategory.querySelector('[aria-hidden="true"] .mantine-BarChart-root')).not.toBeNull();
    const toggle = within(byCategory).getByRole('button', { name: 'Show the figures as a table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(
      within(byCategory).getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it("shows a crew member their own footprint and never asks for the production's", async () => {
    const fetch = api();
    signInWith({});
    renderApp('/my-dashboard');
    const mine = await screen.findByTestId('user-green-dashboard');
    // Transport, total generated and pending: 42.50 kg each.
    expect(
      await within(mine).findAllByText('42.50 Kg', { selector: '[data-testid="green-figure"]' }),
    ).toHaveLength(3);
    expect(screen.queryByTestId('admin-green-dashboard')).toBeNull();
    expect(screen.queryByText('Carbon footprint of the production')).toBeNull();
    expect(graphqlCalls(fetch, 'GetAdminGreenDashboard')).toHaveLength(0);
  });

  it('shows the empty state when there is no entry', async () => {
    api({ admin: EMPTY_GREEN, mine: EMPTY_GREEN });
    signInWith({ isProd: true });
    renderApp('/my-dashboard');
    await screen.findByTestId('admin-green-dashboard');
    await waitFor(() => expect(screen.getAllByTestId('green-empty')).toHaveLength(2));
    expect(screen.queryByRole('table', { name: 'By category' })).toBeNull();
  });

  it('shows no green dashboard when the project switches the green module off', async () => {
    const fetch = api({ modules: ['useExpense'] });
    signInWith({ canAccessGreenReporting: true });
    renderApp('/my-dashboard');
    // The shell's profile (its modules) has loaded once the header shows the initials.
    expect(await screen.findByText('TT')).toBeTruthy();
    expect(await screen.findAllByText('€0.00')).toHaveLength(3);
    expect(screen.queryByTestId('user-green-dashboard')).toBeNull();
    expect(screen.queryByTestId('admin-green-dashboard')).toBeNull();
    expect(graphqlCalls(fetch, 'GetUserGreenDashboard')).toHaveLength(0);
  });
});

describe('carbon-footprint (issue 14)', () => {
  it('shows the gross footprint by category and by phase, as charts and tables', async () => {
    api();
    signInWith({ canViewGreenTable: true });
    renderApp('/carbon-footprint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carbon footprint' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText(/Gross emissions in kg CO2e/)).toBeTruthy();
    const byCategory = await screen.findByRole('table', { name: 'By category' });
    expect(byCategory.textContent).toContain('Transportation1,000.00 Kg250.00 Kg0.00 Kg1.25 T');
    expect(screen.getByRole('table', { name: 'By phase' }).textContent).toContain('Shooting1.05 T280.00 Kg');
    // A report screen shows its tables from the start.
    expect(screen.getAllByRole('button', { name: 'Hide the table', expanded: true })).toHaveLength(2);
  });

  it('shows the empty state when there is no entry', async () => {
    api({ admin: EMPTY_GREEN });
    signInWith({ isAdmin: true });
    renderApp('/carbon-footprint');
    expect(await screen.findByTestId('green-empty')).toBeTruthy();
  });

  it('is closed to a crew member without green rights', async () => {
    const fetch = api();
    signInWith({});
    renderApp('/carbon-footprint');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Carbon footprint' })).toBeNull(),
    );
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Carbon footprint' })).toBeNull();
    expect(graphqlCalls(fetch, 'GetAdminGreenDashboard')).toHaveLength(0);
  });
});
