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

  it('asks before leaving a week with hours not saved', async () => {
    mockApi((q) =>
      q.includes('GetTimesheetWeek(')
        ? { GetTimesheetWeek: week() }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : undefined,
    );
    signInWith({});
    const router = renderApp('/mytimesheets/new?date=2026-11-18');
    await screen.findByRole('heading', { level: 1, name: 'Week of 11/16/2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-23'));
    await screen.findByRole('heading', { level: 1, name: 'Week of 11/16/2026' });
    const monday = document.querySelector('[data-day="2026-11-16"]') as HTMLElement;
    fireEvent.change(within(monday).getByRole('textbox', { name: /^Start,/ }), { target: { value: '0800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('The hours typed since the last save are lost.')).toBeTruthy();
    expect(router.state.location.search).toBe('?date=2026-11-23');
    fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-09'));
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
    // A change can be taken back before anything is sent.
    const friday = document.querySelector('[data-day="2026-11-20"]') as HTMLElement;
    const end = within(friday).getByRole('textbox', { name: /^End,/ }) as HTMLInputElement;
    fireEvent.change(end, { target: { value: '1730' } });
    expect(end.value).toBe('17:30');
    fireEvent.click(screen.getByRole('button', { name: 'Undo my changes' }));
    expect(end.value).toBe('18:00');
    expect(screen.queryByRole('button', { name: 'Undo my changes' })).toBeNull();
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

const sentWeek = (extra: Record<string, unknown> = {}) =>
  week({
    id: 41,
    userId: 7,
    fullName: 'Camille Grip',
    status: 2,
    version: 4,
    hoursStr: '52:00',
    amountTotal: '2220.00',
    canEdit: false,
    canValidate: true,
    canReject: true,
    days: DATES.map((date, i) =>
      day(date, {
        id: 100 + i,
        start: i < 5 ? '08:00' : '--:--',
        end: i < 5 ? '18:00' : '--:--',
        amount: i < 5 ? '400.00' : null,
        payLines:
          i === 0
            ? [
                {
                  kind: 'base',
                  band: 0,
                  label: '',
                  payCode: 'B100',
                  minutes: 600,
                  hoursStr: '10:00',
                  rate: '400.00',
                  amount: '400.00',
                },
                {
                  kind: 'overtime',
                  band: 1,
                  label: '',
                  payCode: 'OT25',
                  minutes: 120,
                  hoursStr: '02:00',
                  rate: '50.00',
                  amount: '100.00',
                },
              ]
            : [],
      }),
    ),
    trail: {
      nextLevel: 2,
      hasNoValidator: false,
      steps: [
        {
          level: 1,
          validators: ['Hugo Head'],
          authorHoldsLevel: false,
          decidedByName: 'Hugo Head',
          decidedAt: '2026-11-23T09:00:00.000Z',
        },
        {
          level: 2,
          validators: ['Anna Kowalski'],
          authorHoldsLevel: false,
          decidedByName: null,
          decidedAt: null,
        },
      ],
    },
    ...extra,
  });

describe('validateTS/:id', () => {
  it('refuses the week with a required reason and the days chosen', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTimesheet(')
        ? { GetTimesheet: sentWeek() }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : q.includes('RejectTimesheet(')
              ? { RejectTimesheet: sentWeek({ status: 16, canValidate: false, canReject: false }) }
              : q.includes('GetTimesheetsToValidate(')
                ? { GetTimesheetsToValidate: { items: [], totalRecords: 0 } }
                : undefined,
    );
    signInWith({});
    const router = renderApp('/validateTS/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Camille Grip · Week of 11/16/2026' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Validated by Hugo Head/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the week' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why, so the person can fix the week.')).toBeTruthy();
    expect(graphqlCalls(fetch, 'RejectTimesheet')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for the refusal/ }), {
      target: { value: 'Friday ends at 17:30' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Friday/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'RejectTimesheet')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'RejectTimesheet')[0]!.variables).toEqual({
      id: 41,
      comment: 'Friday ends at 17:30',
      dayIds: [104],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/validateTS'));
  });
});

describe('validateTS/:id after a refusal', () => {
  it('lets the validator who refused take the refusal back', async () => {
    const refused = sentWeek({ status: 16, canValidate: false, canReject: false, canUndoReject: true });
    const fetch = mockApi((q) =>
      q.includes('GetTimesheet(')
        ? { GetTimesheet: refused }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : q.includes('UndoRejectTimesheet(')
              ? { UndoRejectTimesheet: { ...refused, status: 2, canUndoReject: false } }
              : undefined,
    );
    signInWith({});
    renderApp('/validateTS/41');
    await screen.findByRole('heading', { level: 1, name: 'Camille Grip · Week of 11/16/2026' });
    expect(screen.queryByRole('button', { name: 'Validate' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo the refusal' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'UndoRejectTimesheet')).toHaveLength(1));
    expect(await screen.findByText('The refusal is undone.')).toBeTruthy();
  });
});

describe('timesheet, the accountant view', () => {
  it('shows the pay breakdown per day, the formula error and log, and marks the week processed', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetTimesheet(')
        ? {
            GetTimesheet: sentWeek({
              status: 8,
              jsError: 'ReferenceError: rate is not defined',
              jsLog: 'day 1: 2',
            }),
          }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : q.includes('ChangeStatusOfProcess(')
              ? { ChangeStatusOfProcess: true }
              : undefined,
    );
    signInWith({ canMarkEntryAsProcessed: true });
    renderApp('/timesheet?id=41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Camille Grip · Week of 11/16/2026' }),
    ).toBeTruthy();
    const monday = document.querySelector('[data-pay-day="2026-11-16"]') as HTMLElement;
    expect(within(monday).getByText('Overtime 1')).toBeTruthy();
    expect(within(monday).getByText('OT25')).toBeTruthy();
    expect(within(monday).getByText('02:00')).toBeTruthy();
    expect(monday.querySelector('[data-pay-day-total]')!.textContent).toBe('€400.00');
    expect(document.querySelector('[data-week-pay]')!.textContent).toBe('€2,220.00');
    expect(screen.getByText('ReferenceError: rate is not defined')).toBeTruthy();
    expect(screen.getByText('day 1: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Processed' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'ChangeStatusOfProcess')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'ChangeStatusOfProcess')[0]!.variables).toEqual({ id: 41, v: true });
    expect(graphqlCalls(fetch, 'ChangeStatusOfProcess')[0]!.query).toContain('Type: 4');
  });

  it('asks for a person and a week when opened without one', async () => {
    mockApi((q) =>
      q.includes('Users(')
        ? { Users: [] }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : undefined,
    );
    signInWith({ canMarkEntryAsProcessed: true });
    renderApp('/timesheet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet' })).toBeTruthy();
    expect(
      screen.getByText('Choose a person and a week, or open a week from the list of timesheets.', {
        exact: false,
      }),
    ).toBeTruthy();
  });
});

