import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const LIST = [
  {
    id: 1,
    licenseID: 3,
    titre: 'The Last Lighthouse',
    production: 'Northlight Pictures',
    realisateur: 'Maren Olsen',
    reference: 'NLP-14',
    startDate: '2026-09-01',
    endDate: '2027-03-31',
    license: { companyName: 'Northlight Pictures' },
  },
  {
    id: 2,
    licenseID: 3,
    titre: 'Harbour Lights',
    production: 'Northlight Pictures',
    realisateur: '',
    reference: '',
    startDate: null,
    endDate: null,
    license: { companyName: 'Northlight Pictures' },
  },
];
const PROJECT = {
  id: 1,
  licenseID: 3,
  titre: 'The Last Lighthouse',
  timeZone: 'Europe/Brussels',
  production: 'Northlight Pictures',
  currency: 0,
  regionalSetting: 3,
  startDate: '2026-09-01',
  endDate: '2027-03-31',
  useExpense: true,
  usePerDiem: false,
  numberOfUser: 7,
  numberOfActiveUsers: 6,
  license: { companyName: 'Northlight Pictures' },
  legalEntities: [
    {
      id: 9,
      name: 'Northlight Pictures SRL',
      vat: 'BE0712345678',
      supplierBankAccounts: [{ id: 1, bankName: 'Banque', iban: 'BE71096123456769', bic: 'GKCCBEBB' }],
    },
  ],
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

describe('projects list', () => {
  it('lists and searches the projects; the current one cannot be deleted, another asks first', async () => {
    const fetch = mockApi((q) =>
      q.includes('Projects(') ? { Projects: LIST } : q.includes('DelProject') ? { DelProject: 2 } : undefined,
    );
    signInWith({ isAdmin: true, isLicenseAdmin: true, ProjectID: 1 });
    renderApp('/projects');
    expect(await screen.findByRole('link', { name: 'Harbour Lights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete – The Last Lighthouse' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Type to search ...'), { target: { value: 'harbour' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'The Last Lighthouse' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete – Harbour Lights' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('DelProject'))?.variables).toEqual({ p: 2 }),
    );
  });

  it('is closed to a crew member', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/projects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('new project', () => {
  it('creates a project and opens its administration (the origin choice is covered in the browser journey)', async () => {
    const fetch = mockApi((q) =>
      q.includes('Projects(')
        ? { Projects: LIST }
        : q.includes('addProject')
          ? { addProject: { ...PROJECT, id: 5, titre: 'Sequel' } }
          : q.includes('Project(')
            ? { Project: { ...PROJECT, id: 5, titre: 'Sequel' } }
            : q.includes('GetSuppliers')
              ? { GetSuppliers: [] }
              : undefined,
    );
    signInWith({ isAdmin: true, ProjectID: 1 });
    const router = renderApp('/projects/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create the project' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Sequel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/5/update'));
    expect(bodies(fetch).find((b) => b.query.includes('addProject'))?.variables).toEqual({
      p: { titre: 'Sequel' },
      o: null,
    });
  });
});

describe('project administration', () => {
  const api = (extra: (q: string) => unknown = () => undefined) =>
    mockApi((q) => {
      const custom = extra(q);
      if (custom) return custom;
      if (q.includes('query Project(')) return { Project: PROJECT };
      if (q.includes('GetSuppliers'))
        return { GetSuppliers: [{ id: 9, name: 'Northlight Pictures SRL', vat: 'BE0712345678' }] };
      if (q.includes('GetProjectFieldOption'))
        return { GetProjectFieldOption: { useEmail: true, mandatoryEmail: false } };
      return undefined;
    });

  it('shows the settings in tabs and refuses an end date before the start date', async () => {
    const fetch = api();
    signInWith({ isProd: true, ProjectID: 1 });
    renderApp('/projects/1/update');
    expect(await screen.findByText(/7 members, 6 under contract today/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the project' }));
    expect(await screen.findAllByText('This date must not be before the start date.')).not.toHaveLength(0);
    expect(bodies(fetch).some((b) => b.query.includes('updMyProject'))).toBe(false);
  });

  it('names a field the server refuses as the form labels it, on the field and in the summary (item 29)', async () => {
    api((q) =>
      q.includes('updMyProject')
        ? {
            errors: [
              {
                message: 'The field timeZone is not valid.',
                extensions: { code: 'BAD_USER_INPUT', field: 'timeZone' },
              },
            ],
          }
        : undefined,
    );
    signInWith({ isProd: true, ProjectID: 1 });
    renderApp('/projects/1/update');
    fireEvent.click(await screen.findByRole('button', { name: 'Save the project' }));
    expect(await screen.findByText('The field Time zone is not valid.')).toBeTruthy();
    expect(
      screen.getByText('Some fields need your attention: Time zone: The field Time zone is not valid.'),
    ).toBeTruthy();
    expect(screen.queryByText(/timeZone/)).toBeNull();
  });

  it('saves a switched module and the legal entities with updMyProject', async () => {
    const fetch = api((q) =>
      q.includes('updMyProject') ? { updMyProject: { ...PROJECT, usePerDiem: true } } : undefined,
    );
    signInWith({ isAdmin: true, ProjectID: 1 });
    renderApp('/projects/1/update');
    fireEvent.click(await screen.findByRole('tab', { name: 'Modules' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Per diems' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Legal entities' }));
    expect(screen.getByText('BE71096123456769')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the project' }));
    await waitFor(() => {
      const sent = bodies(fetch).find((b) => b.query.includes('updMyProject'))?.variables;
      expect(sent).toMatchObject({
        id: 1,
        p: { titre: 'The Last Lighthouse', usePerDiem: true, endDate: '2027-03-31' },
        s: [9],
      });
    });
  });

  it('configures the crew profile form: mandatory implies used', async () => {
    const fetch = api((q) =>
      q.includes('UpdProjectFieldOption')
        ? { UpdProjectFieldOption: { useAllergies: true, mandatoryAllergies: true } }
        : undefined,
    );
    signInWith({ isAdmin: true, ProjectID: 1 });
    renderApp('/projects/1/update');
    fireEvent.click(await screen.findByRole('tab', { name: 'Crew profile form' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mandatory – Allergies' }));
    expect((screen.getByRole('checkbox', { name: 'Used – Allergies' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save the crew profile form' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('UpdProjectFieldOption'))?.variables.o).toMatchObject(
        {
          useAllergies: true,
          mandatoryAllergies: true,
          useEmail: true,
        },
      ),
    );
  });
});
