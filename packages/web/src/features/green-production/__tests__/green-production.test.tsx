import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const count = (n: number, kg: string) => ({ count: n, kgCo2e: kg });
const PREREQUISITES = {
  total: count(4, '1234.50'),
  unverified: count(2, '233.75'),
  estimates: count(0, '0.00'),
  pending: count(2, '201.00'),
  missingCategories: [0, 2, 7],
};
const PRODUCTION = {
  footprint: {
    total: count(4, '1234.50'),
    actual: count(2, '1033.50'),
    pending: count(2, '201.00'),
    byCategory: [
      {
        category: 3,
        total: count(2, '1200.75'),
        actual: { kgCo2e: '1000.25' },
        pending: { kgCo2e: '200.50' },
        estimates: { kgCo2e: '0.00' },
      },
    ],
  },
  prerequisites: {
    ...PREREQUISITES,
    unverified: { count: 2 },
    estimates: { count: 0 },
    pending: { count: 2 },
  },
  removals: { grossKgCo2e: '1234.50', removedKgCo2e: '100.00', netKgCo2e: '1134.50' },
  actions: { total: 3, todo: 1, inProgress: 1, done: 1, cancelled: 0, overdue: 1 },
  reports: [{ kind: 'carbonClap', totalKgCo2e: '1200.00', ledgerKgCo2e: '1234.50', leftOutKgCo2e: '34.50' }],
  checklist: { score: 12, maxScore: 40, answered: 5, questions: 20 },
};

const api = () =>
  mockApi((q) => {
    if (q.includes('GetShellProfile'))
      return { myProfile: { initials: 'TT', fullName: 'Tess Tester', modules: ['useGreen'] } };
    if (q.includes('GetGreenProduction')) return { GetGreenProduction: PRODUCTION };
    if (q.includes('GetGreenPrerequisites')) return { GetGreenPrerequisites: PREREQUISITES };
    return undefined;
  });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('production, prerequisites (issue 16)', () => {
  it('summarises the footprint, removals apart, reports, checklist and actions', async () => {
    api();
    signInWith({ canViewReportingScreens: true });
    renderApp('/production');
    expect(await screen.findByRole('heading', { level: 1, name: 'Production' })).toBeTruthy();
    expect((await screen.findByTestId('production-total')).textContent).toBe('1.23 T');
    expect(screen.getByTestId('production-net').textContent).toBe('1.13 T');
    expect(screen.getByTestId('production-checklist').textContent).toBe(
      '12 of 40 points, 5 of 20 questions answered',
    );
    expect(screen.getByTestId('production-report-carbonClap').textContent).toContain("Carbon'Clap: 1.20 T");
    expect(screen.getByTestId('production-actions').textContent).toContain('To do 1');
    expect(screen.getByRole('cell', { name: 'Transportation' })).toBeTruthy();
  });

  it('lists what is missing with links to the green table filtered to it', async () => {
    api();
    signInWith({ canAccessGreenReporting: true });
    renderApp('/prerequisite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prerequisites' })).toBeTruthy();
    const unverified = await screen.findByTestId('prerequisite-unverified');
    expect(within(unverified).getByTestId('prerequisite-unverified-count').textContent).toBe('2 entries');
    expect(within(unverified).getByRole('link').getAttribute('href')).toBe('/green?reviewStatus=0');
    expect(within(screen.getByTestId('prerequisite-pending')).getByRole('link').getAttribute('href')).toBe(
      '/green?status=pending',
    );
    // No estimate: nothing to open.
    expect(within(screen.getByTestId('prerequisite-estimates')).queryByRole('link')).toBeNull();
    const categories = screen.getByTestId('prerequisite-categories');
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Location', 'Generator energy', 'Other category 7']);
  });
});
