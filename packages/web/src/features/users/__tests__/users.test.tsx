import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const flags = Object.fromEntries(
  ['isAdmin', 'isProd', 'isVip', ...ROLE_NAMES, ...ACCESS_RIGHTS].map((name) => [name, false]),
);
const person = (id: number, firstName: string, name: string, extra: Record<string, unknown> = {}) => ({
  ...flags,
  id,
  userProjectID: id + 100,
  projectId: 1,
  projectTitle: 'The Last Lighthouse',
  name,
  firstName,
  fullName: `${firstName} ${name}`,
  email: `${firstName.toLowerCase()}@demo.test`,
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
  ...extra,
});
const LENA = person(7, 'Léna', 'Müller');
const JOSE = person(8, 'José', 'García', { underContract: false });
/** As the server answers GetDepartmentsAndFunctions. */
const DEPARTMENTS = [
  { department: { value: 1, message: 'Production' }, functions: [] },
  {
    department: { value: 2, message: 'Camera' },
    functions: [{ value: 1, message: 'Director of photography' }],
  },
];

type Body = { query: string; variables: Record<string, unknown> };
const refusal = (field: string, message: string) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }],
});
const bodies = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.flatMap(([, init]) => (init?.body ? [JSON.parse(String(init.body)) as Body] : []));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('users list', () => {
  it('searches on the server, puts favourites first, hides hidden people until asked', async () => {
    let favourites: number[] = [];
    const fetch = mockApi((q) => {
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      if (q.includes('GetUserListPreferences'))
        return { GetUserListPreferences: { hiddenUserIds: [JOSE.id], favouriteUserIds: favourites } };
      if (q.includes('SetUserListPreference')) {
        favourites = [LENA.id];
        return { SetUserListPreference: { hiddenUserIds: [JOSE.id] } };
      }
      if (q.includes('UserRequests')) return { UserRequests: [] };
      if (q.includes('Users(')) {
        const last = bodies(fetch)
          .filter((b) => b.query.includes('Users('))
          .at(-1)!;
        return { Users: last.variables.k === 'zzz' ? [] : [JOSE, LENA] };
      }
      return undefined;
    });
    signInWith({ isAdmin: true, UserID: 1, ProjectID: 1 });
    renderApp('/users');
    expect(await screen.findByRole('link', { name: 'Léna Müller' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'José García' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: /Show hidden people/ }));
    expect(await screen.findByRole('link', { name: 'José García' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites – Léna Müller' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove from favourites – Léna Müller' })).toBeTruthy(),
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link').textContent).toBe('Léna Müller');
    expect(bodies(fetch).find((b) => b.query.includes('SetUserListPreference'))!.variables).toMatchObject({
      id: LENA.id,
      f: true,
    });
    fireEvent.change(screen.getByLabelText('Type to search ...'), { target: { value: ' zzz ' } });
    expect(await screen.findByText('Nobody matches this search.')).toBeTruthy();
    expect(screen.getByText('No invitation is waiting.')).toBeTruthy();
  });

  it('in the manual order, moves a person down by swapping with the next one', async () => {
    let order = [LENA, JOSE];
    const fetch = mockApi((q) => {
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      if (q.includes('GetUserListPreferences'))
        return { GetUserListPreferences: { hiddenUserIds: [], favouriteUserIds: [JOSE.id] } };
      if (q.includes('SwitchCustomPositionInList')) {
        order = [JOSE, LENA];
        return { SwitchCustomPositionInList: true };
      }
      if (q.includes('UserRequests')) return { UserRequests: [] };
      if (q.includes('Users(')) return { Users: order };
      return undefined;
    });
    signInWith({ isAdmin: true, UserID: 1, ProjectID: 1 });
    renderApp('/users');
    await screen.findByRole('link', { name: 'Léna Müller' });
    fireEvent.click(screen.getByRole('radio', { name: 'Manual order' }));
    await waitFor(() =>
      expect(
        bodies(fetch)
          .filter((b) => b.query.includes('Users('))
          .at(-1)!.variables,
      ).toMatchObject({
        s: 'customPosition',
        g: false,
      }),
    );
    // The manual order shows the list as arranged, favourites included.
    const first = await screen.findByRole('button', { name: 'Move down – Léna Müller' });
    expect(
      (screen.getByRole('button', { name: 'Move up – Léna Müller' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(first);
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('SwitchCustomPositionInList'))?.variables).toEqual({
        a: LENA.id,
        b: JOSE.id,
      }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByRole('row')[1]!).getByRole('link').textContent).toBe('José García'),
    );
  });

  it('is closed to crew: the route answers 404', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('invite a person', () => {
  it('checks the form in the browser, then sends the invitation (no levels without a department)', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      if (q.includes('addUserRequest')) return { addUserRequest: { id: 3, xid: 'secret-xid' } };
      if (q.includes('AddEncodingValidation')) return { AddEncodingValidation: true };
      if (q.includes('UserRequests')) return { UserRequests: [] };
      if (q.includes('Users(')) return { Users: [] };
      if (q.includes('GetUserListPreferences'))
        return { GetUserListPreferences: { hiddenUserIds: [], favouriteUserIds: [] } };
      return undefined;
    });
    signInWith({ isProd: true, ProjectID: 1 });
    const router = renderApp('/users/new');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Zofia' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Nowak' } });
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(bodies(fetch).some((b) => b.query.includes('addUserRequest'))).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'zofia@example.test' } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2027-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const invite = bodies(fetch).find((b) => b.query.includes('addUserRequest'))!;
    expect(invite.variables.u).toMatchObject({
      email: 'zofia@example.test',
      firstName: 'Zofia',
      endDate: '2027-02-28',
    });
    // No department chosen for levels: nothing else is sent.
    expect(bodies(fetch).some((b) => b.query.includes('AddEncodingValidation'))).toBe(false);
  });

  it('names a field the server refuses as the invitation form labels it (item 29)', async () => {
    mockApi((q) => {
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      if (q.includes('addUserRequest')) return refusal('firstName', 'The field firstName is too long.');
      return undefined;
    });
    signInWith({ isProd: true, ProjectID: 1 });
    renderApp('/users/new');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'zofia@example.test' } });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Zofia' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Nowak' } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2027-02-28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('The field First name is too long.')).toBeTruthy();
  });
});

