import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/session';
import { fakeToken, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

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
};

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

describe('profile screen', () => {
  it('shows identity and contact, the email read-only', async () => {
    mockApi((q) => (q.includes('query MyProfile') ? { myProfile: PROFILE } : undefined));
    signInWith({});
    renderApp('/profile');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('crew1@demo.setledger.test');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Tess');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Tester');
  });

  it('saves the profile; a new language is saved with UpdAppLanguage and its token switches the app', async () => {
    const french = fakeToken({ Language: 1 });
    const fetch = mockApi((q) => {
      if (q.includes('UpdMyProfile'))
        return { UpdMyProfile: { ...PROFILE, phone: '+32 2 555 01 01', appLanguage: 1 } };
      if (q.includes('UpdAppLanguage')) return { UpdAppLanguage: french };
      if (q.includes('query MyProfile')) return { myProfile: PROFILE };
      return undefined;
    });
    signInWith({ Language: 0 });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '+32 2 555 01 01' } });
    const languageLabel = screen.getByText('App language', { selector: 'label' });
    const select = document.getElementById(languageLabel.getAttribute('for') ?? '')!;
    fireEvent.click(select);
    // The header has language pickers too: take the option of this field's own list.
    const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(list).getByRole('option', { name: 'Français', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_KEY)).toBe(french));
    const update = bodies(fetch).find((b) => b.query.includes('UpdMyProfile'));
    expect(update?.variables).toEqual({
      p: { name: 'Tester', firstName: 'Tess', phone: '+32 2 555 01 01', appLanguage: 1 },
    });
    expect(bodies(fetch).find((b) => b.query.includes('UpdAppLanguage'))?.variables).toEqual({
      LanguageId: 1,
    });
    // The header's language picker follows the new token at once.
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('input[aria-label="Language"]')?.value).toBe(
        'Français',
      ),
    );
  });

  it('keeps the token when the language did not change', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('UpdMyProfile')) return { UpdMyProfile: PROFILE };
      if (q.includes('query MyProfile')) return { myProfile: PROFILE };
      return undefined;
    });
    signInWith({});
    const before = window.localStorage.getItem(TOKEN_KEY);
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('UpdAppLanguage'))).toBe(false);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(before);
  });
});

describe('password screen', () => {
  const fill = async (old: string, next: string, confirm = next) => {
    fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: old } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText(/^Confirm the new password/), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  };

  it('checks the form before calling the server', async () => {
    const fetch = mockApi();
    signInWith({});
    renderApp('/password');
    await fill('old-password', 'short', 'other');
    expect(await screen.findByText('This value is too short.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('UpdMyPassword'))).toBe(false);
  });

  it('shows the server error under the field it names', async () => {
    const fetch = mockApi((q) =>
      q.includes('UpdMyPassword')
        ? {
            errors: [
              {
                message: 'The current password is not correct.',
                extensions: { code: 'BAD_USER_INPUT', field: 'OldPassword' },
              },
            ],
          }
        : undefined,
    );
    signInWith({});
    renderApp('/password');
    await fill('wrong-password', 'Setledger-new-2026');
    await screen.findByText('The current password is not correct.');
    // The message belongs to the field the server named, not to a banner.
    const describedBy = screen.getByLabelText(/^Current password/).getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(
      'The current password is not correct.',
    );
    expect(screen.queryByRole('alert', { name: 'Error' })).toBeNull();
    expect(bodies(fetch).find((b) => b.query.includes('UpdMyPassword'))?.variables).toEqual({
      o: 'wrong-password',
      n: 'Setledger-new-2026',
    });
  });

  it('confirms a changed password and keeps the session with the fresh token (earlier ones end)', async () => {
    const fresh = fakeToken({ SessionVersion: 1 });
    mockApi((q) => (q.includes('UpdMyPassword') ? { UpdMyPassword: fresh } : undefined));
    signInWith({});
    renderApp('/password');
    await fill('Setledger-demo-2026', 'Setledger-new-2026');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(fresh);
  });
});
