import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedFilter } from '../../../components/filters/__tests__/filter-fixtures';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

type Body = { query: string; variables: Record<string, unknown> };
const named = (fetch: ReturnType<typeof mockApi>, name: string) =>
  fetch.mock.calls
    .flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []))
    .filter((b) => b.query.includes(`${name}(`));

const entry = (id: number, patch: Record<string, unknown> = {}) => ({
  id,
  sourceType: 'manual',
  sourceId: null,
  carbonCategory: 3,
  carbonCategoryName: 'transportation',
  strDate: '2026-03-02',
  endDate: null,
  description: `Drive ${id}`,
  department: 2,
  supplierId: null,
  productionPhase: 1,
  paidByProduction: true,
  verified: false,
  status: 'actual',
  isEstimate: false,
  quantity: '300',
  unit: 'km',
  factorKey: 'car_diesel_km',
  factorValue: '0.17174',
  factorUnit: 'kgCO2e/km',
  factorSource: 'DESNZ 2024',
  factorYear: 2024,
  isOverride: false,
  kgCo2e: '51.52',
  ...patch,
});

const totals = (kg: string) => ({
  entries: 45,
  kgCo2e: kg,
  actualKgCo2e: '2400.00',
  pendingKgCo2e: '100.00',
  excludedKgCo2e: '12.00',
  estimateKgCo2e: '0.00',
});

const page = (offset: number) => ({
  GetCarbonEntries: {
    totalRecords: 45,
    items: [
      entry(offset + 1),
      entry(offset + 2, {
        description: 'Hotel nights',
        carbonCategory: 1,
        sourceType: 'expenseItem',
        status: 'pending',
        isEstimate: true,
        quantity: '1500',
        unit: 'kg',
        kgCo2e: '2500.00',
      }),
    ],
    totals: totals('2500.00'),
  },
});