describe("a person's page", () => {
  const full = {
    ...LENA,
    email: 'lena@demo.test',
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
    iban: '',
    bic: '',
    customFieldValues: [{ flagItemId: 31, value: '39' }],
    contracts: [
      { id: 1, startDate: '2026-09-01', endDate: '2027-03-31', dailyRate: '450.00', current: true },
    ],
    validations: [],
    identityEditable: true,
    pendingEmail: null,
  };

  it('lets production grant only the rights it holds, and saves a right at once', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('User(userID')) return { User: full };
      if (q.includes('AddUpdUserProjectAccessLevel')) return { AddUpdUserProjectAccessLevel: true };
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      return undefined;
    });
    signInWith({ isProd: true, canAccessBudget: true, UserID: 1, ProjectID: 1 });
    renderApp('/users/7');
    expect(await screen.findByRole('heading', { name: 'Léna Müller' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Access rights' }));
    const config = await screen.findByRole('switch', { name: 'Configure the project' });
    expect((config as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Hide salary information' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect((screen.getByRole('switch', { name: 'Administrator' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Open the budget' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('AddUpdUserProjectAccessLevel'))?.variables).toEqual({
        a: { UserId: 7, canAccessBudget: true },
      }),
    );
  });

  it('names the fields the server refuses as the forms label them: person, custom field, contract, place (item 29)', async () => {
    let updUser = refusal('socialSecurityNumber', 'The field socialSecurityNumber is too long.');
    mockApi((q) => {
      if (q.includes('User(userID')) return { User: full };
      if (q.includes('UpdUser')) return updUser;
      if (q.includes('GetProjectFlagItems'))
        return {
          GetProjectFlagItems: [
            {
              id: 31,
              name: 'Shoe size',
              flagName: 'Crew extras',
              fieldType: 1,
              defaultValue: '',
              disabled: false,
            },
          ],
        };
      if (q.includes('AddUpdContract')) return refusal('dailyRate', 'The field dailyRate must be 0 or more.');
      if (q.includes('UpdateUserFunction'))
        return refusal('FunctionValue', 'The field FunctionValue is not a function of the department.');
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      return undefined;
    });
    signInWith({ isAdmin: true, UserID: 1, ProjectID: 1 });
    renderApp('/users/7');
    await screen.findByLabelText('Shoe size');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field Social security number is too long.')).toBeTruthy();
    updUser = refusal('customFieldValues.0.value', 'The field customFieldValues.0.value is not a number.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field Shoe size is not a number.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Place in the project' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a contract' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The field Daily rate must be 0 or more.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));

    fireEvent.click((await screen.findAllByRole('button', { name: 'Save' })).at(-1)!);
    expect(await screen.findByText('The field Function is not a function of the department.')).toBeTruthy();
    expect(screen.queryByText(/socialSecurityNumber|customFieldValues|dailyRate|FunctionValue/)).toBeNull();
  });

  it('checks the IBAN when leaving the field, saves custom fields with the person, and shows contracts', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('User(userID')) return { User: full };
      if (q.includes('UpdUser')) return { UpdUser: full };
      if (q.includes('GetProjectFlagItems'))
        return {
          GetProjectFlagItems: [
            {
              id: 31,
              name: 'Shoe size',
              flagName: 'Crew extras',
              fieldType: 1,
              defaultValue: '',
              disabled: false,
            },
          ],
        };
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      return undefined;
    });
    signInWith({ isAdmin: true, UserID: 1, ProjectID: 1 });
    renderApp('/users/7');
    const iban = await screen.findByLabelText('IBAN');
    fireEvent.change(iban, { target: { value: 'BE00 1234' } });
    fireEvent.blur(iban);
    expect(await screen.findByText('Enter a valid IBAN.')).toBeTruthy();
    fireEvent.change(iban, { target: { value: 'BE68 5390 0754 7034' } });
    const shoe = await screen.findByLabelText('Shoe size');
    expect((shoe as HTMLInputElement).value).toBe('39');
    fireEvent.change(shoe, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('UpdUser'))?.variables).toMatchObject({
        id: 7,
        u: { iban: 'BE68 5390 0754 7034', firstName: 'Léna' },
        c: [{ flagItemId: 31, value: '40' }],
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Place in the project' }));
    expect(await screen.findByText('€450.00')).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
  });
});

