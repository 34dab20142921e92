import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCalls, mockApi, renderApp, signInWith } from '../../../test/app-test-kit';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const listItem = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  userId: 7,
  fullName: 'Camille Grip',
  departmentNumber: 2,
  departmentName: 'Grip',
  weekStart: '2026-11-16',
  status: 1,
  workedMinutes: 2700,
  hoursStr: '45:00',
  amountTotal: '1250.00',
  processed: false,
  refusedDays: 0,
  outsideContract: false,
  submittedAt: '2026-11-22T18:00:00.000Z',
  ...extra,
});

const day = (date: string, extra: Record<string, unknown> = {}) => ({
  id: null,
  date,
  dayType: 0,
  start: '--:--',
  end: '--:--',
  lunch: '--:--',
  night: '--:--',
  travel: '--:--',
  comment: '',
  outsideContract: false,
  refused: false,
  refusalComment: '',
  workedMinutes: 0,
  amount: null,
  allowances: [],
  payLines: [],
  ...extra,
});
const DATES = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];
const week = (extra: Record<string, unknown> = {}) => ({
  id: null,
  userId: 1,
  fullName: 'Tess Tester',
  weekStart: '2026-11-16',
  status: 0,
  version: 0,
  comment: '',
  refusalComment: '',
  departmentNumber: 2,
  workedMinutes: 0,
  hoursStr: '00:00',
  amountTotal: null,
  jsError: null,
  jsLog: null,
  processed: false,
  submittedAt: null,
  canEdit: true,
  canSend: false,
  canValidate: false,
  canReject: false,
  canUndoReject: false,
  days: DATES.map((date) => day(date)),
  trail: null,
  ...extra,
});
const RULES = {
  myProject: {
    useLunch: true,
    useNightHours: true,
    usePerDiem: false,
    useOvertime: true,
    allowTimesheetOutsideContract: false,
    hideSalaryInfo: false,
  },
};
const ITEMS = {
  GetProjectFlagItems: [
    { id: 5, name: 'Meal allowance', flagType: 3, disabled: false },
    { id: 6, name: 'Per diem Paris', flagType: 4, disabled: false },
  ],
};