describe('the week editor names the day of a server field error', () => {
  it('says which day and field the server refused', async () => {
    mockApi((q) =>
      q.includes('GetTimesheetWeek(')
        ? { GetTimesheetWeek: week() }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : q.includes('SaveTimesheetWeek(')
              ? {
                  errors: [
                    {
                      message: 'Days.2.End: an end is needed with every start.',
                      extensions: { code: 'BAD_USER_INPUT', field: 'Days.2.End' },
                    },
                  ],
                }
              : undefined,
    );
    signInWith({});
    renderApp('/mytimesheets/new?date=2026-11-18');
    await screen.findByRole('heading', { level: 1, name: 'Week of 11/16/2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('End, Wednesday 11/18/2026: an end is needed with every start.', {
        exact: false,
      }),
    ).toBeTruthy();
  });
});

describe('timesheetsEntryCrew/:id', () => {
  it("enters a crew member's week with the same grid, saved for that person", async () => {
    const crewWeek = week({ userId: 7, fullName: 'Camille Grip' });
    const fetch = mockApi((q) =>
      q.includes('GetTimesheetWeek(')
        ? { GetTimesheetWeek: crewWeek }
        : q.includes('query TimesheetRules')
          ? RULES
          : q.includes('GetProjectFlagItems(')
            ? ITEMS
            : q.includes('SaveTimesheetWeek(')
              ? { SaveTimesheetWeek: { ...crewWeek, id: 77, version: 1 } }
              : undefined,
    );
    signInWith({ isProd: true });
    renderApp('/timesheetsEntryCrew/7?date=2026-11-18');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Camille Grip · Week of 11/16/2026' }),
    ).toBeTruthy();
    expect(graphqlCalls(fetch, 'GetTimesheetWeek')[0]!.variables).toEqual({ userId: 7, date: '2026-11-18' });
    const monday = document.querySelector('[data-day="2026-11-16"]') as HTMLElement;
    fireEvent.change(within(monday).getByRole('textbox', { name: /^Start,/ }), { target: { value: '0700' } });
    fireEvent.change(within(monday).getByRole('textbox', { name: /^End,/ }), { target: { value: '1700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'SaveTimesheetWeek')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'SaveTimesheetWeek')[0]!.variables).toMatchObject({
      userId: 7,
      weekStart: '2026-11-16',
    });
  });

  it('is production only', async () => {
    mockApi();
    signInWith({});
    const router = renderApp('/timesheetsEntryCrew/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/404'));
  });
});

describe('stageday, adding', () => {
  it('needs a date, then saves the day with its place and note', async () => {
    const fetch = mockApi((q) =>
      q.includes('GetStageDays(')
        ? { GetStageDays: [] }
        : q.includes('AddUpdStageDay(')
          ? { AddUpdStageDay: { id: 9, date: '2026-11-26', place: 'Stage 4', note: '' } }
          : undefined,
    );
    signInWith({ isProd: true });
    renderApp('/stageday');
    expect(await screen.findByText('No stage day in this month.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a stage day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a stage day' });
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a date.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-11-26' } });
    fireEvent.change(within(dialog).getByLabelText('Place'), { target: { value: 'Stage 4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(graphqlCalls(fetch, 'AddUpdStageDay')).toHaveLength(1));
    expect(graphqlCalls(fetch, 'AddUpdStageDay')[0]!.variables).toEqual({
      id: null,
      date: '2026-11-26',
      place: 'Stage 4',
      note: '',
    });
  });
});
