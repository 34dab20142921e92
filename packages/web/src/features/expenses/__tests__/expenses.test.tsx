import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';
import { FetchBackedXhr } from '../../../test/xhr';
import { dispositionName } from '../api/expenses.api';
import { expenseTypesForRoute, refreshesExpenseLists } from '../components/expense-ui';

const receipt = {
  id: 31,
  originalName: 'lunch.jpg',
  contentType: 'image/jpeg',
  size: 2048,
  url: '/files/expense-receipts/31',
};
const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  userId: 1,
  encoderId: 1,
  sheetId: null,
  date: '2026-10-12',
  type: 0,
  description: `Item ${id}`,
  detailedDescription: '',
  amount: '10.00',
  amountVat: '2.10',
  amountTotal: '12.10',
  vatFlagItemId: 5,
  vatRate: '0.21',
  validated: 0,
  comment: '',
  department: 2,
  departmentName: 'Camera',
  functionNumber: null,
  functionName: null,
  category: null,
  categoryName: null,
  costCenter: '',
  subCategory: null,
  subType: null,
  additionalSubType: null,
  paiementType: null,
  supplierId: null,
  supplierName: null,
  km: null,
  fromLocation: '',
  toLocation: '',
  kgCoTwo: null,
  co2FactorKey: null,
  co2FactorValue: null,
  co2FactorUnit: null,
  co2FactorSource: null,
  carbonQuantity: null,
  carbonUnit: null,
  carbonFactorKey: null,
  carbon: null,
  isInContract: true,
  processed: false,
  customFlagIds: [],
  userFullName: 'Tess Tester',
  encoderFullName: 'Tess Tester',
  receipts: [],
  ...extra,
});
const sheet = (id: number, validated: number, extra: Record<string, unknown> = {}) => ({
  sheet: {
    id,
    userId: 1,
    encoderId: 1,
    title: `Week ${id}`,
    kind: 0,
    validated,
    amountTotal: '42.00',
    submittedAt: '2026-10-20T10:00:00.000Z',
    refusalComment: '',
    processed: false,
    createdAt: '2026-10-20T10:00:00.000Z',
  },
  userName: 'Tester',
  userFirstName: 'Tess',
  itemCount: 2,
  refusedItems: 0,
  outsideContract: false,
  departmentName: 'Camera',
  ...extra,
});
/** The approval trail GetExpenseSheet answers: level 1 waits for Hana Head, level 2 for Bo Books. */
const trail = {
  nextLevel: 1,
  hasNoValidator: false,
  steps: [
    { level: 1, validators: ['Hana Head'], authorHoldsLevel: false, decidedByName: null, decidedAt: null },
    { level: 2, validators: ['Bo Books'], authorHoldsLevel: false, decidedByName: null, decidedAt: null },
  ],
};
const TAX = [
  { id: 5, name: 'VAT 21%', short: '21%', factor: '0.21', bookmark: true },
  { id: 6, name: 'VAT 6%', short: '6%', factor: '0.06', bookmark: false },
];
const REFERENCES = (q: string) => {
  if (q.includes('GetTaxOptions')) return { GetTaxOptions: TAX };
  if (q.includes('GetCategories'))
    return { GetCategories: [{ id: 3, name: 'Transport', costCenter: '2500' }] };
  if (q.includes('GetDepartments')) return { GetDepartments: [{ value: 2, message: 'Camera' }] };
  if (q.includes('GetFunctions')) return { GetFunctions: [] };
  if (q.includes('GetSuppliers')) return { GetSuppliers: [] };
  if (q.includes('GetProjectFlagItems'))
    return {
      GetProjectFlagItems: [
        { id: 21, name: 'Scene 12', flagName: 'Scene', disabled: false },
        { id: 22, name: 'Scene 13', flagName: 'Scene', disabled: true },
      ],
    };
  if (q.includes('GetTravelPlaces'))
    return {
      GetTravelPlaces: [
        { id: 1, label: 'Studio Lumière – Brussels', lat: 50.8467, lng: 4.3525 },
        { id: 2, label: 'Lighthouse – Ostend', lat: 51.23, lng: 2.92 },
      ],
    };
  if (q.includes('GetUserVehicle'))
    return {
      GetUserVehicle: {
        userId: 1,
        name: '',
        brand: 'Skoda',
        model: 'Octavia',
        numberPlate: '1-ABC-123',
        energy: 2,
        kgCoTwoPerKm: null,
        co2FactorValue: '0.17',
        co2FactorSource: 'UK DESNZ 2025',
      },
    };
  return undefined;
};

