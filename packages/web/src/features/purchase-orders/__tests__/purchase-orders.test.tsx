import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const po = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  poNumber: 40 + id,
  poReference: `LL-PO-00${40 + id}`,
  userId: 1,
  userFullName: 'Tess Tester',
  encoderId: 1,
  encoderFullName: 'Tess Tester',
  description: `Order ${id}`,
  department: 2,
  departmentName: 'Camera',
  function: null,
  functionName: null,
  supplierId: 3,
  supplierName: 'Lumen Camera Rental',
  requestDate: '2026-11-20',
  deliveryDate: null,
  deliveryAddress: '',
  invoicedToProduction: false,
  notDetailed: false,
  information: '',
  currency: 0,
  validated: 0,
  amount: '300.00',
  amountVat: '63.00',
  amountTotal: '363.00',
  expenseTotal: '0.00',
  consumed: false,
  isInContract: true,
  sentAt: null,
  laValidatedWhen: null,
  lbValidatedWhen: null,
  comment: '',
  processed: false,
  itemCount: 1,
  ...extra,
});
/** The approval trail GetPo answers: level A waits for Hana Head, level B for Bo Books. */
const trail = {
  nextLevel: 1,
  hasNoValidator: false,
  steps: [
    { level: 1, validators: ['Hana Head'], authorHoldsLevel: false, decidedByName: null, decidedAt: null },
    { level: 2, validators: ['Bo Books'], authorHoldsLevel: false, decidedByName: null, decidedAt: null },
  ],
};
const line = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  poId: 1,
  name: `Line ${id}`,
  description: '',
  quantity: '3',
  category: null,
  categoryName: null,
  categoryCostCenter: '',
  vatFlagItemId: 5,
  vatRate: '21',
  price: '100.0000',
  priceVat: '121.0000',
  priceTotal: '300.00',
  vatTotal: '63.00',
  priceVatTotal: '363.00',
  remainingAmount: '300.00',
  customFlagIds: [],
  ...extra,
});
const REFERENCES = (q: string) => {
  if (q.includes('GetTaxOptions'))
    return { GetTaxOptions: [{ id: 5, name: 'VAT 21%', short: '21%', factor: '0.21', bookmark: true }] };
  if (q.includes('GetCategories')) return { GetCategories: [] };
  if (q.includes('GetDepartments')) return { GetDepartments: [{ value: 2, message: 'Camera' }] };
  if (q.includes('GetFunctions')) return { GetFunctions: [] };
  if (q.includes('GetSuppliers')) return { GetSuppliers: [{ id: 3, name: 'Lumen Camera Rental' }] };
  return undefined;
};

