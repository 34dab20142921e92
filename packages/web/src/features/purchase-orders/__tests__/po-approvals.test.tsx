import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

/** Issue 12 items 5, 20 and 32 in the PO screens: who validated and when, the validators' table, own POs. */

const A_WHEN = '2026-11-21T09:30:00.000Z';
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
  validated: 2,
  amount: '300.00',
  amountVat: '63.00',
  amountTotal: '363.00',
  expenseTotal: '0.00',
  consumed: false,
  isInContract: true,
  sentAt: null,
  laValidatedName: 'Ada Level',
  laValidatedWhen: A_WHEN,
  lbValidatedName: null,
  lbValidatedWhen: null,
  comment: '',
  processed: false,
  itemCount: 1,
  ...extra,
});
const step = (level: number, extra: Record<string, unknown> = {}) => ({
  level,
  validators: [],
  authorHoldsLevel: false,
  decidedByName: null,
  decidedAt: null,
  ...extra,
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('validatePO', () => {
  it('as a table: level A names who validated and when; sorts, totals, and a approves with the keyboard', async () => {
    let waiting = [po(1), po(2, { amountTotal: '12.10', itemCount: 2, poReference: 'LL-PO-0001' })];
    const fetch = mockApi((q) => {
      if (q.includes('GetPurchaseOrdersToValidate')) return { GetPurchaseOrdersToValidate: waiting };
      if (q.includes('ValidatePurchaseOrder(')) {
        waiting = waiting.filter((p) => p.id !== 1);
        return { ValidatePurchaseOrder: { id: 1 } };
      }
      return undefined;
    });
    signInWith({ UserID: 5 });
    renderApp('/validatePO');
    // The cards name the level-A validator too.
    expect((await screen.findAllByText(/Level A: Ada Level, /)).length).toBe(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Purchase orders waiting for your decision' });
    const levelA = table.querySelector('tbody tr[data-row="1"] [data-level-a]')!;
    expect(levelA.textContent).toBe('Ada Level, 11/21/2026, 09:30 AM');
    expect(table.querySelector('[data-table-total]')!.textContent).toBe('€375.10');
    expect(table.querySelector('[data-totals]')!.textContent).toContain('3');
    const order = () => [...table.querySelectorAll('tbody tr')].map((tr) => tr.getAttribute('data-row'));
    fireEvent.click(within(table).getByRole('button', { name: 'Reference' }));
    expect(order()).toEqual(['2', '1']);
    // j moves to the next row, a approves it at the caller's level.
    const first = table.querySelector<HTMLElement>('tbody tr[data-row="2"]')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'j' });
    const second = table.querySelector<HTMLElement>('tbody tr[data-row="1"]')!;
    await waitFor(() => expect(document.activeElement).toBe(second));
    fireEvent.keyDown(second, { key: 'a' });
    await waitFor(() => expect(graphqlCalls(fetch, 'ValidatePurchaseOrder')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'ValidatePurchaseOrder')[0]!.variables).toEqual({ id: 1, c: null });
    await waitFor(() => expect(order()).toEqual(['2']));
  });
});

describe("a PO's page", () => {
  it('shows who validated each level and when, and r asks the reason of a refusal', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetPurchaseOrdersToValidate')) return { GetPurchaseOrdersToValidate: [po(1)] };
      if (q.includes('GetPo('))
        return {
          GetPo: {
            po: po(1),
            items: [],
            invoices: [],
            approvalTrail: {
              nextLevel: 2,
              hasNoValidator: false,
              steps: [
                step(1, { validators: ['Ada Level'], decidedByName: 'Ada Level', decidedAt: A_WHEN }),
                step(2, { validators: ['Bo Books'] }),
              ],
            },
          },
        };
      if (q.includes('RejectPurchaseOrder')) return { RejectPurchaseOrder: { id: 1 } };
      return undefined;
    });
    signInWith({ UserID: 5 });
    renderApp('/validatePO/1');
    const trail = await screen.findByText('Approval');
    const box = trail.closest<HTMLElement>('[data-approval-trail]')!;
    expect(within(box).getByText('Level A')).toBeTruthy();
    expect(within(box).getByText('Validated by Ada Level, 11/21/2026, 09:30 AM')).toBeTruthy();
    expect(within(box).getByText('Waiting for Bo Books')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'r' });
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the purchase order' });
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refusal/), {
      target: { value: 'Two quotes' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'RejectPurchaseOrder')).toHaveLength(1));
  });

  it('gives the author no decision, and says when nobody else validates', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetPurchaseOrdersToValidate')) return { GetPurchaseOrdersToValidate: [] };
      if (q.includes('GetPo('))
        return {
          GetPo: {
            po: po(1, { validated: 1, laValidatedName: null, laValidatedWhen: null }),
            items: [],
            invoices: [],
            approvalTrail: {
              nextLevel: null,
              hasNoValidator: true,
              steps: [step(1), step(2, { authorHoldsLevel: true })],
            },
          },
        };
      return undefined;
    });
    signInWith({ UserID: 1 });
    renderApp('/validatePO/1');
    expect(
      await screen.findByText(
        'Nobody but its author validates at the level this document needs: ask production to name another validator.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Skipped: only the author validates at this level.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Validate the purchase order' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(graphqlCalls(fetch, 'ValidatePurchaseOrder')).toHaveLength(0);
  });
});