type Call = {
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
  form?: FormData;
};
function calls(fetch: ReturnType<typeof mockApi>): Call[] {
  return fetch.mock.calls.flatMap(([url, init]) => {
    if (String(url) !== '/graphql' || !init?.body) return [];
    const form = init.body instanceof FormData ? init.body : undefined;
    const body = JSON.parse(String(form ? form.get('operations') : init.body)) as Call;
    return [{ ...body, headers: (init.headers ?? {}) as Record<string, string>, form }];
  });
}
/** The input of a labelled field (an autocomplete also labels its option list). */
const input = (label: string) =>
  screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const named = (fetch: ReturnType<typeof mockApi>, name: string) =>
  calls(fetch).filter((c) => c.query.includes(`${name}(`));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('route rules of 000 §2', () => {
  it('limits myexpenses routes to tickets and travels', () => {
    expect(expenseTypesForRoute('/myexpenses')).toEqual([0, 2]);
    expect(expenseTypesForRoute('/myexpenses/expense/add/ticket')).toEqual([0, 2]);
    expect(expenseTypesForRoute('/expensesEntryCrew/4')).toBeNull();
  });
  it('does not refresh the lists on budget routes or with fromBudget / activeTabExpenseItem', () => {
    expect(refreshesExpenseLists('/myexpenses', '')).toBe(true);
    expect(refreshesExpenseLists('/budget/overall', '')).toBe(false);
    expect(refreshesExpenseLists('/myexpenses/expense/update/ticket/4', '?fromBudget=1')).toBe(false);
    expect(refreshesExpenseLists('/validateExp/3', '?activeTabExpenseItem=2')).toBe(false);
  });
});

describe('receipt downloads', () => {
  it('keep the file name the server gives', () => {
    expect(dispositionName('attachment; filename="receipt-40-31.jpg"')).toBe('receipt-40-31.jpg');
    expect(dispositionName(null)).toBeNull();
  });
});

