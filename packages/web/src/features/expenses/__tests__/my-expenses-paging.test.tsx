import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';
import { LIST_PAGE } from '../components/ExpenseWorkbench';

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

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

type Filter = { status?: number[]; limit?: number; offset?: number; types?: number[] };

/**
 * A crew member with 120 items, newest first: 2 never sent, 1 refused, the rest approved. MyExpenses answers
 * the filter as the server does (statuses, limit, offset).
 */
function crewWith120Items() {
  const all = Array.from({ length: 120 }, (_, index) => {
    const id = 120 - index;
    const validated = id > 118 ? 0 : id === 118 ? 16 : 8;
    return item(id, {
      description: `Expense ${id}`,
      validated,
      sheetId: validated === 0 ? null : 7,
      amountTotal: id > 118 ? '10.50' : '1.00',
      comment: validated === 16 ? 'Wrong date' : '',
    });
  });
  const calls: Filter[] = [];
  const fetch = mockApi((q) => (q.includes('MyExpenseSheets') ? { MyExpenseSheets: [] } : undefined));
  const base = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (url, init) => {
    if (typeof init?.body === 'string') {
      const { query, variables } = JSON.parse(init.body) as { query: string; variables: { f: Filter } };
      if (query.includes('MyExpenses(')) {
        const f = variables.f;
        calls.push(f);
        const rows = all
          .filter((i) => !f.status || f.status.includes(i.validated as number))
          .slice(f.offset ?? 0, (f.offset ?? 0) + (f.limit ?? 100));
        return new Response(JSON.stringify({ data: { MyExpenses: rows } }));
      }
    }
    return base(url, init);
  });
  return calls;
}

describe('my expenses come 50 at a time (issue 17)', () => {
  it('shows the newest 50, loads the next ones on "Load more", and counts what to send on every open item', async () => {
    const calls = crewWith120Items();
    signInWith({ UserID: 1 });
    renderApp('/myexpenses');
    expect(await screen.findByText('Expense 120')).toBeTruthy();
    // The list asks one page; the open items (never sent or refused) come at once, for the totals.
    expect(calls).toContainEqual({ types: [0, 2], limit: LIST_PAGE, offset: 0 });
    expect(calls).toContainEqual({ types: [0, 2], status: [0, 4, 16], limit: 500 });
    expect(calls.every((f) => (f.limit ?? 0) <= 500)).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('card-list-item')).toHaveLength(50));
    expect(screen.queryByText('Expense 70')).toBeNull();
    // The totals do not depend on the pages loaded: 2 items to send, 21.00, the refused one needs attention.
    expect(screen.getByText('2 expense(s) to send')).toBeTruthy();
    expect(screen.getByText(/21\.00/)).toBeTruthy();
    expect(screen.getByText('Needs your attention (1)')).toBeTruthy();
    expect(
      screen.getByText('The 50 most recent expenses are shown; load more to see and search older ones.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('card-list-item')).toHaveLength(100));
    expect(calls).toContainEqual({ types: [0, 2], limit: LIST_PAGE, offset: 50 });
    expect(screen.getByText('Expense 70')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('card-list-item')).toHaveLength(120));
    // A short page was the last: no more button.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Expense 1')).toBeTruthy();
    // The toggles filter what is loaded.
    fireEvent.click(screen.getByRole('radio', { name: 'New' }));
    await waitFor(() => expect(screen.getAllByTestId('card-list-item')).toHaveLength(3));
    expect(screen.getByText('2 expense(s) to send')).toBeTruthy();
  });
});
