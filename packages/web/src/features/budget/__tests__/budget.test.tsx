import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const figures = (budget: string, actual: string, committed: string, efc = budget) => ({
  budget,
  actual,
  committed,
  salaries: '0.00',
  efc,
  variance: (Number(budget) - Number(efc)).toFixed(2),
  amountLeft: (Number(budget) - Number(actual) - Number(committed)).toFixed(2),
  kgCoTwo: '12.500',
});
const TREE = {
  period: { from: null, to: null },
  budgetLocked: false,
  computedAt: '2026-11-20T10:00:00Z',
  totals: figures('16500.50', '2250.00', '3000.00'),
  departments: [
    {
      departmentNumber: 2,
      departmentName: 'Camera',
      ...figures('15000.50', '2250.00', '3000.00'),
      categories: [
        {
          categoryId: 7,
          categoryName: 'Lenses',
          costCenter: '2100',
          efcSet: false,
          lines: [],
          ...figures('12000.50', '2000.00', '3000.00'),
        },
      ],
    },
  ],
};
const REFERENCES = (q: string) => {
  if (q.includes('GetCategories')) return { GetCategories: [{ id: 7, name: 'Lenses', costCenter: '2100' }] };
  if (q.includes('GetDepartments')) return { GetDepartments: [{ value: 2, message: 'Camera' }] };
  if (q.includes('GetAdvancedGlobalFilter')) return { GetAdvancedGlobalFilter: [] };
  return undefined;
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('budget overview', () => {
  it('shows the totals, the chart and the department tree, and asks the period', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetBudgetDataHierarchicalListAsJsonString')
        ? { GetBudgetDataHierarchicalListAsJsonString: JSON.stringify(TREE) }
        : REFERENCES(q),
    );
    signInWith({ canViewGlobalBudget: true });
    renderApp('/budget/overall');
    const cards = await screen.findByText('Committed', { selector: '[data-card] p' });
    expect(cards).toBeTruthy();
    expect(document.querySelector('[data-card="amountLeft"]')!.textContent).toContain('€11,250.50');
    expect(
      screen.getByRole('img', { name: 'Budget, actual and estimated final cost per department' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Camera' }).getAttribute('href')).toMatch(/\/department\/2$/);
    fireEvent.click(screen.getByRole('button', { name: 'Open – Camera' }));
    expect((await screen.findByRole('link', { name: 'Lenses' })).getAttribute('href')).toMatch(
      /\/department\/2\/category\/7$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit filter' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit filter' });
    fireEvent.change(within(editor).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        graphqlCalls(fetch, 'GetBudgetDataHierarchicalListAsJsonString').at(-1)!.variables,
      ).toMatchObject({
        s: '2026-10-01',
        e: null,
      }),
    );
  });

  it('refuses an incomplete budget line without calling the server, and locks after a confirmation', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetBudgetDataHierarchicalListAsJsonString'))
        return { GetBudgetDataHierarchicalListAsJsonString: JSON.stringify(TREE) };
      if (q.includes('GetBudgetLines')) return { GetBudgetLines: [] };
      if (q.includes('AddUpdBudgetLine')) return { AddUpdBudgetLine: { id: 1 } };
      if (q.includes('LockBudget')) return { LockBudget: true };
      return REFERENCES(q);
    });
    signInWith({ canViewGlobalBudget: true, canAccessBudget: true, canLockBudget: true });
    renderApp('/budget/overall');
    fireEvent.click(await screen.findByRole('tab', { name: 'Budget lines' }));
    expect(await screen.findByText(/No budget line yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(/required|number|invalid/i)).not.toHaveLength(0);
    expect(graphqlCalls(fetch, 'AddUpdBudgetLine')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lock the budget' }));
    const message = await screen.findByText(/Locking keeps the original totals/);
    const confirm = message.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'LockBudget')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'LockBudget')[0]!.variables).toEqual({ l: true });
  });
});

describe('department budget holders', () => {
  it('see the overview of their department without drill-down links or budget lines', async () => {
    mockApi((q) =>
      q.includes('GetBudgetDataHierarchicalListAsJsonString')
        ? { GetBudgetDataHierarchicalListAsJsonString: JSON.stringify(TREE) }
        : REFERENCES(q),
    );
    signInWith({ canViewDepartmentBudget: true });
    renderApp('/budget/overall');
    expect(await screen.findByText('Camera', { selector: '[data-department-row] span' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Camera' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Budget lines' })).toBeNull();
  });
});

describe('department budget and EFC', () => {
  it('changes an EFC only with a comment and shows its history', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetBudgetDetailHierarchicalListAsJsonString'))
        return {
          GetBudgetDetailHierarchicalListAsJsonString: JSON.stringify({
            departmentNumber: 2,
            departmentName: 'Camera',
            totals: TREE.departments[0],
            categories: [
              { ...TREE.departments[0]!.categories[0], expenseCount: 2, purchaseOrderLineCount: 1 },
            ],
          }),
        };
      if (q.includes('GetEstimatedFinalCostHistory'))
        return {
          GetEstimatedFinalCostHistory: [
            {
              id: 1,
              userFullName: 'Anna Kowalski',
              before: null,
              after: '13000.00',
              comment: 'Second unit',
              at: '2026-11-20T09:30:00Z',
            },
          ],
        };
      if (q.includes('UpdEstimatedFinalCost')) return { UpdEstimatedFinalCost: { id: 2 } };
      return REFERENCES(q);
    });
    signInWith({ canViewGlobalBudget: true, canModifyEstimatedFinalCost: true });
    renderApp('/department/2');
    expect(await screen.findByText('Budget of Camera')).toBeTruthy();
    expect(screen.getByText(/2 expense\(s\) · 1 PO line\(s\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions – Lenses' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change the estimated final cost' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Second unit')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/New estimated final cost/), {
      target: { value: '14000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the estimated final cost' }));
    await waitFor(() => expect(within(dialog).getByText(/required/i)).toBeTruthy());
    expect(graphqlCalls(fetch, 'UpdEstimatedFinalCost')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Extra lens week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the estimated final cost' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'UpdEstimatedFinalCost')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'UpdEstimatedFinalCost')[0]!.variables).toEqual({
      d: 2,
      c: 7,
      a: '14000',
      m: 'Extra lens week',
    });
  });
});

describe('my budget', () => {
  it("lists the caller's own actual and committed per category", async () => {
    mockApi((q) =>
      q.includes('GetMyBudget')
        ? {
            GetMyBudget: [
              {
                department: 2,
                departmentName: 'Camera',
                category: 7,
                categoryName: 'Lenses',
                costCenter: '2100',
                budget: '0.00',
                amountTotal: '2000.00',
                purchaseOrdersTotal: '3000.00',
                salaries: '0.00',
                efc: '0.00',
                efcSet: false,
                variance: '0.00',
                amountLeft: '0.00',
                kgCoTwo: '12.500',
              },
            ],
          }
        : undefined,
    );
    signInWith({ canAccessMyBudget: true });
    renderApp('/mybudget');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Lenses')).toBeTruthy();
    expect(within(table).getByText(/3,000\.00/)).toBeTruthy();
  });
});
