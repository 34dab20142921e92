import { ACCESS_RIGHTS } from '@setledger/shared/auth/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_OF, DOMAINS } from '../../config/domains';
import { ROUTES } from '../../config/paths';
import { mockApi, renderApp, signInWith } from '../../test/app-test-kit';
import { navigationFor } from '../layout/SideNav';

/** Claims of the demo's kinds of people, from nobody in particular to everything. */
const ROLES = {
  crew: {},
  headOfDepartment: { canAccessMyBudget: true, canViewDepartmentBudget: true, canAccessCrewList: true },
  accountant: {
    productionAccountant: true,
    canAccessBudget: true,
    canAccessMyBudget: true,
    canViewGlobalBudget: true,
    canMarkEntryAsProcessed: true,
  },
  producer: { isProd: true },
  everything: {
    isAdmin: true,
    isProd: true,
    isLicenseAdmin: true,
    ...Object.fromEntries(ACCESS_RIGHTS.map((right) => [right, true])),
  },
};

describe('the menus show only screens that exist (issue 12 item 26)', () => {
  it.each(Object.entries(ROLES))('offers the %s no entry that opens the pending screen', (_role, claims) => {
    const entries = navigationFor(claims).flatMap((group) => group.routes);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((route) => route.screen === 'pending').map((route) => route.path)).toEqual([]);
  });

  it('puts every menu entry of the route table in exactly one domain', () => {
    const listed = Object.values(DOMAINS).flatMap((domain) => domain.menu as readonly string[]);
    expect(new Set(listed).size).toBe(listed.length);
    const navPaths = ROUTES.filter((route) => route.nav).map((route) => route.path as string);
    expect([...listed].sort()).toEqual([...navPaths].sort());
  });

  it('switches a domain on only once its menu entries have screens', () => {
    const unbuilt = ROUTES.filter(
      (route) => route.nav && DOMAINS[DOMAIN_OF.get(route.path)!].live && route.screen === 'pending',
    );
    expect(unbuilt.map((route) => route.path)).toEqual([]);
  });

  it('keeps the routes of a domain not built yet: opened directly they show the pending screen', async () => {
    mockApi();
    signInWith({});
    renderApp('/myplannings');
    expect(await screen.findByRole('heading', { name: 'My plannings', level: 1 })).toBeTruthy();
    expect(document.querySelector('[data-pending-screen]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'My plannings' })).toBeNull();
  });
});

describe('the side navigation is grouped and collapsible (issue 12 item 26)', () => {
  let scrolled: HTMLElement[];
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrolled = [];
    Element.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const nav = async () => screen.findByRole('navigation', { name: 'Navigation' });

  it('folds a section away and opens it again', async () => {
    mockApi();
    signInWith({});
    renderApp('/my-dashboard');
    const section = await within(await nav()).findByRole('button', { name: 'My items' });
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My expenses' })).toBeTruthy();
    fireEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'My expenses' })).toBeNull();
    fireEvent.click(section);
    expect(screen.getByRole('link', { name: 'My expenses' })).toBeTruthy();
  });

  it('marks the active entry, also on a detail route, and scrolls it into view', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/my-dashboard');
    await nav();
    await router.navigate('/myexpenses/12');
    const active = await waitFor(() => {
      const link = screen.getByRole('link', { name: 'My expenses' });
      expect(link.getAttribute('aria-current')).toBe('page');
      return link;
    });
    await waitFor(() => expect(scrolled).toContain(active));
    expect(screen.getByRole('link', { name: 'My purchase orders' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the folded section that holds the active entry', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/my-dashboard');
    const section = await within(await nav()).findByRole('button', { name: 'My items' });
    fireEvent.click(section);
    expect(screen.queryByRole('link', { name: 'My purchase orders' })).toBeNull();
    await router.navigate('/mypo');
    await waitFor(() => expect(section.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('link', { name: 'My purchase orders' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
