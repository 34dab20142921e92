import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const figures = (kgCo2e: string, kgCo2ePending: string) => ({
  budget: '1000.00',
  actual: '200.00',
  committed: '0.00',
  salaries: '0.00',
  efc: '1000.00',
  variance: '0.00',
  amountLeft: '800.00',
  kgCoTwo: '0.000',
  kgCo2e,
  kgCo2ePending,
});
const TREE = {
  period: { from: null, to: null },
  budgetLocked: false,
  computedAt: '2026-11-20T10:00:00Z',
  totals: figures('1520.40', '20.40'),
  departments: [
    {
      departmentNumber: 2,
      departmentName: 'Camera',
      ...figures('1520.40', '20.40'),
      categories: [
        {
          categoryId: 7,
          categoryName: 'Lenses',
          costCenter: '',
          efcSet: false,
          lines: [],
          expenseCount: 1,
          purchaseOrderLineCount: 0,
          ...figures('1500.00', '0.00'),
        },
        {
          categoryId: 8,
          categoryName: 'Travel',
          costCenter: '',
          efcSet: false,
          lines: [],
          expenseCount: 1,
          purchaseOrderLineCount: 0,
          ...figures('20.40', '20.40'),
        },
      ],
    },
  ],
};

const api = (modules: string[]) =>
  mockApi((q) => {
    if (q.includes('GetShellProfile'))
      return { myProfile: { initials: 'TT', fullName: 'Tess Tester', modules } };
    if (q.includes('GetBudgetDataHierarchicalListAsJsonString'))
      return { GetBudgetDataHierarchicalListAsJsonString: JSON.stringify(TREE) };
    if (q.includes('GetBudgetDetailHierarchicalListAsJsonString'))
      return {
        GetBudgetDetailHierarchicalListAsJsonString: JSON.stringify({
          departmentNumber: 2,
          departmentName: 'Camera',
          totals: TREE.totals,
          categories: TREE.departments[0]!.categories,
        }),
      };
    if (q.includes('GetAdvancedGlobalFilter')) return { GetAdvancedGlobalFilter: [] };
    if (q.includes('GetDepartments')) return { GetDepartments: [{ value: 2, message: 'Camera' }] };
    return undefined;
  });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('kg CO2e beside money (issue 14)', () => {
  it("shows each department's kg CO2e in §9 units with the pending part apart on the overview", async () => {
    api(['useBudget', 'useGreen']);
    signInWith({ canViewGlobalBudget: true });
    renderApp('/budget/overall');
    const row = await screen.findByText('Camera', { selector: 'a' });
    const tr = row.closest('tr')!;
    const cell = tr.querySelector('[data-figure="kgCo2e"]')!;
    expect(cell.textContent).toContain('1.52 T');
    expect(within(cell as HTMLElement).getByText('of which pending: 20.40 Kg')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'kgCO2e' })).toBeTruthy();
    expect(document.querySelector('[data-card="kgCo2e"]')?.textContent).toContain('1.52 T');
  });

  it("shows each category's kg CO2e on the department page, pending only where there is some", async () => {
    api(['useBudget', 'useGreen']);
    signInWith({ canViewGlobalBudget: true });
    renderApp('/department/2');
    const lenses = (await screen.findByRole('link', { name: 'Lenses' })).closest('tr')!;
    expect(lenses.querySelector('[data-figure="kgCo2e"]')?.textContent).toBe('1.50 T');
    const travel = screen.getByRole('link', { name: 'Travel' }).closest('tr')!;
    expect(travel.querySelector('[data-figure="kgCo2e"]')?.textContent).toBe(
      '20.40 Kgof which pending: 20.40 Kg',
    );
  });

  it('leaves kg CO2e out when the project does not use green', async () => {
    api(['useBudget']);
    signInWith({ canViewGlobalBudget: true });
    renderApp('/budget/overall');
    await screen.findByText('Camera', { selector: 'a' });
    expect(document.querySelector('[data-figure="kgCo2e"]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'kgCO2e' })).toBeNull();
    expect(document.querySelector('[data-card="kgCo2e"]')).toBeNull();
  });
});