const DETAIL = {
  GetCarbonEntry: {
    entry: {
      ...entry(1),
      entityType: 0,
      userId: 7,
      isOverride: true,
      details: {
        transportTypeCode: 6,
        km: '300',
        passengers: 1,
        fromAddress: 'Brussels',
        toAddress: 'Liège',
        nights: null,
        bedrooms: null,
        country: '',
        energySource: null,
        kwh: null,
        fuel: null,
        litres: null,
        generator: false,
        waterM3: null,
        days: null,
        surface: null,
        locationSetName: '',
        quantity: null,
        waste: [],
        meals: [],
      },
    },
    lines: [
      {
        formula: '300 km × 0.2 kgCO2e/km = 60 kgCO2e',
        line: {
          label: 'Diesel car',
          quantity: '300',
          unit: 'km',
          factorQuantity: '300',
          factorKey: 'car_diesel_km',
          factorValue: '0.2',
          factorUnit: 'kgCO2e/km',
          factorSource: 'DESNZ 2024',
          factorYear: 2024,
          isOverride: true,
          kgCo2e: '60',
        },
        override: {
          id: 3,
          oldValue: '0.17174',
          newValue: '0.2',
          unit: 'kgCO2e/km',
          reason: 'Older fleet',
          userId: 7,
          userName: 'Ann Peeters',
          at: '2026-03-05T10:00:00Z',
        },
      },
    ],
  },
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('green table', () => {
  it('shows the entries with their units, the totals in kg or T, and pages by 20', async () => {
    const fetch = mockApi((q) => {
      if (!q.includes('GetCarbonEntries(')) return undefined;
      const last = named(fetch, 'GetCarbonEntries').at(-1)!;
      return page(Number(last.variables.offset ?? 0));
    });
    signInWith({ canViewGreenTable: true });
    renderApp('/green');
    expect(await screen.findByRole('heading', { level: 1, name: 'Green table' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Drive 1' })).toBeTruthy();
    const hotel = screen.getByRole('button', { name: 'Hotel nights' }).closest('tr')!;
    expect(within(hotel).getByText('2.50 T')).toBeTruthy();
    expect(within(hotel).getByText('1.50 T')).toBeTruthy();
    expect(within(hotel).getByText('Estimate')).toBeTruthy();
    expect(within(hotel).getByText('Pending')).toBeTruthy();
    expect(within(hotel).getByText('Expense item')).toBeTruthy();
    const drive = screen.getByRole('button', { name: 'Drive 1' }).closest('tr')!;
    expect(within(drive).getByText('51.52 Kg')).toBeTruthy();
    expect(within(drive).getByText('300 km')).toBeTruthy();
    expect(within(drive).getByText('Manual entry')).toBeTruthy();
    expect(screen.getByText('45 entries · total 2.50 T')).toBeTruthy();
    expect(screen.getByText(/Actual 2\.40 T · pending 100\.00 Kg/)).toBeTruthy();
    expect(named(fetch, 'GetCarbonEntries')[0]!.variables).toMatchObject({ offset: 0, size: 20 });
    // A reader without canAccessGreenReporting changes nothing.
    expect(screen.queryByRole('button', { name: 'New entry' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('button', { name: 'Drive 41' })).toBeTruthy();
    expect(named(fetch, 'GetCarbonEntries').at(-1)!.variables).toMatchObject({ offset: 40, size: 20 });
  });

  it('sends the filters and shows the empty state', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetCarbonEntries(')
        ? { GetCarbonEntries: { totalRecords: 0, items: [], totals: { ...totals('0'), entries: 0 } } }
        : undefined,
    );
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green');
    expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'hotel' } });
    await waitFor(() =>
      expect(named(fetch, 'GetCarbonEntries').at(-1)!.variables).toMatchObject({
        filter: { keyWord: 'hotel' },
        offset: 0,
      }),
    );
  });

  it('is closed to a crew member without a green right', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/green');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('entry detail', () => {
  it('shows quantity × factor = result with the factor, its source and year, and the override', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetCarbonEntries(')
        ? page(0)
        : q.includes('GetCarbonEntry(')
          ? DETAIL
          : q.includes('GetCarbonEntryDuplicates(')
            ? { GetCarbonEntryDuplicates: [] }
            : undefined,
    );
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green');
    fireEvent.click(await screen.findByRole('button', { name: 'Drive 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Entry 1' });
    expect(await within(drawer).findByText('300 km × 0.2 kgCO2e/km = 60 kgCO2e')).toBeTruthy();
    expect(within(drawer).getByText('Factor: car_diesel_km = 0.2 kgCO2e/km')).toBeTruthy();
    expect(within(drawer).getByText('Source: DESNZ 2024 · Year: 2024')).toBeTruthy();
    expect(within(drawer).getByText('Overridden by the project')).toBeTruthy();
    expect(
      within(drawer).getByText(/Changed from 0\.17174 to 0\.2 by Ann Peeters .*: Older fleet/),
    ).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Check for duplicates' }));
    expect(await within(drawer).findByText('No duplicate found.')).toBeTruthy();
    expect(named(fetch, 'GetCarbonEntryDuplicates')[0]!.variables).toEqual({ id: 1 });
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});

describe('manual entry form', () => {
  it('names the missing fields of the category by their label, then sends the entry', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetCarbonEntries(')
        ? page(0)
        : q.includes('AddUpdCarbonEntry(')
          ? { AddUpdCarbonEntry: { entry: entry(99) } }
          : q.includes('GetCarbonEntry(')
            ? DETAIL
            : undefined,
    );
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green');
    fireEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const km = await within(dialog).findByLabelText(/^Km/);
    await waitFor(() => expect(km.getAttribute('aria-invalid')).toBe('true'));
    const type = within(dialog).getByRole('combobox', { name: /^Transport type/ });
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(2);
    expect(named(fetch, 'AddUpdCarbonEntry')).toHaveLength(0);

    fireEvent.change(km, { target: { value: '300' } });
    fireEvent.click(type);
    const list = await waitFor(() => document.getElementById(type.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(list).getByRole('option', { name: 'Type 6 (Car)', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(fetch, 'AddUpdCarbonEntry')).toHaveLength(1));
    expect(named(fetch, 'AddUpdCarbonEntry')[0]!.variables).toMatchObject({
      id: null,
      entry: { carbonCategory: 3, km: '300', transportTypeCode: 6, paidByProduction: true },
    });
  });
});

describe('recompute', () => {
  it('lists the entries that change, old → new kg, before applying', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('PreviewCarbonRecompute'))
        return {
          PreviewCarbonRecompute: {
            entriesChanged: 1,
            kgBefore: '51.52',
            kgAfter: '1200.00',
            logId: null,
            changes: [
              {
                oldKgCo2e: '51.52',
                newKgCo2e: '1200.00',
                entry: {
                  id: 1,
                  strDate: '2026-03-02',
                  description: 'Drive 1',
                  carbonCategory: 3,
                  factorKey: 'car_diesel_km',
                },
              },
            ],
          },
        };
      if (q.includes('ApplyCarbonRecompute'))
        return {
          ApplyCarbonRecompute: {
            entriesChanged: 1,
            kgBefore: '51.52',
            kgAfter: '1200.00',
            logId: 5,
            changes: [],
          },
        };
      if (q.includes('GetCarbonLedgerLog')) return { GetCarbonLedgerLog: [] };
      if (q.includes('GetCarbonVariables')) return { GetCarbonVariables: [] };
      if (q.includes('GetCarbonCategoryMappings')) return { GetCarbonCategoryMappings: [] };
      return undefined;
    });
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/factors');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Factor overrides and recompute' }),
    ).toBeTruthy();
    expect(await screen.findByText('1 entries change: 51.52 Kg → 1.20 T')).toBeTruthy();
    const row = screen.getByText('Drive 1').closest('tr')!;
    expect(within(row).getByText('51.52 Kg')).toBeTruthy();
    expect(within(row).getByText('1.20 T')).toBeTruthy();
    expect(named(fetch, 'ApplyCarbonRecompute')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Apply the recompute' }));
    fireEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(named(fetch, 'ApplyCarbonRecompute')).toHaveLength(1));
  });

  it('names an override without reason by its label', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetCarbonVariables')
        ? { GetCarbonVariables: [] }
        : q.includes('PreviewCarbonRecompute')
          ? {
              PreviewCarbonRecompute: {
                entriesChanged: 0,
                kgBefore: '0',
                kgAfter: '0',
                logId: null,
                changes: [],
              },
            }
          : q.includes('GetCarbonLedgerLog')
            ? { GetCarbonLedgerLog: [] }
            : q.includes('GetCarbonCategoryMappings')
              ? { GetCarbonCategoryMappings: [] }
              : undefined,
    );
    signInWith({ canAccessGreenReporting: true });
    renderApp('/green/factors');
    fireEvent.click(await screen.findByRole('button', { name: 'Set the override' }));
    const reason = await screen.findByLabelText(/^Reason/);
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(named(fetch, 'SetCarbonFactorOverride')).toHaveLength(0);
  });
});

