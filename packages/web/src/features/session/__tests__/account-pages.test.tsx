import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session';
import { fakeToken, mockApi, renderApp } from '../../../test/app-test-kit';

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));

const TOKEN = fakeToken({ UserID: 9 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const INVITATION = {
  email: 'zofia@example.test',
  projectTitle: 'Harbour Lights',
  name: 'Nowak',
  firstName: 'Zofia',
  language: 0,
  hasAccount: false,
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  expiresAt: '2026-12-07T10:00:00.000Z',
};

describe('invitation page', () => {
  it('shows the project, refuses differing passwords, then joins and signs in', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetUserRequestInfo')) return { GetUserRequestInfo: INVITATION };
      if (q.includes('AcceptUserRequest')) return { AcceptUserRequest: TOKEN };
      return undefined;
    });
    const router = renderApp('/pages/invitation/abc123');
    expect(await screen.findByText('You are invited to join the production "Harbour Lights".')).toBeTruthy();
    expect(screen.getByText('Contract from 2026-12-01 to 2027-02-28.')).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Zofia');
    fireEvent.change(screen.getByLabelText(/^Choose a password/), { target: { value: 'a-good-password' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: 'another-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the project' }));
    expect(await screen.findByText('The two passwords differ.')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('AcceptUserRequest'))).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: 'a-good-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-dashboard'));
    expect(bodies(fetch).find((b) => b.query.includes('AcceptUserRequest'))!.variables).toEqual({
      x: 'abc123',
      n: 'Nowak',
      f: 'Zofia',
      p: 'a-good-password',
    });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
  });

  it('explains a used or expired link', async () => {
    mockApi((q) =>
      q.includes('GetUserRequestInfo')
        ? {
            errors: [
              {
                message: 'This link has expired or has already been used.',
                extensions: { code: 'NOT_FOUND' },
              },
            ],
          }
        : undefined,
    );
    renderApp('/pages/invitation/used');
    expect(
      (await screen.findAllByText(/This link has expired or has already been used\./)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toBeTruthy();
  });
});

describe('password reset pages', () => {
  it('asks for a link from the sign-in page and confirms without telling whether the account exists', async () => {
    const fetch = mockApi((q) =>
      q.includes('RequestPasswordReset') ? { RequestPasswordReset: true } : undefined,
    );
    const router = renderApp('/pages/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/forgot-password'));
    const send = await screen.findByRole('button', { name: 'Send me a link' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nobody' } });
    fireEvent.click(send);
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: ' Greta@Example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/a link to choose a new password is on its way/)).toBeTruthy();
    expect(bodies(fetch).find((b) => b.query.includes('RequestPasswordReset'))!.variables).toEqual({
      e: 'greta@example.test',
    });
  });

  it('sets the new password once the two entries agree', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetNewPasswordRequestInfo')
        ? { GetNewPasswordRequestInfo: { email: 'greta@example.test' } }
        : q.includes('SetNewPassword')
          ? { SetNewPassword: true }
          : undefined,
    );
    renderApp('/pages/reset-password/xyz');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('greta@example.test');
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('This value is too short.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'brand-new-password' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the password/), {
      target: { value: 'brand-new-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your password is changed. Sign in with it now.')).toBeTruthy();
    expect(bodies(fetch).find((b) => b.query.includes('SetNewPassword'))!.variables).toEqual({
      x: 'xyz',
      p: 'brand-new-password',
    });
  });
});
