import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const TRIP = {
  id: 12,
  userId: 1,
  personName: 'Tess Tester',
  transportTypeCode: 7,
  carbonClap: 7,
  date: '2026-11-03',
  km: '120.0',
  kmByRouting: false,
  passengers: 3,
  energy: 'diesel',
  description: '',
  from: {
    name: 'Base camp',
    street: '',
    number: '',
    zip: '',
    city: 'Marseille',
    countryCode: '',
    lat: 0,
    lng: 0,
  },
  to: {
    name: 'Calanques set',
    street: '',
    number: '',
    zip: '',
    city: 'Cassis',
    countryCode: '',
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

describe('my transport', () => {
  it('lists the person’s trips with their means, places, km and passengers', async () => {
    mockApi((q) =>
      q.includes('GetMyTransports') ? { GetMyTransports: { items: [TRIP], totalRecords: 1 } } : undefined,
    );
    signInWith({});
    renderApp('/mytransport');
    expect(await screen.findByRole('heading', { level: 1, name: 'My transport' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Van/ })).toBeTruthy();
    expect(screen.getByText('Base camp, Marseille → Calanques set, Cassis')).toBeTruthy();
    expect(screen.getByText('3 passenger(s)')).toBeTruthy();
  });

  it('adds a trip from the phone form', async () => {
    const fetch = mockApi((q) =>
      q.includes('AddUpdTransport')
        ? { AddUpdTransport: TRIP }
        : q.includes('GetTransport(')
          ? { GetTransport: TRIP }
          : undefined,
    );
    signInWith({});
    const router = renderApp('/mytransport/mobile/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a trip' })).toBeTruthy();
    // Refused by the shared schema: no means of transport chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Save the trip' }));
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).toBeTruthy());
    expect(graphqlCalls(fetch, 'AddUpdTransport')).toHaveLength(0);
    const select = screen
      .getAllByLabelText(/^Means of transport/)
      .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.click(select);
    const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(list).getByRole('option', { name: 'Van', hidden: true }));
    fireEvent.change(screen.getByLabelText(/^Distance \(km\)/), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText(/^Passengers/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mytransport/12'));
    expect(graphqlCalls(fetch, 'AddUpdTransport')[0]!.variables).toMatchObject({
      id: null,
      t: { transportTypeCode: 7, km: '120', passengers: 3 },
    });
  });

  it('sends the positions of known places, so the road can be measured without typed km', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTransportPlaces')
        ? {
            GetTransportPlaces: [
              { id: 1, label: 'Studio Lumière', lat: 50.8395, lng: 4.3475 },
              { id: 2, label: 'Lange Nelle lighthouse', lat: 51.237, lng: 2.925 },
            ],
          }
        : q.includes('AddUpdTransport')
          ? { AddUpdTransport: TRIP }
          : q.includes('GetTransport(')
            ? { GetTransport: TRIP }
            : undefined,
    );
    signInWith({});
    renderApp('/mytransport/mobile/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a trip' });
    const choose = async (label: RegExp, option: string) => {
      const select = await waitFor(
        () => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement,
      );
      fireEvent.click(select);
      const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
      fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
    };
    await choose(/^Means of transport/, 'Van');
    await choose(/^Known starting place/, 'Studio Lumière');
    await choose(/^Known destination/, 'Lange Nelle lighthouse');
    fireEvent.click(screen.getByRole('button', { name: 'Save the trip' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'AddUpdTransport')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'AddUpdTransport')[0]!.variables).toMatchObject({
      t: {
        km: null,
        from: { name: 'Studio Lumière', lat: 50.8395, lng: 4.3475 },
        to: { name: 'Lange Nelle lighthouse', lat: 51.237, lng: 2.925 },
      },
    });
  });

  it('confirms before deleting a trip', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTransport(')
        ? { GetTransport: TRIP }
        : q.includes('DelTransport')
          ? { DelTransport: 12 }
          : undefined,
    );
    signInWith({});
    renderApp('/mytransport/12');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the trip' }));
    expect(await screen.findByText('Delete this trip and its carbon entry?')).toBeTruthy();
    expect(graphqlCalls(fetch, 'DelTransport')).toHaveLength(0);
  });
});

describe('transports list', () => {
  it('is the transport manager’s', async () => {
    mockApi((q) =>
      q.includes('GetTransports(') ? { GetTransports: { items: [], totalRecords: 0 } } : undefined,
    );
    signInWith({ canManageTransport: true });
    renderApp('/TransportsList');
    expect(await screen.findByText('No trip yet. Add one with "Add a trip".')).toBeTruthy();
  });

  it('is closed to a crew member', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/TransportsList');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});
