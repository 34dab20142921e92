import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const FOREST = {
  id: 7,
  kind: 'removal',
  description: 'Reforestation credits',
  project: 'Forêt de Chizé',
  date: '2026-11-10',
  kgCo2e: '2500',
  kgCo2eDisplay: { value: '2.50', unit: 'T' },
  provider: 'EcoAct',
  standard: 'Label Bas-Carbone',
  serialNumber: 'LBC-2026-000123',
  vintageYear: 2025,
  price: '87.50',
  currency: 'EUR',
  status: 'purchased',
  certificateName: 'certificate.pdf',
  certificateType: 'application/pdf',
  certificateSize: 1234,
  certificateUrl: '/files/carbon-certificates/7',
};
const TOTALS = {
  count: 2,
  kgCo2e: '2500.000',
  removalKgCo2e: '2500.000',
  offsetKgCo2e: '0.000',
  plannedKgCo2e: '300.000',
};

const api = (items: object[] = [FOREST]) =>
  mockApi((q) => {
    if (q.includes('GetShellProfile'))
      return {
        myProfile: { initials: 'TT', fullName: 'Tess Tester', modules: ['useGreen', 'useCarbonRemoval'] },
      };
    if (q.includes('GetCarbonRemovals'))
      return {
        GetCarbonRemovals: {
          items,
          totals: items.length
            ? TOTALS
            : { ...TOTALS, count: 0, kgCo2e: '0', removalKgCo2e: '0', plannedKgCo2e: '0' },
        },
      };
    if (q.includes('GetCarbonRemoval(')) return { GetCarbonRemoval: FOREST };
    if (q.includes('DelCarbonRemoval(')) return { DelCarbonRemoval: 7 };
    if (q.includes('AddUpdCarbonRemoval')) return { AddUpdCarbonRemoval: FOREST };
    return undefined;
  });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('carbon-removal (issue 14)', () => {
  it('lists removals and offsets with their totals, apart from the emissions', async () => {
    api();
    signInWith({ canManageCarbonRemoval: true, canViewGreenTable: true });
    renderApp('/carbon-removal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carbon removals and offsets' }),
    ).toBeTruthy();
    expect(await screen.findByTestId('removals-total')).toHaveProperty('textContent', '2.50 T');
    expect(screen.getByTestId('removals-planned').textContent).toBe('300.00 Kg');
    const row = screen.getByTestId('removal-row');
    expect(row.textContent).toContain('Forêt de Chizé');
    expect(row.textContent).toContain('Label Bas-Carbone');
    expect(row.textContent).toContain('Purchased');
    expect(within(row).getByRole('img', { name: 'Certificate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New removal or offset' })).toBeTruthy();
  });

  it('opens for who records removals without reading the green table (canManageCarbonRemoval alone)', async () => {
    api();
    signInWith({ canManageCarbonRemoval: true });
    renderApp('/carbon-removal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carbon removals and offsets' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New removal or offset' })).toBeTruthy();
  });

  it('shows the empty state, and no new button to a reader', async () => {
    api([]);
    signInWith({ canViewGreenTable: true });
    renderApp('/carbon-removal');
    expect(await screen.findByTestId('removals-empty')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New removal or offset' })).toBeNull();
  });

  it('refuses a quantity that is not positive before anything is sent', async () => {
    const fetch = api();
    signInWith({ canManageCarbonRemoval: true, canViewGreenTable: true });
    renderApp('/carbon-removal/new');
    await screen.findByRole('heading', { level: 1, name: 'New removal or offset' });
    await userEvent.type(screen.getByRole('textbox', { name: /Quantity/ }), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Quantity/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(graphqlCalls(fetch, 'AddUpdCarbonRemoval')).toHaveLength(0);
  });

  it('opens a removal with its certificate and deletes it after confirmation', async () => {
    const fetch = api();
    signInWith({ canManageCarbonRemoval: true, canViewGreenTable: true });
    const router = renderApp('/carbon-removal/7');
    expect(await screen.findByTestId('certificate-name')).toHaveProperty('textContent', 'certificate.pdf');
    expect((screen.getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement).value).toBe('2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the removal' });
    expect(graphqlCalls(fetch, 'DelCarbonRemoval')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /yes/i }));
    await waitFor(() => expect(graphqlCalls(fetch, 'DelCarbonRemoval')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/carbon-removal'));
  });

  it('shows a removal read-only to a green reader', async () => {
    api();
    signInWith({ canViewGreenTable: true });
    renderApp('/carbon-removal/7');
    await screen.findByTestId('certificate-name');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
  });
});

describe('gross and removals side by side (issue 14)', () => {
  const dashboard = {
    transport: '51.52',
    accomodation: '0.00',
    energy: '0.00',
    locations: '0.00',
    expenses: '0.00',
    waste: '0.00',
    tGSEconomy: '0.00',
    tGSEcoPaper: '0.00',
    totalGenerated: '1051.52',
    totals: {
      entries: 1,
      kgCo2e: '1051.52',
      actualKgCo2e: '1051.52',
      pendingKgCo2e: '0.00',
      excludedKgCo2e: '0.00',
      estimateKgCo2e: '0.00',
    },
    removals: {
      count: 1,
      kgCo2e: '20.000',
      removalKgCo2e: '20.000',
      offsetKgCo2e: '0.000',
      plannedKgCo2e: '0.000',
      grossMinusRemovalsKgCo2e: '1031.52',
    },
    byCategory: [],
    byDepartment: [],
    byPhase: [],
    byMonth: [],
  };

  it('keeps the gross as the headline on carbon-footprint and names the net figure', async () => {
    mockApi((q) => {
      if (q.includes('GetShellProfile'))
        return {
          myProfile: { initials: 'TT', fullName: 'Tess Tester', modules: ['useGreen', 'useCarbonRemoval'] },
        };
      if (q.includes('GetAdminGreenDashboard')) return { GetAdminGreenDashboard: dashboard };
      return undefined;
    });
    signInWith({ isAdmin: true });
    renderApp('/carbon-footprint');
    expect(await screen.findByTestId('gross-emissions')).toHaveProperty('textContent', '1.05 T');
    expect(screen.getByTestId('removals-offsets').textContent).toBe('20.00 Kg');
    expect(screen.getByTestId('gross-minus-removals').textContent).toBe('1.03 T');
    expect(screen.getByText('Gross emissions')).toBeTruthy();
    expect(screen.getByText('Removals and offsets')).toBeTruthy();
    expect(screen.getByText('Gross − removals')).toBeTruthy();
    // The total generated stays gross.
    expect(screen.getAllByTestId('green-figure')[0]!.textContent).toBe('1.05 T');
  });
});
