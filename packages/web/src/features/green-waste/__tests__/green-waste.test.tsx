import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const units = [
  { kind: 'cardboard', unit: 'kg' },
  { kind: 'paper', unit: 'kg' },
  { kind: 'plastic', unit: 'kg' },
  { kind: 'food', unit: 'kg' },
  { kind: 'general', unit: 'tonne' },
  { kind: 'paint', unit: 'kg' },
  { kind: 'wood', unit: 'kg' },
  { kind: 'steel', unit: 'kg' },
  { kind: 'glass', unit: 'kg' },
  { kind: 'plasticDestruction', unit: 'kg' },
];
const entry = {
  id: 7,
  strDate: '2026-11-02',
  endDate: '2026-11-06',
  description: 'Studio week 1',
  department: null,
  locationSetName: 'Stage 3',
  sortedWaste: true,
  recycledPaper: false,
  kgCo2e: '781.97',
  quantities: [
    { kind: 'cardboard', quantity: '250', unit: 'kg' },
    { kind: 'general', quantity: '1.5', unit: 'tonne' },
  ],
};
const PAGE = {
  GetWasteEntries: {
    units,
    items: [entry],
    totals: [
      { kind: 'cardboard', quantity: '250', unit: 'kg', display: { value: '250.00', unit: 'Kg' } },
      { kind: 'general', quantity: '1500', unit: 'kg', display: { value: '1.50', unit: 'T' } },
    ],
    kgCo2e: '781.97',
    kgCo2eDisplay: { value: '781.97', unit: 'Kg' },
  },
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('green/waste', () => {
  it('lists waste entries with totals by kind in the §9 units, and enters weights in the project’s units', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetWasteEntries(')
        ? PAGE
        : q.includes('AddUpdWasteEntry(')
          ? { AddUpdWasteEntry: { id: 8, kgCo2e: '0.56' } }
          : undefined,
    );
    signInWith({ canViewWasteScreens: true });
    renderApp('/green/waste');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waste' })).toBeTruthy();
    const totals = await screen.findByText('Totals by kind');
    const section = totals.closest('section')!;
    expect(within(section).getByText('250.00 Kg')).toBeTruthy();
    expect(within(section).getByText('1.50 T')).toBeTruthy();
    expect(screen.getByText('1 entries · 781.97 Kg CO2e')).toBeTruthy();
    const row = screen.getByText('Stage 3').closest('tr')!;
    expect(within(row).getByText('Cardboard 250 kg · General waste 1.5 t')).toBeTruthy();
    expect(within(row).getByText('Sorted waste')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New waste entry' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(graphqlCalls(fetch, 'AddUpdWasteEntry')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('General waste (t)'), { target: { value: '0.12' } });
    fireEvent.change(within(dialog).getByLabelText('Cardboard (kg)'), { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'AddUpdWasteEntry')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'AddUpdWasteEntry')[0]!.variables).toMatchObject({
      id: null,
      entry: { quantities: { cardboard: '120', general: '0.12', paper: null } },
    });
  });

  it('opens an entry weighed before the project changed its unit in the unit in force (65 kg → 0.065 t)', async () => {
    const old = { ...entry, id: 9, quantities: [{ kind: 'general', quantity: '65', unit: 'kg' }] };
    const fetch = mockApi((q) =>
      q.includes('GetWasteEntries(')
        ? { GetWasteEntries: { ...PAGE.GetWasteEntries, items: [old] } }
        : q.includes('AddUpdWasteEntry(')
          ? { AddUpdWasteEntry: { id: 9, kgCo2e: '33.83' } }
          : undefined,
    );
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/waste');
    fireEvent.click(await screen.findByRole('button', { name: /Edit the entry of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the waste entry' });
    expect((within(dialog).getByLabelText('General waste (t)') as HTMLInputElement).value).toBe('0.065');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(graphqlCalls(fetch, 'AddUpdWasteEntry')[0]!.variables).toMatchObject({
        id: 9,
        entry: { quantities: { general: '0.065' } },
      }),
    );
  });

  it('asks before deleting an entry', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetWasteEntries(') ? PAGE : q.includes('DelWasteEntry(') ? { DelWasteEntry: 7 } : undefined,
    );
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/waste');
    fireEvent.click(await screen.findByRole('button', { name: /Delete the entry of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the waste entry' });
    expect(graphqlCalls(fetch, 'DelWasteEntry')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'DelWasteEntry')[0]!.variables).toEqual({ id: 7 }));
  });

  it('shows the empty state and sends the date filters', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetWasteEntries(')
        ? { GetWasteEntries: { ...PAGE.GetWasteEntries, items: [], totals: [], kgCo2e: '0.00' } }
        : undefined,
    );
    signInWith({ isProd: true });
    renderApp('/green/waste');
    expect(await screen.findByText('No waste entry for these filters yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(graphqlCalls(fetch, 'GetWasteEntries').at(-1)!.variables).toMatchObject({
        filter: { startDate: '2026-11-01' },
      }),
    );
  });

  it('is closed to a crew member without the waste right', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/green/waste');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});
