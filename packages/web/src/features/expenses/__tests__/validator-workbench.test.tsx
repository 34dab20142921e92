import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

/** Issue 12 items 5, 14 and 32 in the expense screens: the validators' table and keys, own sheets, the crew's list. */

const receipt = {
  id: 31,
  originalName: 'lunch.jpg',
  contentType: 'image/jpeg',
  size: 2048,
  url: '/files/expense-receipts/31',
};
const sheetRow = (
  id: number,
  total: string,
  person: [string, string],
  extra: Record<string, unknown> = {},
) => ({
  sheet: {
    id,
    userId: 1,
    encoderId: 1,
    title: `Week ${id}`,
    kind: 0,
    validated: 1,
    amountTotal: total,
    submittedAt: `2026-10-2${id}T10:00:00.000Z`,
    refusalComment: '',
    processed: false,
    createdAt: '2026-10-20T10:00:00.000Z',
  },
  userFirstName: person[0],
  userName: person[1],
  itemCount: 2,
  refusedItems: 0,
  outsideContract: false,
  departmentName: 'Camera',
  firstReceipt: null,
  itemsWithoutReceipt: 0,
  ...extra,
});
const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  userId: 1,
  encoderId: 1,
  sheetId: 7,
  date: '2026-10-12',
  type: 0,
  description: `Item ${id}`,
  detailedDescription: '',
  amount: '10.00',
  amountVat: '2.10',
  amountTotal: '12.10',
  vatFlagItemId: 5,
  vatRate: '0.21',
  validated: 1,
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
  isInContract: true,
  processed: false,
  customFlagIds: [],
  userFullName: 'Tess Tester',
  encoderFullName: 'Tess Tester',
  receipts: [],
  receiptMissing: false,
  ...extra,
});
const trail = (extra: Record<string, unknown> = {}) => ({
  nextLevel: 1,
  hasNoValidator: false,
  steps: [
    { level: 1, validators: ['Hana Head'], authorHoldsLevel: false, decidedByName: null, decidedAt: null },
    { level: 2, validators: ['Bo Books'], authorHoldsLevel: false, decidedByName: null, decidedAt: null },
  ],
  ...extra,
});
const sheetDetail = (validated = 1) => ({
  GetExpenseSheet: {
    ...sheetRow(7, '24.20', ['Tess', 'Tester']),
    sheet: { ...sheetRow(7, '24.20', ['Tess', 'Tester']).sheet, validated },
    items: [item(70, { receipts: [receipt] }), item(71, { receiptMissing: true })],
    approvalTrail: trail(),
  },
});

/** Serves receipt files (with the bearer token the app sends) beside the GraphQL answers of mockApi. */
function serveFiles(fetch: ReturnType<typeof mockApi>) {
  const graphql = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (url, init) =>
    String(url).startsWith('/files/')
      ? new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }))
      : graphql(url, init),
  );
}
const fileCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith('/files/'));