describe('mytimesheets', () => {
  it('shows the empty state and opens a new week from a chosen day', async () => {
    mockApi((q) =>
      q.includes('MyTimesheets(') ? { MyTimesheets: { items: [], totalRecords: 0 } } : undefined,
    );
    signInWith({});
    const router = renderApp('/mytimesheets');
    expect(await screen.findByRole('heading', { level: 1, name: 'My timesheets' })).toBeTruthy();
    expect(await screen.findByText('No timesheet yet: start with a new week.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New week' }));
    fireEvent.change(await screen.findByLabelText('A day of the week'), { target: { value: '2026-11-18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the week' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mytimesheets/new'));
    expect(router.state.location.search).toBe('?date=2026-11-18');
  });

  it('lists the weeks with status, hours and pay (hidden when null), 20 a page', async () => {
    const fetch = mockApi((q) =>
      q.includes('MyTimesheets(')
        ? {
            MyTimesheets: {
              items: [
                listItem(3, { status: 16, refusedDays: 2 }),
                listItem(2, { weekStart: '2026-11-09', amountTotal: null }),
              ],
              totalRecords: 45,
            },
          }
        : undefined,
    );
    signInWith({});
    renderApp('/mytimesheets');
    const refused = await screen.findByText('Refused days: 2');
    const card = refused.closest('[data-timesheet]') as HTMLElement;
    expect(within(card).getByText('45:00')).toBeTruthy();
    expect(within(card).getByText(/1,250\.00/)).toBeTruthy();
    const hidden = document.querySelector('[data-timesheet="2"]') as HTMLElement;
    expect(within(hidden).queryByText(/€|\$/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(graphqlCalls(fetch, 'MyTimesheets')[0]!.variables).toEqual({ size: 20, offset: 0 });
  });
});

describe('mytimesheets/:id, the week', () => {
  it('fills the week from Monday, refuses half-typed hours, then saves all days at once', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTimesheetWeek(')
        ? { GetTimesheetWeek: week() }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : q.includes('SaveTimesheetWeek(')
              ? { SaveTimesheetWeek: week({ id: 41, version: 1 }) }
              : undefined,
    );
    signInWith({});
    const router = renderApp('/mytimesheets/new?date=2026-11-18');
    expect(await screen.findByRole('heading', { level: 1, name: 'Week of 11/16/2026' })).toBeTruthy();
    // Per diems need usePerDiem: only the allowance is offered.
    const monday = document.querySelector('[data-day="2026-11-16"]') as HTMLElement;
    fireEvent.change(within(monday).getByRole('textbox', { name: /^Start,/ }), { target: { value: '0800' } });
    fireEvent.change(within(monday).getByRole('textbox', { name: /^End,/ }), { target: { value: '1900' } });
    fireEvent.change(within(monday).getByRole('textbox', { name: /^Lunch,/ }), { target: { value: '0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Fill the week from the first filled day' }));
    const friday = document.querySelector('[data-day="2026-11-20"]') as HTMLElement;
    expect((within(friday).getByRole('textbox', { name: /^Start,/ }) as HTMLInputElement).value).toBe(
      '08:00',
    );
    expect(screen.getByText('50:00')).toBeTruthy();

    fireEvent.change(within(friday).getByRole('textbox', { name: /^End,/ }), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix the marked days before saving.')).toBeTruthy();
    expect(graphqlCalls(fetch, 'SaveTimesheetWeek')).toHaveLength(0);

    fireEvent.change(within(friday).getByRole('textbox', { name: /^End,/ }), { target: { value: '1930' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SaveTimesheetWeek')).toHaveLength(1));
    const { variables } = graphqlCalls(fetch, 'SaveTimesheetWeek')[0]!;
    expect(variables).toMatchObject({ userId: null, weekStart: '2026-11-16', comment: '' });
    const days = variables.days as { Date: string; Start: string; End: string; Lunch: string }[];
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ Date: '2026-11-16', Start: '08:00', End: '19:00', Lunch: '01:00' });
    expect(days[4]).toMatchObject({ Start: '08:00', End: '19:30' });
    expect(days[5]).toMatchObject({ Start: '--:--', End: '--:--' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mytimesheets/41'));
  });

  it('shows a refused week with its reason and refused day, and sends it again', async () => {
    const refused = week({
      id: 41,
      status: 4,
      version: 3,
      refusalComment: 'Friday ends at 19:30',
      canEdit: true,
      canSend: true,
      hoursStr: '50:00',
      amountTotal: '1500.00',
      days: DATES.map((date, i) =>
        day(date, {
          id: 100 + i,
          start: '08:00',
          end: '18:00',
          refused: i === 4,
          refusalComment: i === 4 ? 'Wrong end' : '',
        }),
      ),
    });
    const fetch = mockApi((q) =>
      q.includes('GetTimesheet(')
        ? { GetTimesheet: refused }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : q.includes('SendTimesheet(')
              ? { SendTimesheet: { ...refused, status: 1, canEdit: false, canSend: false } }
              : undefined,
    );
    signInWith({});
    renderApp('/mytimesheets/41');
    expect(await screen.findByText('Friday ends at 19:30')).toBeTruthy();
    expect(screen.getByText('Refused: Wrong end')).toBeTruthy();
    expect(screen.getByText(/1,500\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SendTimesheet')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'SendTimesheet')[0]!.variables).toEqual({ id: 41 });
  });
});

describe('validateTS', () => {
  it('groups the waiting weeks by person or by week and validates the selection after confirming', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTimesheetsToValidate(')
        ? {
            GetTimesheetsToValidate: {
              items: [
                listItem(1),
                listItem(2, { fullName: 'Alex Best Boy', weekStart: '2026-11-09' }),
                listItem(3, { fullName: 'Alex Best Boy' }),
              ],
              totalRecords: 3,
            },
          }
        : q.includes('ValidateAllTimesheets(')
          ? { ValidateAllTimesheets: 2 }
          : undefined,
    );
    signInWith({});
    renderApp('/validateTS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Validate timesheets' })).toBeTruthy();
    const groups = () =>
      [...document.querySelectorAll('[data-group]')].map((g) => g.getAttribute('data-group'));
    expect(groups()).toEqual(['Alex Best Boy', 'Camille Grip']);
    fireEvent.click(screen.getByRole('radio', { name: 'By week' }));
    await waitFor(() => expect(groups()).toEqual(['2026-11-16', '2026-11-09']));
    expect(graphqlCalls(fetch, 'GetTimesheetsToValidate')[0]!.variables).toEqual({
      f: { Size: 100, Offset: 0 },
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Validate the selection (3)' }));
    expect(await screen.findByText('3 week(s) for €3,750.00 are validated at your level.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'ValidateAllTimesheets')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'ValidateAllTimesheets')[0]!.variables).toEqual({ ids: [1, 2, 3] });
    expect(await screen.findByText('2 of 3 week(s) validated.')).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    mockApi((q) =>
      q.includes('GetTimesheetsToValidate(')
        ? { GetTimesheetsToValidate: { items: [], totalRecords: 0 } }
        : undefined,
    );
    signInWith({});
    renderApp('/validateTS');
    expect(await screen.findByText('No timesheet waits for your validation.')).toBeTruthy();
  });
});

describe('timesheets (production)', () => {
  it('filters every week of the project and opens the accountant view', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetProjectTimesheets(')
        ? { GetProjectTimesheets: { items: [listItem(9, { processed: true })], totalRecords: 1 } }
        : q.includes('Users(')
          ? { Users: [] }
          : q.includes('GetDepartments')
            ? { GetDepartments: [] }
            : undefined,
    );
    signInWith({ isProd: true });
    renderApp('/timesheets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheets' })).toBeTruthy();
    const row = (await screen.findByText('Camille Grip')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '11/16/2026' }).getAttribute('href')).toBe(
      '/timesheet?id=9',
    );
    fireEvent.change(screen.getByLabelText('Week starting on'), { target: { value: '2026-11-16' } });
    await waitFor(() =>
      expect(graphqlCalls(fetch, 'GetProjectTimesheets').at(-1)!.variables).toEqual({
        f: { Size: 20, Offset: 0, WeekStart: '2026-11-16' },
      }),
    );
  });

  it('is closed to crew without the right', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/timesheets');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('stageday', () => {
  it('lists the month, and deletes a stage day only after confirming', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetStageDays(')
        ? { GetStageDays: [{ id: 4, date: '2026-11-18', place: 'Studio B', note: 'Lighthouse interior' }] }
        : q.includes('DelStageDay(')
          ? { DelStageDay: 4 }
          : undefined,
    );
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z'), toFake: ['Date'] });
    signInWith({ isProd: true });
    renderApp('/stageday');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stage days' })).toBeTruthy();
    expect(await screen.findByText('Studio B')).toBeTruthy();
    expect(graphqlCalls(fetch, 'GetStageDays')[0]!.variables).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete – 11/18/2026' }));
    expect(await screen.findByText('Delete the stage day of 11/18/2026?')).toBeTruthy();
    expect(graphqlCalls(fetch, 'DelStageDay')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'DelStageDay')).toHaveLength(1));
    vi.useRealTimers();
  });
});