const input = (label: string, exact = false) =>
  screen.getAllByLabelText(label, { exact }).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('my purchase orders', () => {
  it('lists by mode, warns outside the contract and sends a selection', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('MyPurchaseOrders'))
        return {
          MyPurchaseOrders: [po(1), po(2, { validated: 4, comment: 'Ask two quotes', isInContract: false })],
        };
      if (q.includes('SendPurchaseOrdersSlice')) return { SendPurchaseOrdersSlice: [{ id: 1 }] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/mypo');
    expect(await screen.findByText('Order 1')).toBeTruthy();
    expect(screen.getByText('Refusal comment: Ask two quotes')).toBeTruthy();
    expect(
      screen.getByLabelText(
        "This PO has been sent outside the user's contract dates. You can still validate it.",
      ),
    ).toBeTruthy();
    expect(graphqlCalls(fetch, 'MyPurchaseOrders')[0]!.variables).toEqual({ m: 1 });
    fireEvent.click(screen.getByText('To send or refused'));
    await waitFor(() => expect(graphqlCalls(fetch, 'MyPurchaseOrders').at(-1)!.variables).toEqual({ m: -1 }));
    fireEvent.click(await screen.findByLabelText('Select – LL-PO-0041'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the selection (1)' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SendPurchaseOrdersSlice')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'SendPurchaseOrdersSlice')[0]!.variables).toEqual({ ids: [1] });
  });

  it('creates a PO, then prices a line live as the server will', async () => {
    let created = false;
    const fetch = mockApi((q) => {
      if (q.includes('MyPurchaseOrders')) return { MyPurchaseOrders: [] };
      if (q.includes('NewPurchaseOrder')) {
        created = true;
        // A draft: numbered only when sent (issue 12 item 17).
        const draft = { itemCount: 0, poNumber: null, poReference: '' };
        return {
          NewPurchaseOrder: po(7, { ...draft, amount: '0.00', amountVat: '0.00', amountTotal: '0.00' }),
        };
      }
      if (q.includes('GetPo('))
        return {
          GetPo: {
            po: po(7, { itemCount: 0, poNumber: null, poReference: '' }),
            items: created ? [] : [],
            invoices: [],
            approvalTrail: trail,
          },
        };
      if (q.includes('AddPoItem')) return { AddPoItem: line(70) };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/mypo');
    fireEvent.click(await screen.findByRole('button', { name: 'New purchase order' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText(/What is ordered/), { target: { value: 'Lens week' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create and add lines' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'NewPurchaseOrder')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'NewPurchaseOrder')[0]!.variables).toMatchObject({
      p: { description: 'Lens week', requestDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      u: null,
    });
    expect(
      await screen.findByText(
        'Purchase order saved as a draft: add its lines. It gets its number when sent.',
      ),
    ).toBeTruthy();
    expect(await within(drawer).findByRole('heading', { name: 'Draft purchase order' })).toBeTruthy();
    const form = await screen.findByText((_, el) => el?.hasAttribute('data-line-form') ?? false);
    fireEvent.change(input('Line'), { target: { value: 'Tape' } });
    fireEvent.change(input('Quantity'), { target: { value: '0,333' } });
    fireEvent.click(within(form).getByText('Price incl. VAT', { exact: true }));
    // A line at 0 is refused before it reaches the server (issue 12 item 15).
    fireEvent.change(input('Unit price incl. VAT'), { target: { value: '0.00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    expect(await within(form).findByText('Enter a number above 0.')).toBeTruthy();
    expect(graphqlCalls(fetch, 'AddPoItem')).toHaveLength(0);
    fireEvent.change(input('Unit price incl. VAT'), { target: { value: '100' } });
    const vat = input('VAT', true);
    fireEvent.click(vat);
    const list = await waitFor(() => document.getElementById(vat.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(list).getByRole('option', { name: 'VAT 21%', hidden: true }));
    // 0.333 × 100 incl. 21%: 33.30 with VAT, 27.52 without, 5.78 VAT.
    await waitFor(() =>
      expect(form.querySelector('[data-live-price]')!.textContent).toMatch(/82\.6446.*27\.52.*5\.78.*33\.30/),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'AddPoItem')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'AddPoItem')[0]!.variables).toEqual({
      id: 7,
      i: {
        name: 'Tape',
        description: '',
        quantity: '0.333',
        unitPriceVatExcluded: null,
        unitPriceVatIncluded: '100',
        vatFlagItemId: 5,
        categoryId: null,
        // No Carbon section without a mapped category: no physical measure (issue 14).
        carbonQuantity: null,
        carbonUnit: null,
        carbonFactorKey: null,
      },
      f: [],
    });
  });
});

describe('the lines editor (issue 12 item 16)', () => {
  it('checks quantities and prices with the shared rule the server uses, at the edges, field by field', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('MyPurchaseOrders')) return { MyPurchaseOrders: [po(7, { itemCount: 0 })] };
      if (q.includes('GetPo('))
        return { GetPo: { po: po(7, { itemCount: 0 }), items: [], invoices: [], approvalTrail: trail } };
      if (q.includes('AddPoItem')) return { AddPoItem: line(70) };
      return REFERENCES(q);
    });
    signInWith({ UserID: 1 });
    renderApp('/mypo');
    fireEvent.click(await screen.findByText('Order 7'));
    const form = await screen.findByText((_, el) => el?.hasAttribute('data-line-form') ?? false);
    fireEvent.change(input('Line'), { target: { value: 'Tape' } });
    const add = () => fireEvent.click(within(form).getByRole('button', { name: 'Add a line' }));
    const cases: [string, string, string][] = [
      ['Quantity', '0', 'Enter a number above 0.'],
      ['Quantity', '-1', 'Enter a number above 0.'],
      ['Quantity', '1.2345', 'Too many decimals: at most 3.'],
      ['Quantity', '1234567890', 'Too many digits: at most 9 before the decimal point.'],
    ];
    fireEvent.change(input('Unit price excl. VAT'), { target: { value: '10' } });
    for (const [label, typed, message] of cases) {
      fireEvent.change(input(label), { target: { value: typed } });
      add();
      expect(await within(form).findByText(message), typed).toBeTruthy();
    }
    fireEvent.change(input('Quantity'), { target: { value: '2' } });
    for (const [typed, message] of [
      ['12.34567', 'Too many decimals: at most 4.'],
      ['-2', 'Enter a number above 0.'],
      ['0', 'Enter a number above 0.'],
      ['1234567890123', 'Too many digits: at most 12 before the decimal point.'],
      // Well formed, but 2 lines of it pass the stored totals.
      ['999999999999', 'This value is out of the allowed range.'],
    ] as const) {
      fireEvent.change(input('Unit price excl. VAT'), { target: { value: typed } });
      add();
      expect(await within(form).findByText(message), typed).toBeTruthy();
    }
    expect(graphqlCalls(fetch, 'AddPoItem')).toHaveLength(0);
    fireEvent.change(input('Unit price excl. VAT'), { target: { value: '12,3456' } });
    add();
    await waitFor(() => expect(graphqlCalls(fetch, 'AddPoItem')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'AddPoItem')[0]!.variables).toMatchObject({
      i: { quantity: '2', unitPriceVatExcluded: '12.3456' },
    });
  });
});

describe('validating and invoicing', () => {
  it('refuses a PO only with a reason', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetPo('))
        return {
          GetPo: { po: po(1, { validated: 1 }), items: [line(10)], invoices: [], approvalTrail: trail },
        };
      if (q.includes('RejectPurchaseOrder')) return { RejectPurchaseOrder: { id: 1 } };
      if (q.includes('GetPurchaseOrdersToValidate')) return { GetPurchaseOrdersToValidate: [] };
      return undefined;
    });
    signInWith({ UserID: 2 });
    renderApp('/validatePO/1');
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse the purchase order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why, so the person can fix it.')).toBeTruthy();
    // A mandatory field carries the '*' (issue 12 item 29).
    expect((within(dialog).getByLabelText(/Reason for the refusal/) as HTMLTextAreaElement).required).toBe(
      true,
    );
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refusal/), {
      target: { value: 'Two quotes please' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'RejectPurchaseOrder')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'RejectPurchaseOrder')[0]!.variables).toEqual({
      id: 1,
      c: 'Two quotes please',
    });
  });

  it('invoices the chosen lines of a validated PO and shows what is left', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetPo('))
        return {
          GetPo: {
            approvalTrail: trail,
            po: po(1, { validated: 8 }),
            items: [
              line(10),
              line(11, { name: 'Filters' }),
              line(12, { name: 'Kit', remainingAmount: '0.00' }),
            ],
            invoices: [
              {
                id: 90,
                title: 'LL-PO-0041',
                kind: 1,
                validated: 0,
                amountTotal: '60.50',
                createdAt: '2026-11-21T10:00:00Z',
              },
            ],
          },
        };
      if (q.includes('NewInvoiceFromPoForSelectedPoItems'))
        return {
          NewInvoiceFromPoForSelectedPoItems: {
            id: 91,
            title: 'LL-INV-0013',
            kind: 1,
            validated: 1,
            amountTotal: '726.00',
            createdAt: '2026-11-22T10:00:00Z',
          },
        };
      return undefined;
    });
    signInWith({ isProd: true, UserID: 9 });
    renderApp('/purchase-order/1');
    expect(await screen.findByText('Line 10')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Invoice this line – Kit' }) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice this line – Line 10' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoice this line – Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invoice the selected lines (2)' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'NewInvoiceFromPoForSelectedPoItems')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'NewInvoiceFromPoForSelectedPoItems')[0]!.variables).toEqual({
      id: 1,
      items: [10, 11],
    });
    // Numbered from the project's invoice numbers and sent for validation at once (issue 12 item 11).
    expect(await screen.findByText('Invoice LL-INV-0013 (€726.00) sent for validation.')).toBeTruthy();
  });
});