/** Every observed element is in view at once (happy-dom lays nothing out). */
class InView {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}
/** The thumbnail itself, once loaded (its placeholder is named the same). */
const thumbnail = (scope: HTMLElement) =>
  waitFor(() => {
    const image = scope.querySelector<HTMLImageElement>('img[alt="lunch.jpg"]');
    expect(image?.src).toMatch(/^blob:/);
    return image!;
  });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal('IntersectionObserver', InView);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('validateExp as a table', () => {
  it('sorts, totals, shows the receipt thumbnail, and decides with the keyboard', async () => {
    let waiting = [
      sheetRow(1, '42.00', ['Tess', 'Tester'], { firstReceipt: receipt, itemsWithoutReceipt: 1 }),
      sheetRow(2, '7.50', ['Ana', 'Zeller']),
    ];
    const fetch = mockApi((q) => {
      if (q.includes('GetExpenseSheetsToValidate')) return { GetExpenseSheetsToValidate: waiting };
      if (q.includes('ValidateExpenseSheet(')) {
        waiting = waiting.filter((r) => r.sheet.id !== 2);
        return { ValidateExpenseSheet: { id: 2 } };
      }
      if (q.includes('RejectExpenseSheet(')) return { RejectExpenseSheet: { id: 1 } };
      return undefined;
    });
    serveFiles(fetch);
    signInWith({ UserID: 2 });
    renderApp('/validateExp');
    fireEvent.click(await screen.findByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Expense sheets waiting for your decision' });
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toBeTruthy();
    // Totals: the items of both sheets and their amounts.
    const totals = table.querySelector('[data-totals]')!;
    expect(totals.textContent).toContain('Totals: 2');
    expect(totals.querySelector('[data-table-total]')!.textContent).toBe('€49.50');
    expect(within(table).getByText('1 without receipt')).toBeTruthy();
    // The receipt's thumbnail is fetched with the validator's token.
    expect(await thumbnail(table)).toBeTruthy();
    expect(fileCalls(fetch)).toHaveLength(1);
    expect(fileCalls(fetch)[0]![0]).toBe('/files/expense-receipts/31');
    expect((fileCalls(fetch)[0]![1]!.headers as Record<string, string>).authorization).toMatch(/^Bearer /);

    // Sorting by total puts the smaller sheet first, then the larger one.
    const order = () => [...table.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-row'));
    expect(order()).toEqual(['1', '2']);
    fireEvent.click(within(table).getByRole('button', { name: 'Total' }));
    expect(order()).toEqual(['2', '1']);
    expect(within(table).getByRole('columnheader', { name: 'Total' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    // Keys: the first row takes the focus, a approves it; the next one comes into focus; r asks the reason.
    const first = table.querySelector<HTMLElement>('tbody tr[data-row="2"]')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'a' });
    await waitFor(() => expect(graphqlCalls(fetch, 'ValidateExpenseSheet')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'ValidateExpenseSheet')[0]!.variables).toEqual({ id: 2, c: null });
    expect(await screen.findByText('Validated: Week 2 – Ana Zeller')).toBeTruthy();
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(1));
    const next = table.querySelector<HTMLElement>('tbody tr[data-row="1"]')!;
    await waitFor(() => expect(document.activeElement).toBe(next));
    fireEvent.keyDown(next, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the sheet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why, so the person can fix it.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refusal/), {
      target: { value: 'Wrong week' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'RejectExpenseSheet')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'RejectExpenseSheet')[0]!.variables).toEqual({ id: 1, c: 'Wrong week' });
    // Every control of a row is named after it.
    expect(screen.getByRole('button', { name: 'Approve – Week 1 – Tess Tester' })).toBeTruthy();
  });
});

describe("a sheet's page for its validator", () => {
  it('a approves the sheet and opens the next one waiting; the items show as a table with receipts', async () => {
    let validated = false;
    const fetch = mockApi((q) => {
      if (q.includes('GetExpenseSheetsToValidate'))
        return {
          GetExpenseSheetsToValidate: validated
            ? [sheetRow(9, '5.00', ['Ana', 'Zeller'])]
            : [sheetRow(7, '24.20', ['Tess', 'Tester']), sheetRow(9, '5.00', ['Ana', 'Zeller'])],
        };
      if (q.includes('GetExpenseSheet(')) return sheetDetail();
      if (q.includes('ValidateExpenseSheet(')) {
        validated = true;
        return { ValidateExpenseSheet: { id: 7 } };
      }
      if (q.includes('RejectExpenseItem')) return { RejectExpenseItem: { id: 71 } };
      return undefined;
    });
    serveFiles(fetch);
    signInWith({ UserID: 3 });
    const router = renderApp('/validateExp/7');
    expect(await screen.findByRole('heading', { name: 'Week 7' })).toBeTruthy();
    expect(screen.getByText('Waiting for Hana Head')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Items of the sheet' });
    expect(await thumbnail(table)).toBeTruthy();
    expect(within(table).getByText('No receipt')).toBeTruthy();
    expect(table.querySelector('[data-table-total]')!.textContent).toBe('€24.20');
    // r on an item refuses that item (with its reason).
    const row = table.querySelector<HTMLElement>('tbody tr[data-row="71"]')!;
    row.focus();
    fireEvent.keyDown(row, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this item' });
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refusal/), {
      target: { value: 'No receipt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'RejectExpenseItem')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'RejectExpenseItem')[0]!.variables).toEqual({ id: 71, c: 'No receipt' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // a on the page approves the sheet, then the next sheet waiting opens.
    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(graphqlCalls(fetch, 'ValidateExpenseSheet')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'ValidateExpenseSheet')[0]!.variables).toEqual({ id: 7, c: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/validateExp/9'));
  });

  it("offers no decision on the validator's own sheet and says who decides", async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetExpenseSheetsToValidate')) return { GetExpenseSheetsToValidate: [] };
      if (q.includes('GetExpenseSheet(')) {
        const own = sheetDetail();
        own.GetExpenseSheet.approvalTrail = trail({
          nextLevel: 2,
          steps: [
            { level: 1, validators: [], authorHoldsLevel: true, decidedByName: null, decidedAt: null },
            {
              level: 2,
              validators: ['Bo Books'],
              authorHoldsLevel: false,
              decidedByName: null,
              decidedAt: null,
            },
          ],
        });
        return own;
      }
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/validateExp/7');
    expect(await screen.findByText('This is your own document: another validator decides it.')).toBeTruthy();
    expect(screen.getByText('Skipped: only the author validates at this level.')).toBeTruthy();
    expect(screen.getByText('Waiting for Bo Books')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Validate the sheet' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Refuse this item/ })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(graphqlCalls(fetch, 'ValidateExpenseSheet')).toHaveLength(0);
  });
});

describe("the crew's own list", () => {
  it('puts refused and receipt-less items on top with their action instead of "Nothing to send"', async () => {
    const items = [
      item(1, { description: 'Taxi', validated: 16, sheetId: 10, comment: 'Wrong day' }),
      item(2, { description: 'Lunch', validated: 0, sheetId: null, receiptMissing: true }),
      item(3, { description: 'Parking', validated: 8, sheetId: 10 }),
    ];
    mockApi((q) => {
      if (q.includes('MyExpenses(')) return { MyExpenses: items };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = renderApp('/myexpenses', { queryClient: client });
    const panel = await screen.findByRole('region', { name: 'Needs your attention (2)' });
    expect(within(panel).getByText('Refused: Wrong day')).toBeTruthy();
    expect(
      within(panel).getByText('The receipt is missing: the project asks for one before sending.'),
    ).toBeTruthy();
    expect(within(panel).queryByText(/Parking/)).toBeNull();
    // The lunch still waits to be sent: the sending panel stays, with the count.
    expect(screen.getByText('1 expense(s) to send')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add the receipt – Lunch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myexpenses/expense/update/ticket/2'));
    await router.navigate('/myexpenses');
    // Back on the list, its queries refetch and the router's transition renders: the panel is clicked once the
    // queries have answered and React has committed what is pending (a click on a panel still being replaced
    // was dropped when the machine was busy).
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    fireEvent.click(
      await within(await screen.findByRole('region', { name: /Needs your attention/ })).findByRole('button', {
        name: 'Resubmit the sheet – Taxi',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/myexpenses/10'));
  });

  it('shows what needs the person instead of "Nothing to send" once everything is sent', async () => {
    mockApi((q) => {
      if (q.includes('MyExpenses('))
        return {
          MyExpenses: [item(1, { description: 'Taxi', validated: 4, sheetId: 10, comment: 'Receipt?' })],
        };
      if (q.includes('MyExpenseSheets')) return { MyExpenseSheets: [] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/myexpenses');
    const panel = await screen.findByRole('region', { name: 'Needs your attention (1)' });
    expect(within(panel).getByRole('button', { name: 'Fix it – Taxi' })).toBeTruthy();
    expect(screen.queryByText('Nothing to send: every expense has been sent.')).toBeNull();
  });
});
