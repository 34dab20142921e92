import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION_KEY, TOKEN_KEY } from '../../lib/session';
import { fakeToken, mockApi, renderApp, signInWith } from '../../test/app-test-kit';
import { mockLocation } from '../../test/location';

beforeEach(() => {
  mockApi();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const at = (router: ReturnType<typeof renderApp>, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

describe('redirects (001 §2, §2.2)', () => {
  it('sends a visitor without a token from the root to login', async () => {
    const router = renderApp('/');
    await at(router, '/pages/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a signed-in user from the root to the dashboard, and sets the page title', async () => {
    signInWith({});
    const router = renderApp('/');
    await at(router, '/my-dashboard');
    await waitFor(() => expect(document.title).toBe('Setledger - My dashboard'));
  });

  it.each([
    ['/project', '/projects/0'],
    ['/test', '/pages/404'],
    ['/testscreen', '/pages/404'],
    ['/no/such/place', '/pages/404'],
  ])('sends %s to %s', async (from, to) => {
    signInWith({});
    const router = renderApp(from);
    await at(router, to);
  });

  it('sends /job-requests to login', async () => {
    const router = renderApp('/job-requests');
    await at(router, '/pages/login');
  });

  it('/loading shows the loader, then goes to the root', async () => {
    const router = renderApp('/loading');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    await at(router, '/pages/login');
  });
});

describe('guards (001 §2.3)', () => {
  it('sends a guarded route without a token to login, asking the server nothing that needs one', async () => {
    vi.restoreAllMocks();
    // The server's answer to a call that needs a token, sent without one: it led to /pages/404 (issue 12 item 31).
    const fetch = mockApi((query) =>
      /myProjects|myProfile|GetHeaderData/.test(query)
        ? { errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }] }
        : undefined,
    );
    const router = renderApp('/mypo');
    await at(router, '/pages/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    const sent = fetch.mock.calls.map(([, init]) => String(init?.body));
    expect(sent.filter((body) => /myProjects|myProfile|GetHeaderData/.test(body))).toEqual([]);
    expect(router.state.location.pathname).toBe('/pages/login');
  });

  it('returns to the asked route after signing in (issue 12 item 31)', async () => {
    vi.restoreAllMocks();
    mockApi((query) => (query.includes('signIn') ? { signIn: fakeToken({}) } : undefined));
    const router = renderApp('/myexpenses/12');
    await at(router, '/pages/login');
    expect(router.state.location.search).toBe('?next=%2Fmyexpenses%2F12');
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'crew1@demo.setledger.test' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Setledger-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await at(router, '/myexpenses/12');
  });

  it('ignores a return route that leaves the app', async () => {
    vi.restoreAllMocks();
    mockApi((query) => (query.includes('signIn') ? { signIn: fakeToken({}) } : undefined));
    const router = renderApp('/pages/login?next=https%3A%2F%2Fexample.org');
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: 'crew1@demo.setledger.test' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Setledger-demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await at(router, '/my-dashboard');
  });

  it('sends a missing right to /pages/404', async () => {
    signInWith({});
    const router = renderApp('/budget/overall');
    await at(router, '/pages/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it.each([
    ['/document-package/3', 'canAccessConfig'],
    ['/onboarding', 'canAccessOnboarding'],
    ['/department/2/salaries/9', 'canViewGlobalBudget'],
  ])('guards %s with %s', async (path, right) => {
    signInWith({ canViewGlobalBudget: right !== 'canViewGlobalBudget' });
    const router = renderApp(path);
    await at(router, '/pages/404');
  });

  it('opens the route when the right is held; a pending module shows the shared pending screen', async () => {
    signInWith({ canAccessOnboarding: true });
    renderApp('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Onboarding' })).toBeTruthy();
    expect(document.querySelector('[data-pending-screen]')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Setledger - Onboarding'));
  });

  it('sends the job-request list and its detail without a token to 404; with a token they open', async () => {
    const router = renderApp('/job-request-list/4');
    await at(router, '/pages/404');
    cleanup();
    signInWith({});
    renderApp('/job-request-list/4');
    expect(await screen.findByRole('heading', { name: 'Job requests' })).toBeTruthy();
  });

  it.each([
    ['an expired token', () => signInWith({ ExpirationDate: new Date(Date.now() - 1000).toISOString() })],
    [
      'a token stored by another app version',
      () => {
        signInWith({});
        window.localStorage.setItem(APP_VERSION_KEY, '0.0.1-old');
      },
    ],
  ])('logs out on %s, to sign in again and come back (issue 12 item 31)', async (_label, setUp) => {
    const { assign } = mockLocation();
    setUp();
    renderApp('/mypo');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://app.test/#/pages/login?next=%2Fmypo'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('scrolls to the top on every route change', async () => {
    signInWith({});
    const router = renderApp('/mypo');
    await screen.findByRole('heading', { name: 'My purchase orders' });
    const scroll = vi.mocked(window.scrollTo);
    scroll.mockClear();
    await router.navigate('/myinvoices');
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 0));
  });
});

describe('side navigation', () => {
  it('shows only the list routes the rights allow', async () => {
    signInWith({});
    renderApp('/my-dashboard');
    expect(await screen.findByRole('link', { name: 'My purchase orders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Budget overview' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Departments' })).toBeNull();
  });

  it('adds the routes of a right once held', async () => {
    signInWith({ canViewGlobalBudget: true, canAccessConfig: true });
    renderApp('/my-dashboard');
    expect(await screen.findByRole('link', { name: 'Budget overview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Departments' })).toBeTruthy();
  });
});
