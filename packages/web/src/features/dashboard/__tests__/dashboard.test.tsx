import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const MINE = {
  GetUserDashboard: {
    myTotalExpenses: '1234.50',
    myTotalSalary: '800.00',
    myTotalPurchaseOrders: '0.00',
    currencySymbol: '€',
  },
};
const ADMIN = {
  GetAdminDashboard: {
    totalExpenses: '5000.00',
    totalSalaries: '12000.00',
    totalPurchaseOrders: '300.25',
    currencySymbol: '€',
    numTsToValidate: 4,
    numExpToValidate: 2,
    numPoToValidate: 0,
    timesheetDays: [],
    expenseItems: [
      { id: 1, date: '2026-03-02T00:00:00Z', label: 'Taxi', userName: 'Crew One', amount: '42.00' },
    ],
    poItems: [],
  },
};

const answer = (q: string) =>
  q.includes('GetAdminDashboard') ? ADMIN : q.includes('GetUserDashboard') ? MINE : undefined;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('my dashboard (001 §3.4)', () => {
  it("shows a crew member's own figures and does not ask for the project's", async () => {
    const fetch = mockApi(answer);
    signInWith({});
    renderApp('/my-dashboard');
    // The screen's first render loads its lazy chunk: slow on a busy machine.
    expect(await screen.findByText('€1,234.50', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('€800.00')).toBeTruthy();
    expect(screen.queryByText('Production overview')).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('GetAdminDashboard'))).toBe(false);
  });

  it.each(['isAdmin', 'isProd'])(
    'adds the project figures and lists for %s, with empty states',
    async (role) => {
      mockApi(answer);
      signInWith({ [role]: true });
      renderApp('/my-dashboard');
      expect(await screen.findByText('Production overview')).toBeTruthy();
      expect(screen.getByText('€12,000.00')).toBeTruthy();
      expect(screen.getByText('Taxi')).toBeTruthy();
      expect(screen.getByText('03/02/2026') /* en-US: month first */).toBeTruthy();
      expect(screen.getAllByText('Nothing to show yet.')).toHaveLength(2);
    },
  );

  it('shows an error banner when the figures cannot be read', async () => {
    mockApi((q) =>
      q.includes('GetUserDashboard')
        ? { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] }
        : undefined,
    );
    signInWith({});
    renderApp('/my-dashboard');
    expect((await screen.findByRole('alert', { name: 'Error' })).textContent).toContain('Boom');
  });
});
