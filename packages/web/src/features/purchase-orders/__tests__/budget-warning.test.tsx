import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const po = {
  id: 1,
  poNumber: 41,
  poReference: 'LL-PO-0041',
  userId: 1,
  userFullName: 'Tess Tester',
  encoderId: 1,
  encoderFullName: 'Tess Tester',
  description: 'Anamorphic week',
  department: 2,
  departmentName: 'Camera',
  function: null,
  functionName: null,
  supplierId: null,
  supplierName: null,
  requestDate: '2026-11-20',
  deliveryDate: null,
  deliveryAddress: '',
  invoicedToProduction: false,
  notDetailed: false,
  information: '',
  currency: 0,
  validated: 0,
  amount: '7500.00',
  amountVat: '0.00',
  amountTotal: '7500.00',
  expenseTotal: '0.00',
  consumed: false,
  isInContract: true,
  sentAt: null,
  laValidatedWhen: null,
  lbValidatedWhen: null,
  comment: '',
  processed: false,
  itemCount: 1,
};
const OVERRUN = {
  departmentName: 'Camera',
  categoryName: 'Lenses',
  budget: '12000.50',
  efc: '12000.50',
  efcSet: false,
  engaged: '5000.00',
  poAmount: '7500.00',
  after: '12500.00',
  overBy: '499.50',
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('budget check before sending POs', () => {
  it('shows the overrun with its figures; "Do not send" sends nothing, "Send anyway" sends', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('MyPurchaseOrders')) return { MyPurchaseOrders: [po] };
      if (q.includes('CheckPurchaseOrdersBudget')) return { CheckPurchaseOrdersBudget: [OVERRUN] };
      if (q.includes('SendPurchaseOrdersSlice')) return { SendPurchaseOrdersSlice: [{ id: 1 }] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/mypo');
    fireEvent.click(await screen.findByLabelText('Select – LL-PO-0041'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the selection (1)' }));
    const warning = await screen.findByRole('dialog');
    expect(within(warning).getByText('Lenses')).toBeTruthy();
    expect(within(warning).getByText(/499\.50/)).toBeTruthy();
    expect(graphqlCalls(fetch, 'CheckPurchaseOrdersBudget')[0]!.variables).toEqual({ ids: [1] });
    fireEvent.click(within(warning).getByRole('button', { name: 'Do not send' }));
    await waitFor(() => expect(screen.queryByText('Over by')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(graphqlCalls(fetch, 'SendPurchaseOrdersSlice')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send the selection (1)' }));
    // The second warning is a new dialog: wait for its figures before choosing.
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).getByText('Lenses')).toBeTruthy());
    fireEvent.click(within(again).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SendPurchaseOrdersSlice')).toHaveLength(1));
  });

  it('sends at once when nothing goes over budget', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('MyPurchaseOrders')) return { MyPurchaseOrders: [po] };
      if (q.includes('CheckPurchaseOrdersBudget')) return { CheckPurchaseOrdersBudget: [] };
      if (q.includes('SendPurchaseOrdersSlice')) return { SendPurchaseOrdersSlice: [{ id: 1 }] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/mypo');
    fireEvent.click(await screen.findByLabelText('Select – LL-PO-0041'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the selection (1)' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SendPurchaseOrdersSlice')).toHaveLength(1));
    expect(screen.queryByText('Over by')).toBeNull();
  });
});
