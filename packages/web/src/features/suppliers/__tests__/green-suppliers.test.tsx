import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const ROWS = [
  {
    row: 2,
    outcome: 'new',
    name: 'Eco Catering',
    vat: 'BE0123456749',
    email: 'hello@eco.test',
    greenLabel: 'EU Ecolabel',
    greenLabelDate: '2026-03-15',
    supplierId: null,
    supplierName: null,
    errors: [],
  },
  {
    row: 3,
    outcome: 'update',
    name: 'existing rentals',
    vat: '',
    email: '',
    greenLabel: 'Green Key',
    greenLabelDate: '',
    supplierId: 7,
    supplierName: 'Existing Rentals',
    errors: [],
  },
  {
    row: 4,
    outcome: 'error',
    name: 'Bad Mail Ltd',
    vat: '',
    email: 'not-an-email',
    greenLabel: '',
    greenLabelDate: '',
    supplierId: null,
    supplierName: null,
    errors: [
      {
        row: 4,
        column: 'Email',
        field: 'email',
        value: 'not-an-email',
        message: 'Enter a valid email address.',
      },
    ],
  },
];
const PREVIEW = {
  committed: false,
  newCount: 1,
  updateCount: 1,
  errorCount: 1,
  created: 0,
  updated: 0,
  rows: ROWS,
};

type Call = { query: string; variables: Record<string, unknown> };
function uploads(fetch: ReturnType<typeof mockApi>): Call[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    if (String(url) !== '/graphql' || !(init?.body instanceof FormData)) return [];
    return [JSON.parse(String(init.body.get('operations'))) as Call];
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('LoadGreenSuppliers (issue 14)', () => {
  it('previews each row with its outcome and reasons, then confirms the valid rows and sums up', async () => {
    const fetch = mockApi((q) => {
      if (!q.includes('LoadGreenSuppliers')) return undefined;
      const last = uploads(fetch).at(-1)!;
      return {
        LoadGreenSuppliers: last.variables.c
          ? { ...PREVIEW, committed: true, created: 1, updated: 1 }
          : PREVIEW,
      };
    });
    signInWith({ isAdmin: true });
    renderApp('/LoadGreenSuppliers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Load green suppliers' })).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['Name\nEco'], 'suppliers.csv')] } });
    const table = await screen.findByRole('table', { name: 'Preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-outcome'))).toEqual(['new', 'update', 'error']);
    expect(within(rows[0]!).getByText('New supplier')).toBeTruthy();
    expect(within(rows[1]!).getByText('Updates Existing Rentals')).toBeTruthy();
    expect(within(rows[2]!).getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('1 new · 1 updates · 1 rows with errors')).toBeTruthy();
    expect(uploads(fetch)[0]!.variables).toMatchObject({ c: false });

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 valid rows' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Import 2 suppliers and mark them green/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(
      await screen.findByText('Import done: 1 suppliers created, 1 updated, all marked green.'),
    ).toBeTruthy();
    expect(uploads(fetch).at(-1)!.variables).toMatchObject({ c: true, v: true });
    expect(screen.queryByRole('table', { name: 'Preview' })).toBeNull();
  });

  it('shows the server refusal of a file (too large) and no preview', async () => {
    mockApi((q) =>
      q.includes('LoadGreenSuppliers')
        ? {
            errors: [
              {
                message: 'The file is too large: a green supplier list may weigh up to 1 MB.',
                extensions: { code: 'BAD_USER_INPUT', field: 'File' },
              },
            ],
          }
        : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/LoadGreenSuppliers');
    await screen.findByRole('heading', { level: 1, name: 'Load green suppliers' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.csv')] } });
    expect(await screen.findByText(/up to 1 MB/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Preview' })).toBeNull();
  });

  it('downloads the template with the headers in the reader’s language and an example row', async () => {
    mockApi();
    signInWith({ isAdmin: true });
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderApp('/LoadGreenSuppliers');
    fireEvent.click(await screen.findByRole('button', { name: 'Download the template (csv)' }));
    await waitFor(() => expect(saved).toBeDefined());
    const [header, example] = (await saved!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Name;VAT number;Email;Phone;Contact name;Green label;Label date');
    expect(example).toContain('Eco Catering;BE0123456749;');
  });

  it('is closed to a crew member', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/LoadGreenSuppliers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('suppliers list: green badge and filter', () => {
  const base = {
    type: 0,
    iban: '',
    bic: '',
    info: '',
    contactName: '',
    contactFunction: '',
    nationalRegistryNumber: '',
    phone: '',
    email: '',
    address: null,
    bankAccounts: [],
    vat: '',
  };
  it('marks green suppliers and keeps only them with the switch', async () => {
    mockApi((q) =>
      q.includes('GetSuppliers')
        ? {
            GetSuppliers: [
              {
                ...base,
                id: 1,
                name: 'Eco Catering',
                isGreen: true,
                greenLabel: 'EU Ecolabel',
                greenLabelDate: null,
              },
              { ...base, id: 2, name: 'Diesel Trucks', isGreen: false, greenLabel: '', greenLabelDate: null },
            ],
          }
        : undefined,
    );
    signInWith({ isAdmin: true });
    renderApp('/suppliers');
    await screen.findByRole('link', { name: 'Diesel Trucks' });
    expect(document.querySelectorAll('[data-green-badge]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('switch', { name: 'Green suppliers only' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Diesel Trucks' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Eco Catering' })).toBeTruthy();
  });
});