describe('crew list and validation grid', () => {
  it('shows the crew by department, with email only where the server gives it', async () => {
    mockApi((q) =>
      q.includes('GetUsersOfProject')
        ? {
            GetUsersOfProject: [
              { ...LENA, email: null },
              { ...person(9, 'Hugo', 'Martin'), departmentName: 'Production' },
            ],
          }
        : undefined,
    );
    signInWith({ canAccessCrewList: true });
    renderApp('/project/users');
    expect(await screen.findByText('Léna Müller')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Camera' })).toBeTruthy();
    expect(screen.queryByText('lena@demo.test')).toBeNull();
    expect(screen.getByRole('link', { name: 'hugo@demo.test' })).toBeTruthy();
  });

  it('lists who validates at each level and removes one document type', async () => {
    const fetch = mockApi((q) => {
      if (q.includes('GetDepartmentsAndFunctions')) return { GetDepartmentsAndFunctions: DEPARTMENTS };
      if (q.includes('GetProjectValidations'))
        return {
          GetProjectValidations: [
            {
              id: 5,
              userId: 9,
              name: 'Martin',
              firstName: 'Hugo',
              department: 2,
              validationLevelTs: 1,
              validationLevelPo: 1,
              validationLevelExp: 1,
              validationLevelInvoice: 0,
            },
          ],
        };
      if (q.includes('DelValidation')) return { DelValidation: 5 };
      return undefined;
    });
    signInWith({ isAdmin: true });
    renderApp('/project/validations');
    const cell = await screen.findByLabelText('Camera – Expenses');
    expect(within(cell).getByText('Hugo Martin')).toBeTruthy();
    fireEvent.click(within(cell).getByRole('button', { name: 'Remove – Hugo Martin – Camera – Expenses' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('DelValidation'))?.variables).toEqual({
        id: 9,
        v: 5,
        d: 3,
      }),
    );
  });
});
