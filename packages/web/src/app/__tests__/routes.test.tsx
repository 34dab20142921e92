import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECTS, ROUTES } from '../../config/routes';
import { mockApi, renderApp, signInWith } from './app-test-kit';

beforeEach(() => {
  mockApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('route table (001 §2)', () => {
  const paths = new Set(ROUTES.map((r) => r.path));

  it.each([
    'pages/login',
    'pages/404',
    'pages/500',
    'pages/redirect-subscription',
    'loading',
    'loading-new',
    'job-request',
    'my-dashboard',
    'myproject',
    'myoffice',
    'profile',
    'password',
    'mycontracts',
    'mytasks/:id',
    'mybudget',
    'myexpenses/:form/:action/:type/:expenseId',
    'mydocuments/document-details/:id/:contractId',
    'mypo',
    'users/new',
    'allUsers',
    'validateTS/:id',
    'validateExp/:id',
    'validatePO/:id',
    'poEntryCrew',
    'invoiceEntryForCrew',
    'budget/overall',
    'purchase-orders/:departmentId/:categoryId',
    'purchase-order/:id',
    'department/:department/salariesForCategory/:category',
    'department/:department/salaries/:userId',
    'expense-sheet-detail/:id',
    'departments',
    ':department/functions',
    'categories',
    'projects/:id/update',
    ':licenseId/updProject/:projectId',
    'licenseList/:id',
    'green/reporting',
    'green/waste',
    'document-package/:id',
    'onboarding',
    'mytransport/mobile/update/:id',
    'TransportsList/mobile/add',
    'peach-pear-plum/peach-report',
    'carbon-removal/:id',
    'scripts/:action/:id',
    'Offices/:action/:id',
    'distribution/:id',
    'translation',
  ])('has %s', (path) => {
    expect(paths.has(path)).toBe(true);
  });

  it('defines each path once, each with a guard and a title', () => {
    expect(paths.size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.title).toBeGreaterThan(0);
      expect(route.guard).toBeTruthy();
    }
  });

  it('puts the spec rights on the guarded groups (001 §2.3)', () => {
    const guard = (path: string) => ROUTES.find((r) => r.path === path)?.guard;
    for (const path of [
      'budget/overall',
      'department/:department',
      'department/:department/category/:category',
      'timesheet-details/:id',
      'expense-sheet-detail/:id',
    ]) {
      expect(guard(path), path).toBe('canViewGlobalBudget');
    }
    expect(guard('document-package')).toBe('canAccessConfig');
    expect(guard('onboarding')).toBe('canAccessOnboarding');
    expect(guard('pages/login')).toBe('public');
  });

  it('lists the spec redirects', () => {
    expect(REDIRECTS).toEqual(
      expect.arrayContaining([
        { path: 'project', to: '/projects/0' },
        { path: 'job-requests', to: '/pages/login' },
        { path: 'test', to: '/pages/404' },
        { path: 'testscreen', to: '/pages/404' },
      ]),
    );
  });
});

describe('guards (001 §2.3)', () => {
  it('sends a visitor without a token from the root to login', async () => {
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in user from the root to the dashboard, and sets the page title', async () => {
    signInWith({});
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-dashboard'));
    await waitFor(() => expect(document.title).toBe('Setledger - My dashboard'));
  });

  it('sends a guarded route without a token to login', async () => {
    const router = renderApp('/mypo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
  });

  it('sends a missing right to /pages/404', async () => {
    signInWith({});
    const router = renderApp('/budget/overall');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('opens the route when the right is held; a pending module shows the shared pending screen', async () => {
    signInWith({ canViewGlobalBudget: true });
    renderApp('/budget/overall');
    expect(await screen.findByRole('heading', { name: 'Budget overview' })).toBeTruthy();
    expect(document.querySelector('[data-pending-screen]')).not.toBeNull();
  });

  it('sends the job-request list without a token to 404, and unknown paths to 404', async () => {
    const router = renderApp('/job-request-list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
    await router.navigate('/no/such/place');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });

  it('shows only the routes the rights allow in the side navigation', async () => {
    signInWith({});
    renderApp('/my-dashboard');
    expect(await screen.findByRole('link', { name: 'My purchase orders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Budget overview' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Document packages' })).toBeNull();
  });
});
