import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../test/app-test-kit';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const withModules = (modules: string[]) =>
  mockApi((q) =>
    q.includes('query GetShellProfile ')
      ? { myProfile: { initials: 'TT', fullName: 'Tess Tester', modules } }
      : undefined,
  );

describe('project module switches (001 §3.10)', () => {
  it('removes the routes of a switched-off module from the navigation', async () => {
    withModules(['useBudget', 'usePurchaseOrder']);
    signInWith({ canAccessMyBudget: true });
    renderApp('/my-dashboard');
    expect(await screen.findByRole('link', { name: 'My budget' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My expenses' })).toBeNull());
    expect(screen.getByRole('link', { name: 'My purchase orders' })).toBeTruthy();
  });

  it('sends a direct visit to a switched-off module to 404, and lets a switched-on one open', async () => {
    withModules(['useTimesheet']);
    signInWith({});
    const router = renderApp('/myexpenses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });

  it('keeps the route open when the module is on', async () => {
    withModules(['useExpense']);
    signInWith({});
    const router = renderApp('/myexpenses');
    expect(await screen.findByRole('link', { name: 'My expenses' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myexpenses');
  });
});