describe('my expenses', () => {
  it('lists tickets and travels with status toggles and sends all with a title', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('MyExpenses('))
        return {
          MyExpenses: [
            item(1, { description: 'Lunch with the DOP' }),
            item(2, { description: 'Parking Brussels', validated: 8, sheetId: 9 }),
            item(3, {
              description: 'Drive to set',
              type: 2,
              km: '120',
              kgCoTwo: '20.400',
              // The ledger's figure is the one shown (issue 14).
              carbon: {
                kgCo2e: '20.40',
                quantity: '120',
                unit: 'km',
                factorValue: '0.17',
                factorUnit: 'km',
                factorSource: 'UK DESNZ 2025',
                status: 'excluded',
                isEstimate: false,
              },
              validated: 16,
              sheetId: 10,
              comment: 'Wrong date',
            }),
          ],
        };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [sheet(9, 8), sheet(10, 16)] };
      if (q.includes('SendAllExpenses'))
        return { SendAllExpenses: { ...sheet(11, 1).sheet, title: 'Week 43' } };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses');
    expect(await screen.findByText('Lunch with the DOP')).toBeTruthy();
    expect(named(fetch, 'MyExpenses')[0]!.variables).toMatchObject({ f: { types: [0, 2] } });
    expect(screen.getByText('1 expense(s) to send')).toBeTruthy();
    // The refused travel shows its comment and its CO2.
    expect(screen.getByText('Refusal comment: Wrong date')).toBeTruthy();
    expect(screen.getByText('20.4 kgCO2e')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    await waitFor(() => expect(screen.queryByText('Lunch with the DOP')).toBeNull());
    expect(screen.getByText('Parking Brussels')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Send all/ }));
    fireEvent.change(await screen.findByLabelText(/Title of the sheet/), { target: { value: 'Week 43' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(named(fetch, 'SendAllExpenses')).toHaveLength(1));
    expect(named(fetch, 'SendAllExpenses')[0]!.variables).toEqual({ t: 'Week 43' });
    expect(await screen.findByText('Sent for validation: Week 43')).toBeTruthy();
  });

  it('the dashboard shows the new total after a sheet is sent, without a reload (issue 12 item 18)', async () => {
    let total = '1234.50';
    const fetch = mockApi((q) => {
      if (q.includes('GetUserDashboard'))
        return {
          GetUserDashboard: {
            myTotalExpenses: total,
            myTotalSalary: '0.00',
            myTotalPurchaseOrders: '0.00',
            currencySymbol: '€',
          },
        };
      if (q.includes('MyExpenses(')) return { MyExpenses: [item(1, { description: 'Lunch with the DOP' })] };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      if (q.includes('SendAllExpenses')) {
        total = '1300.00';
        return { SendAllExpenses: { ...sheet(11, 1).sheet, title: 'Week 44' } };
      }
      return undefined;
    });
    signInWith({ UserID: 1 });
    // The app's own cache (figures kept 30 s), as in the browser.
    const router = renderApp('/my-dashboard', { queryClient: createQueryClient() });
    expect(await screen.findByText('€1,234.50')).toBeTruthy();
    await router.navigate('/myexpenses');
    expect(await screen.findByText('Lunch with the DOP')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Send all/ }));
    fireEvent.change(await screen.findByLabelText(/Title of the sheet/), { target: { value: 'Week 44' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(named(fetch, 'SendAllExpenses')).toHaveLength(1));
    await router.navigate('/my-dashboard');
    expect(await screen.findByText('€1,300.00')).toBeTruthy();
  });

  it('explains a refused send (a receipt is missing) and keeps the items', async () => {
    mockApi((q) => {
      if (q.includes('MyExpenses(')) return { MyExpenses: [item(1)] };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      if (q.includes('SendAllExpenses'))
        return {
          errors: [
            {
              message:
                'The project asks for a receipt on every expense: add one to each item before sending.',
              extensions: { code: 'BAD_USER_INPUT', field: 'receipts.1' },
            },
          ],
        };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses');
    fireEvent.click(await screen.findByRole('button', { name: /Send all/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The project asks for a receipt on every expense: add one to each item before sending.',
    );
    expect(screen.getByText('1 expense(s) to send')).toBeTruthy();
  });

  it('shows the sheets with their status labels from menu 1008 and the contract warning', async () => {
    mockApi((q) => {
      if (q.includes('MyExpenses(')) return { MyExpenses: [] };
      if (q.includes('MyExpenseSheets'))
        return { MyExpenseSheets: [sheet(9, 4, { outsideContract: true, refusedItems: 1 })] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses');
    fireEvent.click(await screen.findByRole('tab', { name: /Sheets/ }));
    expect(await screen.findByText('Week 9')).toBeTruthy();
    expect(screen.getByText('Refused level 1')).toBeTruthy();
    expect(screen.getByText('1 refused item(s)')).toBeTruthy();
    expect(
      screen.getByLabelText(
        "This expense sheet contains expense items on a date outside the user's contract dates. You can still validate it.",
      ),
    ).toBeTruthy();
  });
});

describe('adding an expense', () => {
  it('computes VAT live, saves with an idempotency key and uploads the photo receipt', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('NewExpenseItem')) return { NewExpenseItem: item(40) };
      if (q.includes('AddExpenseReceipt')) return { AddExpenseReceipt: receipt };
      if (q.includes('MyExpenses(')) return { MyExpenses: [] };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Team lunch' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '12,10' } });
    // The favourite tax option (21%) is chosen by default: 12.10 paid = 10.00 + 2.10.
    const live = await screen.findByText(
      (_, el) =>
        el?.getAttribute('data-live-amounts') !== null && /10\.00.*2\.10.*12\.10/.test(el?.textContent ?? ''),
    );
    expect(live).toBeTruthy();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'lunch.jpg', { type: 'image/jpeg' });
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type=file]');
    fireEvent.change(inputs[0]!, { target: { files: [photo] } });
    expect(await screen.findByText(/lunch\.jpg · 1 KB · sent when you save/)).toBeTruthy();
    // Custom flags of the project (disabled ones are not offered).
    const flags = await waitFor(() => input('Project flags'));
    fireEvent.click(flags);
    const list = await waitFor(() => document.getElementById(flags.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(list).getByRole('option', { name: 'Scene 12', hidden: true }));
    expect(within(list).queryByRole('option', { name: 'Scene 13', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(fetch, 'AddExpenseReceipt')).toHaveLength(1));
    const created = named(fetch, 'NewExpenseItem')[0]!;
    expect(created.variables.i).toMatchObject({
      type: 0,
      description: 'Team lunch',
      amountTotal: '12.10',
      vatFlagItemId: 5,
      projectFlagItemIds: [21],
    });
    expect(created.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const upload = named(fetch, 'AddExpenseReceipt')[0]!;
    expect(upload.variables).toMatchObject({ id: 40 });
    expect(JSON.parse(String(upload.form!.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((upload.form!.get('0') as File).name).toBe('lunch.jpg');
  });

  it('shows the CO2 of a travel live from the vehicle factor and checks the distance before sending', async () => {
    const fetch = mockApi(REFERENCES);
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/travel');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Drive to set' } });
    fireEvent.change(screen.getByLabelText(/Distance \(km\)/), { target: { value: '12 km' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A distance in km, for example 120 or 12.5.')).toBeTruthy();
    expect(named(fetch, 'NewExpenseItem')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Distance \(km\)/), { target: { value: '120' } });
    expect(await screen.findByText(/CO2: 20\.400 kgCO2e/)).toBeTruthy();
    expect(screen.getByText(/Skoda Octavia 1-ABC-123 · 0\.17 kgCO2e\/km/)).toBeTruthy();
  });

  it('checks a distance with the shared rule the server uses, at the edges (issue 12 item 16)', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('NewExpenseItem')) return { NewExpenseItem: item(41, { type: 2, km: '12.5' }) };
      if (q.includes('MyExpenses(')) return { MyExpenses: [] };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/travel');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Drive to set' } });
    const km = screen.getByLabelText(/Distance \(km\)/);
    const cases: [string, string][] = [
      // The form took 12.55 and the server refused it: now both refuse it, naming the rule.
      ['12.55', 'Too many decimals: at most 1.'],
      ['12.555', 'Too many decimals: at most 1.'],
      ['0', 'A distance in km, for example 120 or 12.5.'],
      ['-5', 'A distance in km, for example 120 or 12.5.'],
      ['12345678', 'Too many digits: at most 7 before the decimal point.'],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(km, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message), typed).toBeTruthy();
    }
    // A travel's optional amount follows the amount rule.
    fireEvent.change(km, { target: { value: '12,5' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '1.2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too many decimals: at most 3.')).toBeTruthy();
    expect(named(fetch, 'NewExpenseItem')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(fetch, 'NewExpenseItem')).toHaveLength(1));
    expect(named(fetch, 'NewExpenseItem')[0]!.variables.i).toMatchObject({ type: 2, km: '12.5' });
  });

  it('checks an amount with the shared rule and the stored digits the server checks (issue 12 item 16)', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('NewExpenseItem')) return { NewExpenseItem: item(42) };
      if (q.includes('MyExpenses(')) return { MyExpenses: [] };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Taxi' } });
    const amount = () => screen.getByRole('textbox', { name: /Total paid|Amount excl\. VAT/ });
    const cases: [string, string][] = [
      ['-3', 'Enter an amount of 0 or more.'],
      ['12.5555', 'Too many decimals: at most 3.'],
      ['1234567890123', 'Too many digits: at most 12 before the decimal point.'],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(amount(), { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message), typed).toBeTruthy();
    }
    // 12 digits excluding VAT is well formed, but with the default 21% the total passes the stored digits.
    fireEvent.click(screen.getByRole('radio', { name: 'Amount excl. VAT' }));
    fireEvent.change(amount(), { target: { value: '999999999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is out of the allowed range.')).toBeTruthy();
    expect(named(fetch, 'NewExpenseItem')).toHaveLength(0);
    fireEvent.change(amount(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(fetch, 'NewExpenseItem')).toHaveLength(1));
    expect(named(fetch, 'NewExpenseItem')[0]!.variables.i).toMatchObject({ amount: '12.00' });
  });

  it('fills the distance by road between two known places when a routing server is set up', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('query GetShellProfile '))
        return { myProfile: { initials: 'TT', fullName: 'Tess Tester', routingAvailable: true } };
      if (q.includes('GetTravelDistance'))
        return { GetTravelDistance: { km: '142.3', durationMinutes: 119 } };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/travel');
    const road = await screen.findByRole('button', { name: 'Distance by road' });
    expect(road.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input('From'), {
      target: { value: 'Studio Lumière – Brussels' },
    });
    fireEvent.change(input('To'), { target: { value: '51.23, 2.92' } });
    await waitFor(() => expect(road.hasAttribute('disabled')).toBe(false));
    fireEvent.click(road);
    expect(await screen.findByText('142.3 km by road, about 119 min.')).toBeTruthy();
    expect((screen.getByLabelText(/Distance \(km\)/) as HTMLInputElement).value).toBe('142.3');
    expect(named(fetch, 'GetTravelDistance')[0]!.variables).toEqual({
      f: { lat: 50.8467, lng: 4.3525 },
      t: { lat: 51.23, lng: 2.92 },
    });
  });

  it('refuses a 0 ticket before sending it, and shows the project maximum on the amount (issue 12 item 15)', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('NewExpenseItem'))
        return {
          errors: [
            {
              message: 'The field amountTotal may be at most 1000000.00.',
              extensions: { code: 'BAD_USER_INPUT', field: 'amountTotal' },
            },
          ],
        };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Taxi' } });
    const total = screen.getByRole('textbox', { name: /Total paid/ });
    fireEvent.change(total, { target: { value: '0.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The shared schema's rule (issue 12 items 15, 16): a ticket costs more than 0.
    expect(await screen.findByText('Enter a number above 0.')).toBeTruthy();
    expect(named(fetch, 'NewExpenseItem')).toHaveLength(0);
    fireEvent.change(total, { target: { value: '99999999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The field is named as the form labels it (issue 12 item 29).
    expect(
      await screen.findByText(/^The field (Amount|Total paid)[^.]* may be at most 1000000\.00\.$/),
    ).toBeTruthy();
    expect(screen.queryByText(/amountTotal/)).toBeNull();
  });

  it('puts a server error on its field and changes nothing else', async () => {
    mockApi((q) => {
      if (q.includes('NewExpenseItem'))
        return {
          errors: [
            { message: 'Choose a category.', extensions: { code: 'BAD_USER_INPUT', field: 'categoryId' } },
          ],
        };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Taxi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add a ticket' })).toBeTruthy();
  });
});

describe('receipts: limits shown before upload, progress, and an item never saved without them (issue 12 items 9, 28)', () => {
  const photo = (name = 'lunch.jpg', size?: number) => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
    if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const choose = (file: File) =>
    fireEvent.change(document.querySelectorAll<HTMLInputElement>('input[type=file]')[1]!, {
      target: { files: [file] },
    });
  const fill = async () => {
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Team lunch' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '12,10' } });
  };
  afterEach(() => {
    FetchBackedXhr.beforeAnswer = null;
  });

  it('shows the size limit before upload and refuses a 40 MB photo in the browser, naming the limit', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('NewExpenseItem')) return { NewExpenseItem: item(40) };
      if (q.includes('MyExpenses(')) return { MyExpenses: [] };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    await fill();
    expect(
      screen.getByText('Photos or PDF files of at most 10 MB each; at most 10 receipts per expense.'),
    ).toBeTruthy();
    choose(photo('scan.jpg', 40 * 1024 * 1024));
    expect(
      await screen.findByText(
        'scan.jpg weighs 40 MB: a receipt may weigh at most 10 MB. Choose a smaller photo or a PDF.',
      ),
    ).toBeTruthy();
    choose(new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(
      await screen.findByText('page.html is not a photo (JPEG, PNG, WebP, HEIC) or a PDF.'),
    ).toBeTruthy();
    expect(screen.queryByText(/sent when you save/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(fetch, 'NewExpenseItem')).toHaveLength(1));
    expect(named(fetch, 'AddExpenseReceipt')).toHaveLength(0);
  });

  it('shows the progress of a receipt being sent', async () => {
    let release = () => {};
    FetchBackedXhr.beforeAnswer = () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    mockApi((q) => {
      if (q.includes('GetExpenseItem')) return { GetExpenseItem: item(40) };
      if (q.includes('AddExpenseReceipt')) return { AddExpenseReceipt: receipt };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/update/ticket/40');
    await screen.findByRole('heading', { name: 'Update a ticket' });
    choose(photo());
    const bar = await screen.findByRole('progressbar', { name: 'Sending lunch.jpg…' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    release();
    expect(await screen.findByText(/lunch\.jpg · 2 KB/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a receipt that cannot be sent leaves a new expense unsaved: the item is deleted again and the form kept', async () => {
    let uploads = 0;
    const refusal =
      "This receipt would pass the project's storage quota of 2 GB (2 GB already used). Delete receipts that are no longer needed, or ask an administrator for more room.";
    const fetch = mockApi((q) => {
      if (q.includes('NewExpenseItem'))
        return { NewExpenseItem: item(40 + named(fetch, 'NewExpenseItem').length) };
      if (q.includes('AddExpenseReceipt'))
        return uploads++ === 0
          ? { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'File' } }] }
          : { AddExpenseReceipt: receipt };
      if (q.includes('DelExpenseItem')) return { DelExpenseItem: 41 };
      if (q.includes('MyExpenses(')) return { MyExpenses: [] };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    const router = renderApp('/myexpenses/expense/add/ticket');
    await fill();
    choose(photo());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/^The expense was not saved: lunch\.jpg could not be sent/);
    expect(alert.textContent).toContain(refusal);
    await waitFor(() => expect(named(fetch, 'DelExpenseItem')).toHaveLength(1));
    expect(named(fetch, 'DelExpenseItem')[0]!.variables).toEqual({ id: 41 });
    expect(router.state.location.pathname).toBe('/myexpenses/expense/add/ticket');
    expect((screen.getByLabelText(/Description/) as HTMLInputElement).value).toBe('Team lunch');
    expect(screen.getByText(/lunch\.jpg · 1 KB · sent when you save/)).toBeTruthy();
    // The next save is a new item (a new Idempotency-Key), with its receipt.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(fetch, 'AddExpenseReceipt')).toHaveLength(2));
    const [first, second] = named(fetch, 'NewExpenseItem');
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myexpenses'));
  });

  it('offers no more receipts once an item has the 10 it may take', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      ...receipt,
      id: 100 + i,
      originalName: `r${i}.jpg`,
    }));
    mockApi((q) => {
      if (q.includes('GetExpenseItem')) return { GetExpenseItem: item(40, { receipts: ten }) };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/update/ticket/40');
    expect(
      await screen.findByText('This expense has 10 receipts, the most it takes: delete one to add another.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a photo or a PDF' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Take a photo' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('validation screens', () => {
  it('groups the waiting sheets by person and validates a selection', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetExpenseSheetsToValidate'))
        return {
          GetExpenseSheetsToValidate: [
            sheet(1, 1),
            sheet(2, 1, { userName: 'Zeller', userFirstName: 'Ana' }),
          ],
        };
      if (q.includes('ValidateAllExpenseSheets')) return { ValidateAllExpenseSheets: [1] };
      return undefined;
    });
    signInWith({ UserID: 2 });
    renderApp('/validateExp');
    expect(await screen.findByText('Tester Tess')).toBeTruthy();
    expect(screen.getByText('Zeller Ana')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select – Week 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Validate the selection (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: /YES/i }));
    await waitFor(() => expect(named(fetch, 'ValidateAllExpenseSheets')).toHaveLength(1));
    expect(named(fetch, 'ValidateAllExpenseSheets')[0]!.variables).toEqual({ ids: [1] });
    expect(await screen.findByText('1 of 1 sheet(s) validated.')).toBeTruthy();
  });

  it('refuses one item only with a comment', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetExpenseSheet('))
        return {
          GetExpenseSheet: {
            approvalTrail: trail,
            ...sheet(7, 2),
            outsideContract: true,
            items: [
              item(70, { sheetId: 7, validated: 2, receipts: [receipt] }),
              item(71, { sheetId: 7, validated: 2, isInContract: false }),
            ],
          },
        };
      if (q.includes('RejectExpenseItem')) return { RejectExpenseItem: { id: 71 } };
      return undefined;
    });
    signInWith({ UserID: 3 });
    renderApp('/validateExp/7');
    expect(await screen.findByRole('heading', { name: 'Week 7' })).toBeTruthy();
    expect(screen.getAllByText(/outside the contract dates/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Refuse this item – Item 71' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why, so the person can fix it.')).toBeTruthy();
    expect(named(fetch, 'RejectExpenseItem')).toHaveLength(0);
    // A mandatory field carries the '*' (issue 12 item 29).
    expect((within(dialog).getByLabelText(/Reason for the refusal/) as HTMLTextAreaElement).required).toBe(
      true,
    );
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refusal/), {
      target: { value: 'No receipt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(named(fetch, 'RejectExpenseItem')).toHaveLength(1));
    expect(named(fetch, 'RejectExpenseItem')[0]!.variables).toEqual({ id: 71, c: 'No receipt' });
  });

  it('lets the owner read the refusal and resubmit', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetExpenseSheet('))
        return {
          GetExpenseSheet: {
            approvalTrail: trail,
            ...sheet(8, 16),
            sheet: { ...sheet(8, 16).sheet, refusalComment: 'Receipt missing for the taxi' },
            outsideContract: false,
            items: [item(80, { sheetId: 8, validated: 16 })],
          },
        };
      if (q.includes('ResubmitExpenseSheet')) return { ResubmitExpenseSheet: { id: 8 } };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/8');
    expect(await screen.findByText('Receipt missing for the taxi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit – Item 80' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(named(fetch, 'ResubmitExpenseSheet')).toHaveLength(1));
  });
});

describe('production screens', () => {
  it('filters and pages the project sheets', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetProjectExpenseSheets'))
        return { GetProjectExpenseSheets: { totalRecords: 45, amountTotal: '1234.50', rows: [sheet(1, 8)] } };
      if (q.includes('Users(')) return { Users: [] };
      if (q.includes('GetDepartments')) return { GetDepartments: [{ value: 2, message: 'Camera' }] };
      return undefined;
    });
    signInWith({ isProd: true });
    renderApp('/expenses');
    expect(await screen.findByText('45 sheet(s) · total €1,234.50')).toBeTruthy();
    expect(named(fetch, 'GetProjectExpenseSheets')[0]!.variables).toEqual({ f: { limit: 20, offset: 0 } });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(named(fetch, 'GetProjectExpenseSheets').at(-1)!.variables).toEqual({
        f: { limit: 20, offset: 40 },
      }),
    );
    fireEvent.change(screen.getByLabelText('Sent until'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByLabelText('Sent from'), { target: { value: '2026-11-05' } });
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(named(fetch, 'GetProjectExpenseSheets').at(-1)!.variables).toEqual({
      f: { limit: 20, offset: 0, endDate: '2026-10-31' },
    });
  });

  it('opens a sheet over the list and marks it processed', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetProjectExpenseSheets'))
        return { GetProjectExpenseSheets: { totalRecords: 1, amountTotal: '42.00', rows: [sheet(4, 8)] } };
      if (q.includes('GetExpenseSheet('))
        return {
          GetExpenseSheet: {
            approvalTrail: trail,
            ...sheet(4, 8),
            outsideContract: false,
            items: [item(40, { sheetId: 4, validated: 8 })],
          },
        };
      if (q.includes('ChangeStatusOfProcess')) return { ChangeStatusOfProcess: true };
      if (q.includes('Users(')) return { Users: [] };
      if (q.includes('GetDepartments')) return { GetDepartments: [] };
      return undefined;
    });
    signInWith({ canMarkEntryAsProcessed: true });
    renderApp('/expenses');
    fireEvent.click(await screen.findByRole('button', { name: 'Week 4' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Item 40')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Processed by accounting' }));
    await waitFor(() => expect(named(fetch, 'ChangeStatusOfProcess')).toHaveLength(1));
    expect(named(fetch, 'ChangeStatusOfProcess')[0]!.variables).toEqual({ id: 4, v: true });
  });

  it('enters and sends expenses for a crew member, who stays the owner', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('User(')) return { User: { id: 12, fullName: 'Chris Dupont' } };
      if (q.includes('GetUserExpenses('))
        return { GetUserExpenses: [item(90, { userId: 12, encoderId: 1 })] };
      if (q.includes('GetProjectExpenseSheets'))
        return { GetProjectExpenseSheets: { totalRecords: 0, amountTotal: '0.00', rows: [] } };
      if (q.includes('SendUserExpenses'))
        return { SendUserExpenses: { ...sheet(5, 1).sheet, title: 'Crew week' } };
      if (q.includes('NewExpenseItem')) return { NewExpenseItem: item(91, { userId: 12 }) };
      return REFERENCES(q);
    });
    signInWith({ isProd: true, UserID: 1 });
    const router = renderApp('/expensesEntryCrew/12');
    expect(await screen.findByRole('heading', { name: 'Expenses of Chris Dupont' })).toBeTruthy();
    expect(named(fetch, 'GetUserExpenses')[0]!.variables).toMatchObject({ u: 12 });
    fireEvent.click(screen.getByRole('button', { name: /Send all/ }));
    fireEvent.change(await screen.findByLabelText(/Title of the sheet/), { target: { value: 'Crew week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(named(fetch, 'SendUserExpenses')).toHaveLength(1));
    expect(named(fetch, 'SendUserExpenses')[0]!.variables).toEqual({ u: 12, t: 'Crew week' });

    fireEvent.click(screen.getByRole('button', { name: 'Add a ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myexpenses/crew/add/ticket'));
    expect(router.state.location.search).toBe('?userId=12');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Gaffer tape' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '9.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named(fetch, 'NewExpenseItem')).toHaveLength(1));
    expect(named(fetch, 'NewExpenseItem')[0]!.variables.i).toMatchObject({
      userId: 12,
      description: 'Gaffer tape',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/expensesEntryCrew/12'));
  });

  it('keeps crew entry to production', async () => {
    mockApi();
    signInWith({ UserID: 1 });
    renderApp('/expensesEntryCrew');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('field names and mandatory fields (issue 12 item 29)', () => {
  it('names a field of a server error as the form labels it', async () => {
    mockApi((q) => {
      if (q.includes('NewExpenseItem'))
        return {
          errors: [
            {
              message: 'The field supplierId is not valid.',
              extensions: { code: 'BAD_USER_INPUT', field: 'supplierId' },
            },
          ],
        };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Taxi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field Supplier is not valid.')).toBeTruthy();
    expect(screen.queryByText(/supplierId/)).toBeNull();
  });

  it('marks the category mandatory when the project asks for one, and asks for it before sending', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('myProject')) return { myProject: { mandatoryCategoryExpense: true } };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    const category = () =>
      screen.getAllByLabelText(/^Category/).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    // Mantine marks the label with '*' and the input as required.
    await waitFor(() => expect(category().required).toBe(true));
    expect(screen.getByText('Category').parentElement?.textContent).toBe('Category *');
    fireEvent.change(await screen.findByLabelText(/Description/), { target: { value: 'Taxi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Total paid/ }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(named(fetch, 'NewExpenseItem')).toEqual([]);
  });

  it('leaves the category optional otherwise', async () => {
    mockApi((q) => {
      if (q.includes('myProject')) return { myProject: { mandatoryCategoryExpense: false } };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses/expense/add/ticket');
    await screen.findByLabelText(/Description/);
    expect(input('Category').required).toBe(false);
  });
});
