import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const ROW = {
  id: 7,
  type: 0,
  type1: 0,
  status: 2,
  setName: 'Café Lumière',
  scriptName: 'INT. CAFÉ - NIGHT',
  getInDate: '2026-11-02',
  getOutDate: '2026-11-06',
  shootingStartDate: null,
  shootingEndDate: null,
  electricityConsumption: '825.5',
  address1: {
    street: 'Rue Haute',
    number: '5',
    zip: '1000',
    city: 'Bruxelles',
    country: 'Belgium',
    lat: 0,
    lng: 0,
  },
};

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) =>
    init?.body && typeof init.body === 'string' ? [JSON.parse(init.body) as Body] : [],
  );
const sent = (fetch: ReturnType<typeof mockApi>, operation: string) =>
  bodies(fetch).filter((body) => body.query.includes(operation));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('locations list (issue 15)', () => {
  it('lists the film sets without premises, with status, dates, kWh and the map link; filters on the server', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetProjectLocationPage')
        ? { GetProjectLocationPage: { items: [ROW], totalRecords: 1 } }
        : undefined,
    );
    signInWith({ canManageLocations: true });
    renderApp('/locations');
    expect(await screen.findByRole('link', { name: 'Café Lumière' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Confirmed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in a map' }).getAttribute('href')).toContain(
      'Rue%20Haute%205',
    );
    expect(sent(fetch, 'GetProjectLocationPage')[0]!.variables).toMatchObject({
      status: -1,
      removePremise: true,
      removePme: false,
      removeDecorFilm: false,
    });
    fireEvent.click(screen.getByLabelText('Hide film-equipment (PME) locations'));
    fireEvent.change(screen.getByPlaceholderText('Type to search ...'), { target: { value: ' café ' } });
    await waitFor(() =>
      expect(sent(fetch, 'GetProjectLocationPage').at(-1)!.variables).toMatchObject({
        removePme: true,
        search: 'café',
        offset: 0,
      }),
    );
  });

  it('Offices lists the premises only, and shows its empty state', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetProjectLocationPage')
        ? { GetProjectLocationPage: { items: [], totalRecords: 0 } }
        : undefined,
    );
    signInWith({ isProd: true });
    renderApp('/Offices');
    expect(await screen.findByText('No office yet.')).toBeTruthy();
    expect(sent(fetch, 'GetProjectLocationPage')[0]!.variables).toMatchObject({
      removePremise: false,
      removePme: true,
      removeDecorFilm: true,
    });
  });

  it('deletes the selected rows after a confirmation, all at once', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetProjectLocationPage'))
        return {
          GetProjectLocationPage: {
            items: [ROW, { ...ROW, id: 8, setName: 'Ostend lighthouse', address1: null }],
            totalRecords: 2,
          },
        };
      if (q.includes('DelLocations')) return { DelLocations: [7, 8] };
      return undefined;
    });
    signInWith({ canManageLocations: true });
    renderApp('/locations');
    await screen.findByRole('link', { name: 'Ostend lighthouse' });
    fireEvent.click(screen.getByLabelText('Select every row of the page'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the selection (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent(fetch, 'DelLocations')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(sent(fetch, 'DelLocations')[0]!.variables).toEqual({ ids: [7, 8] }));
  });

  it('a reader without canManageLocations sees no delete nor new button', async () => {
    mockApi((q) =>
      q.includes('GetProjectLocationPage')
        ? { GetProjectLocationPage: { items: [ROW], totalRecords: 1 } }
        : undefined,
    );
    signInWith({ canViewGreenTable: true });
    renderApp('/locations');
    await screen.findByRole('link', { name: 'Café Lumière' });
    expect(screen.queryByRole('link', { name: 'New location' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the selection/ })).toBeNull();
  });
});

describe('location record (issue 15)', () => {
  it('refuses a meter end below its start on the field, before anything is sent', async () => {
    const fetch = mockApi((q) => (q.includes('GetSuppliers') ? { GetSuppliers: [] } : undefined));
    signInWith({ canManageLocations: true });
    renderApp('/locations/add/0');
    expect(await screen.findByRole('heading', { level: 1, name: 'New location' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Set name'), { target: { value: 'Harbour warehouse' } });
    fireEvent.change(screen.getAllByLabelText('Start reading (kWh)')[0]!, { target: { value: '1000' } });
    fireEvent.change(screen.getAllByLabelText('End reading (kWh)')[0]!, { target: { value: '900' } });
    expect(screen.getByText('-100.00 kWh')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end value must not be below the start value.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Energy and meters' }).getAttribute('aria-selected')).toBe('true');
    expect(sent(fetch, 'NewLocation')).toEqual([]);
  });
});

describe('green/locations (issues 14, 15)', () => {
  it('shows each location’s figures and kg CO2e with the factor’s provenance, and the totals', async () => {
    mockApi((q) =>
      q.includes('GetLocationsFootprint')
        ? {
            GetLocationsFootprint: {
              items: [
                {
                  location: { id: 7, setName: 'Café Lumière', type: 0, status: 2 },
                  electricityKwh: '500.00',
                  gasKwh: '0.00',
                  waterM3: '0.000',
                  generatorLitres: '0.00',
                  kgCo2e: '69.50',
                  measures: [
                    {
                      entryId: 3,
                      sourceType: 'locationElectricity',
                      quantity: '500',
                      unit: 'kWh',
                      kgCo2e: '69.50',
                      factorKey: 'electricity_be_kwh',
                      factorValue: '0.139',
                      factorUnit: 'kWh',
                      factorSource: 'EEA',
                      factorYear: 2021,
                      isOverride: false,
                    },
                  ],
                },
              ],
              totals: {
                electricityKwh: '500.00',
                gasKwh: '0.00',
                waterM3: '0.000',
                generatorLitres: '0.00',
                kgCo2e: '69.50',
              },
            },
          }
        : undefined,
    );
    signInWith({ canViewGreenTable: true });
    renderApp('/green/locations');
    expect(await screen.findByRole('link', { name: 'Café Lumière' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Carbon of the locations' })).toBeTruthy();
    expect(screen.getByText(/electricity_be_kwh, EEA,\s*2021/)).toBeTruthy();
    expect(screen.getByTestId('total-kgco2e').textContent).toContain('69.50');
  });
});
