import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

// Issue 12 item 1: a new login email is confirmed from the new address.

const PROFILE = {
  id: 5,
  email: 'crew1@demo.setledger.test',
  name: 'Tester',
  firstName: 'Tess',
  fullName: 'Tess Tester',
  phone: null,
  appLanguage: 0,
  projectTitle: 'The Last Lighthouse',
  departmentName: 'Camera',
  functionName: 'Focus puller',
  pendingEmail: null,
};
const PENDING = { newEmail: 'tess.new@example.test', expiresAt: '2026-11-02T10:00:00.000Z' };

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('profile: change my email', () => {
  it('checks the address, sends the confirmation, then shows where it went', async () => {
    let pending: typeof PENDING | null = null;
    const fetch = mockApi((q) => {
      if (q.includes('RequestEmailChange')) {
        pending = PENDING;
        return { RequestEmailChange: PENDING };
      }
      if (q.includes('query MyProfile')) return { myProfile: { ...PROFILE, pendingEmail: pending } };
      return undefined;
    });
    signInWith({});
    renderApp('/profile');
    const field = await screen.findByLabelText(/^New email/);
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('RequestEmailChange'))).toBe(false);
    fireEvent.change(field, { target: { value: 'tess.new@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
    expect(
      await screen.findByText(
        'A confirmation was sent to tess.new@example.test. Your email changes when you open the link in it.',
      ),
    ).toBeTruthy();
    expect(bodies(fetch).find((b) => b.query.includes('RequestEmailChange'))?.variables).toEqual({
      e: 'tess.new@example.test',
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('crew1@demo.setledger.test');
  });

  it('cancels a change waiting for confirmation', async () => {
    let pending: typeof PENDING | null = PENDING;
    const fetch = mockApi((q) => {
      if (q.includes('CancelEmailChange')) {
        pending = null;
        return { CancelEmailChange: true };
      }
      if (q.includes('query MyProfile')) return { myProfile: { ...PROFILE, pendingEmail: pending } };
      return undefined;
    });
    signInWith({});
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(screen.queryByText(/A confirmation was sent to/)).toBeNull());
    expect(bodies(fetch).some((b) => b.query.includes('CancelEmailChange'))).toBe(true);
    expect(await screen.findByLabelText(/^New email/)).toBeTruthy();
  });
});

describe('confirmation page (pages/confirm-email/{token})', () => {
  it('shows the address and confirms it on request, without being signed in', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetEmailChangeInfo')) return { GetEmailChangeInfo: PENDING };
      if (q.includes('ConfirmEmailChange')) return { ConfirmEmailChange: 'tess.new@example.test' };
      return undefined;
    });
    renderApp('/pages/confirm-email/secret-token');
    expect(await screen.findByText('tess.new@example.test')).toBeTruthy();
    // Opening the page changes nothing by itself.
    expect(bodies(fetch).some((b) => b.query.includes('ConfirmEmailChange'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this address' }));
    expect(
      await screen.findByText(
        'Your email address is now tess.new@example.test. Sign in with it from now on.',
      ),
    ).toBeTruthy();
    expect(bodies(fetch).find((b) => b.query.includes('ConfirmEmailChange'))?.variables).toEqual({
      t: 'secret-token',
    });
  });

  it('explains a used or expired link', async () => {
    mockApi((q) =>
      q.includes('GetEmailChangeInfo')
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
    renderApp('/pages/confirm-email/old-token');
    expect(await screen.findAllByText(/This link has expired or has already been used\./)).not.toHaveLength(
      0,
    );
    expect(screen.queryByRole('button', { name: 'Confirm this address' })).toBeNull();
  });
});
