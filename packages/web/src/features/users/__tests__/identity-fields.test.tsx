import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

// Issue 12 item 1: the login email and bank details of another person are read-only unless the caller may change
// them (the person, or an administrator of every license of the person), with the reason shown.

const flags = Object.fromEntries(
  ['isAdmin', 'isProd', 'isVip', ...ROLE_NAMES, ...ACCESS_RIGHTS].map((name) => [name, false]),
);
const LENA = {
  ...flags,
  id: 7,
  userProjectID: 107,
  projectId: 1,
  projectTitle: 'The Last Lighthouse',
  name: 'Müller',
  firstName: 'Léna',
  fullName: 'Léna Müller',
  email: 'lena@demo.test',
  phone: null,
  isDev: false,
  isTranslator: false,
  reference: '',
  departmentNumber: 2,
  departmentName: 'Camera',
  functionNumber: null,
  functionName: null,
  underContract: true,
  validationLevel: 0,
  showWizard: false,
  appLanguage: 1,
  personalNumber: '',
  nationality: '',
  birthDate: null,
  birthPlace: '',
  gender: 0,
  socialSecurityNumber: '',
  idCardNumber: '',
  idCardExpiry: null,
  civilStatus: 0,
  emergencyContact: '',
  street: '',
  streetNumber: '',
  box: '',
  zip: '',
  city: '',
  state: '',
  country: '',
  iban: 'BE68 5390 0754 7034',
  bic: '',
  customFieldValues: [],
  contracts: [],
  validations: [],
  identityEditable: false,
  pendingEmail: null,
};

type Body = { query: string; variables: Record<string, unknown> };
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("a person's identity fields", () => {
  it('are read-only, with the reason, for production; the other fields stay editable and are saved', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('User(userID')) return { User: LENA };
      if (q.includes('UpdUser')) return { UpdUser: { ...LENA, phone: '+32 2 555 01 02' } };
      return undefined;
    });
    signInWith({ isProd: true, UserID: 1, ProjectID: 1 });
    renderApp('/users/7');
    expect(
      await screen.findByText(
        'Only Léna Müller, or an administrator of every license Léna Müller belongs to, may change the email and the bank details.',
      ),
    ).toBeTruthy();
    for (const label of ['Email', 'IBAN', 'BIC']) expect(input(label).readOnly, label).toBe(true);
    expect(input('Phone').readOnly).toBe(false);
    fireEvent.change(input('Phone'), { target: { value: '+32 2 555 01 02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('UpdUser'))?.variables).toMatchObject({
        u: { email: 'lena@demo.test', iban: 'BE68 5390 0754 7034', phone: '+32 2 555 01 02' },
      }),
    );
  });

  it('are editable for who may change them; a new email waits for its confirmation', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('User(userID')) return { User: { ...LENA, identityEditable: true } };
      if (q.includes('UpdUser'))
        return {
          UpdUser: {
            ...LENA,
            identityEditable: true,
            pendingEmail: { newEmail: 'lena.muller@example.test', expiresAt: '2026-11-02T10:00:00.000Z' },
          },
        };
      return undefined;
    });
    signInWith({ isAdmin: true, isLicenseAdmin: true, UserID: 1, ProjectID: 1 });
    renderApp('/users/7');
    await screen.findByRole('heading', { name: 'Léna Müller' });
    expect(screen.queryByText(/may change the email and the bank details/)).toBeNull();
    expect(input('Email').readOnly).toBe(false);
    fireEvent.change(input('Email'), { target: { value: 'lena.muller@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'A confirmation was sent to lena.muller@example.test. The email changes when the link in it is opened.',
      ),
    ).toBeTruthy();
    expect(bodies(fetch).find((b) => b.query.includes('UpdUser'))?.variables.u).toMatchObject({
      email: 'lena.muller@example.test',
    });
    // The login email shown stays the current one until then.
    expect(input('Email').value).toBe('lena@demo.test');
  });
});
