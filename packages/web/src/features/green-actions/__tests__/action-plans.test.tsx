import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

const COUNTS = { total: 2, todo: 1, inProgress: 0, done: 1, cancelled: 0, overdue: 1 };
const ACTION = {
  id: 11,
  planId: 3,
  planTitle: 'Réduire le diesel',
  title: 'Raccordement au réseau',
  description: '',
  ownerId: 5,
  ownerName: 'Zoé Lefèvre',
  dueDate: '2020-03-01',
  status: 'todo',
  isOverdue: true,
  carbonCategory: 2,
  expectedKgCo2e: '1250.00',
  formId: 227,
  completedAt: null,
};
const DONE = {
  ...ACTION,
  id: 12,
  title: 'Gourdes réutilisables',
  status: 'done',
  isOverdue: false,
  carbonCategory: null,
};
const PLAN = {
  id: 3,
  title: 'Réduire le diesel',
  description: 'Moins de groupes électrogènes',
  ownerId: 5,
  ownerName: 'Zoé Lefèvre',
  dueDate: '2026-12-15',
  status: 'active',
  counts: COUNTS,
};

const api = (plans: object[] = [PLAN]) =>
  mockApi((q) => {
    if (q.includes('GetShellProfile'))
      return { myProfile: { initials: 'TT', fullName: 'Tess Tester', modules: ['useGreen'] } };
    if (q.includes('GetActionPlans'))
      return { GetActionPlans: { total: plans.length, offset: 0, size: 20, items: plans } };
    if (q.includes('GetActionPlan(')) return { GetActionPlan: { ...PLAN, actions: [ACTION, DONE] } };
    if (q.includes('GetActionOwners')) return { GetActionOwners: [{ id: 5, name: 'Zoé Lefèvre' }] };
    if (q.includes('AddUpdGreenAction')) return { AddUpdGreenAction: ACTION };
    if (q.includes('SetGreenActionStatus')) return { SetGreenActionStatus: { ...ACTION, status: 'done' } };
    if (q.includes('DelActionPlan')) return { DelActionPlan: 3 };
    return undefined;
  });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('action plans (issue 16)', () => {
  it('lists the plans with their progress and overdue count', async () => {
    api();
    signInWith({ canAccessGreenReporting: true });
    renderApp('/action-plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Action plans' })).toBeTruthy();
    const card = await screen.findByTestId('plan-card');
    expect(within(card).getByRole('link', { name: 'Réduire le diesel' })).toBeTruthy();
    expect(card.textContent).toContain('1 of 2 actions done');
    expect(within(card).getByTestId('plan-overdue').textContent).toBe('1 overdue');
    expect(within(card).getByRole('progressbar', { name: 'Progress Réduire le diesel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New action plan' })).toBeTruthy();
  });

  it('shows an empty state, and no create button to a reader', async () => {
    api([]);
    signInWith({ canViewReportingScreens: true });
    renderApp('/action-plans');
    expect(await screen.findByTestId('plans-empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New action plan' })).toBeNull();
  });

  it('shows a plan and its actions, adds an action and changes a status', async () => {
    const fetch = api();
    signInWith({ canAccessGreenReporting: true });
    renderApp('/action-plans/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Réduire le diesel' })).toBeTruthy();
    const rows = await screen.findAllByTestId('action-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('action-overdue').textContent).toBe('Overdue');
    expect(rows[0]!.textContent).toContain('Generator energy');
    expect(rows[0]!.textContent).toContain('Zoé Lefèvre');
    expect(rows[0]!.textContent).toContain('Are low-carbon fuels such as HVO or biodiesel used');

    await userEvent.click(screen.getByRole('button', { name: 'Add an action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an action' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/required/i)).toBeTruthy();
    expect(graphqlCalls(fetch, 'AddUpdGreenAction')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Navettes en minibus');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Expected saving (kg CO2e)' }), '300,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'AddUpdGreenAction')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'AddUpdGreenAction')[0]!.variables).toMatchObject({
      id: null,
      planId: 3,
      action: { title: 'Navettes en minibus', status: 'todo', expectedKgCo2e: '300,5', ownerId: null },
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const select = (await screen.findAllByLabelText('Change the status of Raccordement au réseau')).find(
      (el) => el.hasAttribute('aria-controls') || el.getAttribute('aria-haspopup') === 'listbox',
    )!;
    fireEvent.click(select);
    const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
    fireEvent.click(within(list).getByRole('option', { name: 'Done', hidden: true }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SetGreenActionStatus')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'SetGreenActionStatus')[0]!.variables).toEqual({ id: 11, status: 'done' });
  });

  it('asks before deleting a plan with actions, naming how many', async () => {
    const fetch = api();
    signInWith({ isProd: true });
    const router = renderApp('/action-plans/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this plan?' });
    expect(dialog.textContent).toContain('This plan has 2 actions. Deleting it deletes them too.');
    expect(graphqlCalls(fetch, 'DelActionPlan')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'DelActionPlan')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'DelActionPlan')[0]!.variables).toEqual({ id: 3, withActions: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/action-plans'));
  });

  it('shows the plan read-only to a reader', async () => {
    api();
    signInWith({ canViewGreenTable: true });
    renderApp('/action-plans/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Réduire le diesel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add an action' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete plan' })).toBeNull();
    expect((await screen.findAllByTestId('action-row'))[1]!.textContent).toContain('Done');
  });
});