describe('saved filters of type green table', () => {
  it('applies the default saved filter, and saves the current one with category, status, source and keyword', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetAdvancedGlobalFilter('))
        return {
          GetAdvancedGlobalFilter: [
            savedFilter(8, {
              filterName: 'Pending hotels',
              filterType: 5,
              isActive: true,
              co2Type: 1,
              status: 0,
              keyWord: 'Ibis',
            }),
          ],
        };
      if (q.includes('AddUpdAdvancedGlobalFilter('))
        return { AddUpdAdvancedGlobalFilter: savedFilter(9, { filterName: 'Mine', filterType: 5 }) };
      if (q.includes('GetCarbonEntries(')) return page(0);
      return undefined;
    });
    signInWith({ canViewGreenTable: true });
    renderApp('/green');
    await waitFor(() =>
      expect(named(fetch, 'GetCarbonEntries').at(-1)!.variables).toMatchObject({
        filter: { co2Type: 1, status: 'pending', source: null, keyWord: 'Ibis' },
      }),
    );
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('Ibis');
    expect(named(fetch, 'GetAdvancedGlobalFilter')[0]!.variables).toMatchObject({ type: 5 });
    fireEvent.click(await screen.findByRole('button', { name: 'Save the filter as…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getAllByRole('textbox')[0]!, { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(named(fetch, 'AddUpdAdvancedGlobalFilter')).toHaveLength(1));
    expect(named(fetch, 'AddUpdAdvancedGlobalFilter')[0]!.variables).toMatchObject({
      id: null,
      filter: {
        filterType: 5,
        filterName: 'Mine',
        co2Type: 1,
        status: 0,
        source: -2,
        perPage: 20,
        keyWord: 'Ibis',
      },
    });
  });
});
