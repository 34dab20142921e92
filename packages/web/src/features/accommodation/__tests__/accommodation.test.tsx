import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const HOTEL = {
  id: 7,
  kind: 'hotel',
  name: 'Hôtel du Port',
  supplierId: null,
  supplierName: 'Port Hotels',
  city: 'Marseille',
  country: 'fr',
  strDate: '2026-11-02',
  endDate: '2026-11-05',
  rooms: 3,
  nights: 3,
  notes: '',
  roomNights: 9,
  distributedRoomNights: 6,
  address: { street: 'Quai des Belges', number: '4', zip: '13001', city: 'Marseille', countryCode: 'fr' },
};
const MINE = {
  id: 31,
  accommodationName: 'Hôtel du Port',
  kind: 'hotel',
  country: 'fr',
  rooms: 2,
  nights: 3,
  strDate: '2026-11-02',
  endDate: '2026-11-05',
  isRead: false,
  address: {
    street: 'Quai des Belges',
    number: '4',
    zip: '13001',
    city: 'Marseille',
    countryCode: 'fr',
    lat: 0,
    lng: 0,
  },
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('accommodations list', () => {
  it('shows the accommodations with their room-nights given, and the empty state', async () => {
    mockApi((q) =>
      q.includes('GetAccommodations(')
        ? { GetAccommodations: { items: [HOTEL], totalRecords: 1 } }
        : undefined,
    );
    signInWith({ canManageAccommodations: true });
    renderApp('/accomodationList');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accommodations' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Hôtel du Port' })).toBeTruthy();
    expect(screen.getByText('6 of 9 room-nights given')).toBeTruthy();
  });

  it('says when there is none', async () => {
    mockApi((q) =>
      q.includes('GetAccommodations(') ? { GetAccommodations: { items: [], totalRecords: 0 } } : undefined,
    );
    signInWith({ canManageAccommodations: true });
    renderApp('/accomodationList');
    expect(await screen.findByText('No accommodation yet. Add one with "New accommodation".')).toBeTruthy();
  });

  it('is closed to a crew member without the right', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/accomodationList');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('accommodation form', () => {
  it('checks the dates with the shared schema before sending anything', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetAccommodationSuppliers') ? { GetSuppliers: [] } : undefined,
    );
    signInWith({ canManageAccommodations: true });
    renderApp('/accomodationList/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Hôtel du Port' } });
    fireEvent.change(screen.getByLabelText(/^Country code/), { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText(/^From(\s*\*)?$/), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText(/^To(\s*\*)?$/), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/must not be before the start date/)).toBeTruthy();
    expect(graphqlCalls(fetch, 'AddUpdAccommodation')).toHaveLength(0);
  });

  it('creates an accommodation with its address', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetAccommodationSuppliers')
        ? { GetSuppliers: [] }
        : q.includes('AddUpdAccommodation')
          ? { AddUpdAccommodation: HOTEL }
          : q.includes('GetAccommodation(')
            ? { GetAccommodation: HOTEL }
            : undefined,
    );
    signInWith({ canManageAccommodations: true });
    const router = renderApp('/accomodationList/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Hôtel du Port' } });
    fireEvent.change(screen.getByLabelText(/^Country code/), { target: { value: 'fr' } });
    fireEvent.change(screen.getByLabelText(/^From(\s*\*)?$/), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText(/^To(\s*\*)?$/), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Marseille' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accomodationList/7'));
    const [call] = graphqlCalls(fetch, 'AddUpdAccommodation');
    expect(call!.variables).toMatchObject({
      id: null,
      a: { name: 'Hôtel du Port', country: 'fr', rooms: 1, nights: 1, address: { city: 'Marseille' } },
    });
  });
});

describe('my accommodations', () => {
  it('confirms reading and refreshes the header counts', async () => {
    let read = false;
    const fetch = mockApi((q) => {
      if (q.includes('ReadMyAccommodation')) {
        read = true;
        return { ReadMyAccommodation: 31 };
      }
      if (q.includes('GetMyAccommodations'))
        return { GetMyAccommodations: { items: [{ ...MINE, isRead: read }], totalRecords: 1 } };
      if (q.includes('GetHeaderData'))
        return { GetHeaderData: { numAccToRead: read ? 0 : 1, totalNotifications: read ? 0 : 1 } };
      return undefined;
    });
    signInWith({});
    renderApp('/myaccomodations');
    expect(await screen.findByRole('heading', { level: 1, name: 'My accommodations' })).toBeTruthy();
    expect(await screen.findByText('2 room(s), 3 night(s), 11/02/2026 – 11/05/2026')).toBeTruthy();
    const headerCalls = graphqlCalls(fetch, 'GetHeaderData').length;
    fireEvent.click(screen.getByRole('button', { name: 'I have read it' }));
    expect(await screen.findByText('Read')).toBeTruthy();
    expect(graphqlCalls(fetch, 'ReadMyAccommodation')[0]!.variables).toEqual({ id: 31 });
    await waitFor(() => expect(graphqlCalls(fetch, 'GetHeaderData').length).toBeGreaterThan(headerCalls));
  });

  it('says when nothing was given', async () => {
    mockApi((q) =>
      q.includes('GetMyAccommodations') ? { GetMyAccommodations: { items: [], totalRecords: 0 } } : undefined,
    );
    signInWith({});
    renderApp('/myaccomodations');
    expect(await screen.findByText('No accommodation has been given to you yet.')).toBeTruthy();
  });
});
