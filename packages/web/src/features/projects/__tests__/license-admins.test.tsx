import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

// Issue 12 item 2: license administration is a role of its own, granted and revoked where licenses are managed.

const PROJECTS = [
  {
    id: 1,
    licenseID: 3,
    titre: 'The Last Lighthouse',
    production: 'Northlight Pictures',
    realisateur: '',
    reference: 'NLP-14',
    startDate: null,
    endDate: null,
    license: { companyName: 'Northlight Pictures' },
  },
];
const ALEX = {
  userId: 1,
  name: 'Morel',
  firstName: 'Alex',
  fullName: 'Alex Morel',
  email: 'admin@demo.setledger.test',
  grantedAt: '2026-09-01T08:00:00.000Z',
  grantedByName: null,
};
const PAULA = {
  userId: 2,
  name: 'Dupont',
  firstName: 'Paula',
  fullName: 'Paula Dupont',
  email: 'prod@demo.setledger.test',
  grantedAt: '2026-10-01T08:00:00.000Z',
  grantedByName: 'Alex Morel',
};
const MEMBERS = [
  { id: 1, fullName: 'Alex Morel', email: 'admin@demo.setledger.test' },
  { id: 2, fullName: 'Paula Dupont', email: 'prod@demo.setledger.test' },
];
const AUDIT = [
  {
    id: 7,
    userId: 2,
    targetName: 'Paula Dupont',
    change: 'licenseAdmin',
    before: 'false',
    after: 'true',
    at: '2026-10-01T08:00:00.000Z',
    actorName: 'Alex Morel',
  },
];

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

function api(admins: () => unknown[]) {
  return mockApi((q) => {
    if (q.includes('Projects(')) return { Projects: PROJECTS };
    if (q.includes('GrantLicenseAdmin')) return { GrantLicenseAdmin: [ALEX, PAULA] };
    if (q.includes('RevokeLicenseAdmin')) return { RevokeLicenseAdmin: [ALEX] };
    if (q.includes('LicenseAdminAudit')) return { LicenseAdminAudit: AUDIT };
    if (q.includes('LicenseAdmins')) return { LicenseAdmins: admins() };
    if (q.includes('Users(')) return { Users: MEMBERS };
    return undefined;
  });
}

describe('license administrators (licenseList/:id)', () => {
  it('lists them with who granted them, and the history of grants', async () => {
    api(() => [ALEX, PAULA]);
    signInWith({ isAdmin: true, isLicenseAdmin: true });
    renderApp('/licenseList/3');
    const table = await screen.findByRole('table', { name: 'License administrators' });
    const paula = within(table).getByRole('row', { name: /Paula Dupont/ });
    expect(paula.textContent).toContain('prod@demo.setledger.test');
    expect(paula.textContent).toContain('Alex Morel');
    expect(await screen.findByText('Alex Morel granted license administration to Paula Dupont')).toBeTruthy();
  });

  it('grants the role to a member of the license', async () => {
    const fetch = api(() => [ALEX]);
    signInWith({ isAdmin: true, isLicenseAdmin: true });
    renderApp('/licenseList/3');
    const label = await screen.findByText('Grant license administration to', { selector: 'label' });
    const picker = document.getElementById(label.getAttribute('for') ?? '')!;
    fireEvent.click(picker);
    const list = await waitFor(() => document.getElementById(picker.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(
      within(list).getByRole('option', { name: 'Paula Dupont – prod@demo.setledger.test', hidden: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('License administration granted')).toBeTruthy();
    expect(bodies(fetch).find((b) => b.query.includes('GrantLicenseAdmin'))?.variables).toEqual({
      l: 3,
      u: 2,
    });
  });

  it('revokes only after confirmation', async () => {
    const fetch = api(() => [ALEX, PAULA]);
    signInWith({ isAdmin: true, isLicenseAdmin: true });
    renderApp('/licenseList/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke – Paula Dupont' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Paula Dupont will no longer act on the other projects/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() =>
      expect(bodies(fetch).find((b) => b.query.includes('RevokeLicenseAdmin'))?.variables).toEqual({
        l: 3,
        u: 2,
      }),
    );
  });

  it('is closed to a project administrator who does not administer the license', async () => {
    mockApi();
    signInWith({ isAdmin: true });
    for (const path of ['/licenseList', '/licenseList/3', '/allUsers', '/3/newProject']) {
      const router = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/pages/404'));
    }
  });
});

describe('projects list', () => {
  it('offers deletion to license administrators only', async () => {
    mockApi((q) =>
      q.includes('Projects(')
        ? { Projects: [...PROJECTS, { ...PROJECTS[0], id: 2, titre: 'Harbour Lights' }] }
        : undefined,
    );
    signInWith({ isAdmin: true, ProjectID: 1 });
    renderApp('/projects');
    expect(await screen.findByRole('link', { name: 'Harbour Lights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete – Harbour Lights' })).toBeNull();
  });
});
