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
const IMPACT = {
  carbonCategory: 5,
  department: 2,
  departmentName: 'Camera',
  kgCo2e: '3750.00',
  planned: '3000.00',
  engaged: '500.00',
  after: '4250.00',
  overBy: '1250.00',
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('carbon check before sending POs (issue 16)', () => {
  it('shows the carbon the POs add and the cell they take over its plan, beside the money check', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('MyPurchaseOrders')) return { MyPurchaseOrders: [po] };
      if (q.includes('CheckPurchaseOrdersBudget')) return { CheckPurchaseOrdersBudget: [] };
      if (q.includes('CheckPurchaseOrdersCarbon')) return { CheckPurchaseOrdersCarbon: [IMPACT] };
      if (q.includes('SendPurchaseOrdersSlice')) return { SendPurchaseOrdersSlice: [{ id: 1 }] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/mypo');
    fireEvent.click(await screen.findByLabelText('Select – LL-PO-0041'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the selection (1)' }));
    const warning = await screen.findByRole('dialog');
    const carbon = within(warning)
      .getByText('Carbon these purchase orders add')
      .closest('[data-carbon-impact]')!;
    expect(within(carbon as HTMLElement).getByText(/Carbon category 5 · Camera/)).toBeTruthy();
    expect(within(carbon as HTMLElement).getByText(/Over the carbon plan by 1[.,]25 T/)).toBeTruthy();
    expect(graphqlCalls(fetch, 'CheckPurchaseOrdersCarbon')[0]!.variables).toEqual({ ids: [1] });
    fireEvent.click(within(warning).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SendPurchaseOrdersSlice')).toHaveLength(1));
  });

  it('sends at once when the carbon stays within the plan', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('MyPurchaseOrders')) return { MyPurchaseOrders: [po] };
      if (q.includes('CheckPurchaseOrdersBudget')) return { CheckPurchaseOrdersBudget: [] };
      if (q.includes('CheckPurchaseOrdersCarbon'))
        return { CheckPurchaseOrdersCarbon: [{ ...IMPACT, after: '2000.00', overBy: null }] };
      if (q.includes('SendPurchaseOrdersSlice')) return { SendPurchaseOrdersSlice: [{ id: 1 }] };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/mypo');
    fireEvent.click(await screen.findByLabelText('Select – LL-PO-0041'));
    fireEvent.click(screen.getByRole('button', { name: 'Send the selection (1)' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SendPurchaseOrdersSlice')).toHaveLength(1));
    expect(screen.queryByText('Carbon these purchase orders add')).toBeNull();
  });
});
