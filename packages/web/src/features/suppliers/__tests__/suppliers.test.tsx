import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const SUPPLIER = {
  id: 4,
  name: 'Café Lumière',
  type: 3,
  vat: 'FR45123456789',
  iban: '',
  bic: '',
  info: '',
  contactName: 'Léa',
  contactFunction: '',
  nationalRegistryNumber: '',
  phone: '',
  email: '',
  address: {
    id: 9,
    street: 'Rue Haute',
    number: '5',
    box: '',
    zip: '1000',
    city: 'Brussels',
    state: '',
    country: 'Belgium',
    countryCode: 'be',
    lat: 0,
    lng: 0,
  },
  bankAccounts: [],
};

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('suppliers list', () => {
  it('searches on the server with the typed text and shows the empty state', async () => {
    const fetch = mockApi((q) => {
      if (!q.includes('GetSuppliers')) return undefined;
      const last = bodies(fetch).at(-1)!;
      return { GetSuppliers: last.variables.n === 'nothing' ? [] : [SUPPLIER] };
    });
    signInWith({ isAdmin: true });
    renderApp('/suppliers');
    expect(await screen.findByRole('link', { name: 'Café Lumière' })).toBeTruthy();
    expect(document.querySelector('.mantine-Badge-label')?.textContent).toBe('Catering');
    expect(screen.getByRole('link', { name: 'Open in a map' }).getAttribute('href')).toContain(
      'Rue%20Haute%205',
    );
    fireEvent.change(screen.getByLabelText('Type to search ...'), { target: { value: ' nothing ' } });
    expect(await screen.findByText('No supplier matches. Create one with "New supplier".')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('GetSuppliers') && b.variables.n === 'nothing')).toBe(
      true,
    );
  });

  it('is closed to a crew member', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/suppliers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('supplier form', () => {
  it('creates with a name and a type, then opens the supplier', async () => {
    const fetch = mockApi((q) =>
      q.includes('AddSupplier')
        ? { AddSupplier: SUPPLIER }
        : q.includes('GetSupplier(')
          ? { GetSupplier: SUPPLIER }
          : undefined,
    );
    signInWith({ canAccessConfig: true });
    const router = renderApp('/suppliers/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Café Lumière' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/4'));
    expect(bodies(fetch).find((b) => b.query.includes('AddSupplier'))?.variables).toEqual({
      n: 'Café Lumière',
      t: 1,
    });
  });

  it('checks the IBAN in the browser, saves, and shows a duplicate VAT warning', async () => {
    const fetch = mockApi((q) =>
      q.includes('UpdSupplier')
        ? {
            UpdSupplier: {
              supplier: SUPPLIER,
              duplicates: [{ field: 'vat', supplierId: 2, supplierName: 'Maison Verte Catering' }],
            },
          }
        : q.includes('GetSupplier(')
          ? { GetSupplier: SUPPLIER }
          : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/suppliers/4');
    const iban = await screen.findByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'BE72 0961 2345 6769' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid IBAN.')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('UpdSupplier'))).toBe(false);
    fireEvent.change(iban, { target: { value: 'BE71 0961 2345 6769' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('The same VAT number is used by Maison Verte Catering.');
    expect(
      within(alert.closest('div')!.parentElement!)
        .getByRole('link', { name: 'Open it' })
        .getAttribute('href'),
    ).toBe('/suppliers/2');
    const sent = bodies(fetch).find((b) => b.query.includes('UpdSupplier'))!.variables;
    expect(sent).toMatchObject({
      id: 4,
      s: { iban: 'BE71 0961 2345 6769', name: 'Café Lumière' },
      a: { city: 'Brussels' },
    });
  });

  it('asks before deleting the supplier and shows a refusal', async () => {
    mockApi((q) =>
      q.includes('DelSupplier')
        ? {
            errors: [
              {
                message: 'It cannot be deleted: other records still use it.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          }
        : q.includes('GetSupplier(')
          ? { GetSupplier: SUPPLIER }
          : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/suppliers/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the supplier' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(await screen.findByText(/other records still use it/)).toBeTruthy();
  });
});
