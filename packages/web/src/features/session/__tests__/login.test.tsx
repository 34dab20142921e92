import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION_ERROR_KEY, TOKEN_KEY } from '../../../lib/session';
import { fakeToken, mockApi, renderApp } from '../../../test/app-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login screen', () => {
  it('shows field errors from the shared schema without calling the server', async () => {
    const fetch = mockApi();
    renderApp('/pages/login');
    await submit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('signIn'))).toBe(false);
  });

  it('shows a wrong password once, as the message, and stores no token (issue 12 item 29)', async () => {
    mockApi((query) =>
      query.includes('signIn')
        ? { errors: [{ message: 'Wrong email or password.', extensions: { code: 'BAD_USER_INPUT' } }] }
        : undefined,
    );
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderApp('/pages/login');
    await submit('crew1@demo.setledger.test', 'wrong');
    expect((await screen.findByRole('alert', { name: 'Error' })).textContent).toContain(
      'Wrong email or password.',
    );
    expect(screen.getAllByText(/Wrong email or password/)).toHaveLength(1);
    expect(screen.queryByText(/200/)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores the token and opens the dashboard on success', async () => {
    const token = fakeToken({ UserID: 5 });
    mockApi((query) => (query.includes('signIn') ? { signIn: token } : undefined));
    const router = renderApp('/pages/login');
    await submit('Crew1@Demo.Setledger.test ', 'Setledger-demo-2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-dashboard'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('advertises only what the app offers today (issue 12 item 26)', async () => {
    mockApi();
    renderApp('/pages/login');
    expect(
      await screen.findByText(
        'Expenses, purchase orders and budgets of your production, with the CO2 of every journey claimed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/carbon reporting/i)).toBeNull();
  });

  it('puts the page in its main landmark, under one level-one heading (issue 12 item 30)', async () => {
    mockApi();
    renderApp('/pages/login');
    const main = await screen.findByRole('main');
    expect(main.contains(screen.getByRole('button', { name: 'Sign in' }))).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the app-version message of a 505 answer (001 §8)', async () => {
    mockApi();
    window.localStorage.setItem(APP_VERSION_ERROR_KEY, 'Setledger was updated: please reload.');
    renderApp('/pages/login');
    expect(await screen.findByText('Setledger was updated: please reload.')).toBeTruthy();
  });
});
