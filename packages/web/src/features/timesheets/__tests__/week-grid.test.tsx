import { DAY_TYPES } from '@setledger/shared/timesheets/timesheets.constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { typeHours } from '../../../components/HourInput';
import { renderWithProviders } from '../../../test/render';
import type { AllowanceItem } from '../components/AllowancesDialog';
import { lineName } from '../components/PayBreakdown';
import { WeekGrid } from '../components/WeekGrid';
import {
  addDays,
  checkDay,
  checkWeek,
  copyPreviousDay,
  type DayDraft,
  dayFromApi,
  dayToInput,
  fillWeek,
  type GridRules,
  minutesText,
  weekMinutes,
  workedMinutes,
} from '../components/week-form';

const RULES: GridRules = {
  useLunch: true,
  useNightHours: true,
  usePerDiem: true,
  allowTimesheetOutsideContract: false,
};

const blank = (date: string, extra: Partial<DayDraft> = {}): DayDraft => ({
  id: null,
  date,
  dayType: DAY_TYPES.work,
  start: '',
  end: '',
  lunch: '',
  night: '',
  travel: '',
  comment: '',
  allowances: [],
  outsideContract: false,
  refused: false,
  refusalComment: '',
  ...extra,
});

/** Monday 2026-11-16 to Sunday 2026-11-22; Sunday is a rest day. */
const week = (): DayDraft[] =>
  Array.from({ length: 7 }, (_, i) =>
    blank(addDays('2026-11-16', i), i === 6 ? { dayType: DAY_TYPES.rest } : {}),
  );

describe('the §5 hour field (typeHours over the shared mask)', () => {
  it.each([
    ['0830', '08:30'],
    ['083', '08:3'],
    ['2530', '23:0'],
    ['0860', '08:0'],
    ['12:345', '12:34'],
    ['ab', ''],
    ['', ''],
    ['3', '00:00'],
  ])('%j types as %j', (raw, shown) => expect(typeHours(raw)).toBe(shown));
});

describe('week-form', () => {
  it('counts worked minutes: end before start is the next morning, lunch deducted only when used', () => {
    const day = blank('2026-11-16', { start: '08:00', end: '19:30', lunch: '01:00' });
    expect(workedMinutes(day, true)).toBe(630);
    expect(workedMinutes(day, false)).toBe(690);
    expect(workedMinutes(blank('2026-11-16', { start: '18:00', end: '02:00' }), false)).toBe(480);
    expect(minutesText(weekMinutes([day, day, day, day, day], true))).toBe('52:30');
  });

  it('copies the previous day: hours and allowances, not the date, day type nor comment', () => {
    const days = week();
    days[0] = {
      ...days[0]!,
      start: '08:00',
      end: '18:00',
      lunch: '01:00',
      allowances: [{ flagItemId: 5, quantity: 1 }],
    };
    days[1] = { ...days[1]!, dayType: DAY_TYPES.stageDay, comment: 'Studio B' };
    const copied = copyPreviousDay(days, 1);
    expect(copied[1]).toMatchObject({
      date: '2026-11-17',
      dayType: DAY_TYPES.stageDay,
      comment: 'Studio B',
      start: '08:00',
      end: '18:00',
      lunch: '01:00',
      allowances: [{ flagItemId: 5, quantity: 1 }],
    });
    expect(copied[0]).toBe(days[0]);
    expect(copyPreviousDay(days, 0)).toEqual(days);
  });

  it('fills the week from the first filled day: empty later days of the first five, rest and typed days kept', () => {
    const days = week();
    days[1] = { ...days[1]!, start: '07:00', end: '17:00' };
    days[3] = { ...days[3]!, start: '10:00', end: '20:00' };
    const filled = fillWeek(days)!;
    expect(filled[0]!.start).toBe('');
    expect(filled.map((d) => d.start)).toEqual(['', '07:00', '07:00', '10:00', '07:00', '', '']);
    expect(fillWeek(week())).toBeNull();
  });

  it('checks a day: half-typed hours, a missing end or start, a long lunch, outside contract, rest with hours', () => {
    expect(checkDay(blank('d', { start: '08:3' }), RULES)).toEqual({
      fields: ['start'],
      problems: ['incompleteHours', 'startWithoutEnd'],
    });
    expect(checkDay(blank('d', { end: '18:00' }), RULES).problems).toEqual(['endWithoutStart']);
    expect(checkDay(blank('d', { start: '08:00', end: '09:00', lunch: '01:00' }), RULES).problems).toEqual([
      'lunchTooLong',
    ]);
    const outside = blank('d', { start: '08:00', end: '18:00', outsideContract: true });
    expect(checkDay(outside, RULES).problems).toEqual(['outsideContract']);
    expect(checkDay(outside, { ...RULES, allowTimesheetOutsideContract: true }).problems).toEqual([]);
    expect(
      checkDay(blank('d', { dayType: DAY_TYPES.rest, start: '08:00', end: '10:00' }), RULES).problems,
    ).toEqual(['restWithHours']);
    expect(checkWeek(week(), RULES).size).toBe(0);
  });

  it("reads the API's days ('--:--' and empty durations are empty fields) and sends them back", () => {
    const day = dayFromApi({
      id: 4,
      date: '2026-11-16',
      dayType: 0,
      start: '08:00',
      end: '--:--',
      lunch: '00:00',
      night: '02:00',
      travel: '--:--',
      comment: '',
      outsideContract: false,
      refused: true,
      refusalComment: 'Wrong end',
      allowances: [{ flagItemId: 5, quantity: '2', name: 'Meal' }],
    });
    expect(day).toMatchObject({
      start: '08:00',
      end: '',
      lunch: '',
      night: '02:00',
      refusalComment: 'Wrong end',
    });
    expect(dayToInput(day)).toEqual({
      Date: '2026-11-16',
      DayType: 0,
      Start: '08:00',
      End: '--:--',
      Lunch: '--:--',
      Night: '02:00',
      Travel: '--:--',
      Comment: '',
      Allowances: [{ FlagItemId: 5, Quantity: '2' }],
    });
  });
});

const ITEMS: AllowanceItem[] = [
  { id: 5, name: 'Meal allowance', kind: 'allowance' },
  { id: 6, name: 'Per diem Paris', kind: 'perDiem' },
];

function Harness({ initial, rules = RULES }: { initial: DayDraft[]; rules?: GridRules }) {
  const [days, setDays] = useState(initial);
  return (
    <>
      <WeekGrid
        days={days}
        onChange={setDays}
        editable
        rules={rules}
        allowanceItems={ITEMS}
        checks={checkWeek(days, rules)}
      />
      <output data-testid="state">{JSON.stringify(days)}</output>
    </>
  );
}
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '[]') as DayDraft[];
const row = (date: string) => document.querySelector<HTMLElement>(`[data-day="${date}"]`)!;

describe('WeekGrid', () => {
  it('masks what is typed in an hour field, per the §5 rule', () => {
    renderWithProviders(<Harness initial={week()} />);
    const start = within(row('2026-11-16')).getByRole('textbox', { name: /^Start, Monday/ });
    fireEvent.change(start, { target: { value: '0830' } });
    expect((start as HTMLInputElement).value).toBe('08:30');
    fireEvent.change(start, { target: { value: '2530' } });
    expect((start as HTMLInputElement).value).toBe('23:0');
    fireEvent.change(start, { target: { value: '' } });
    expect((start as HTMLInputElement).value).toBe('');
    expect((start as HTMLInputElement).placeholder).toBe('--:--');
  });

  it('shows the checks under the day and marks the half-typed field', () => {
    renderWithProviders(<Harness initial={week()} />);
    const monday = row('2026-11-16');
    fireEvent.change(within(monday).getByRole('textbox', { name: /^Start,/ }), { target: { value: '083' } });
    expect(within(monday).getByText('Type the hours as HH:MM, with four digits (08:30).')).toBeTruthy();
    expect(within(monday).getByText('Enter the end of the day.')).toBeTruthy();
    const field = within(monday).getByRole('textbox', { name: /^Start,/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('copies yesterday into a day with one click', () => {
    const days = week();
    days[0] = { ...days[0]!, start: '08:00', end: '18:00', night: '01:00' };
    renderWithProviders(<Harness initial={days} />);
    fireEvent.click(
      within(row('2026-11-17')).getByRole('button', { name: /^Copy the previous day, Tuesday/ }),
    );
    expect(state()[1]).toMatchObject({ start: '08:00', end: '18:00', night: '01:00' });
    expect(within(row('2026-11-17')).getByText('10:00')).toBeTruthy();
  });

  it('hides lunch and night when the project does not use them', () => {
    renderWithProviders(
      <Harness initial={week()} rules={{ ...RULES, useLunch: false, useNightHours: false }} />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Lunch' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Night' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Travel' })).toBeTruthy();
  });

  it('shows the outside-contract warning and the refused mark with its reason', () => {
    const days = week();
    days[2] = { ...days[2]!, outsideContract: true, refused: true, refusalComment: 'No shoot that day' };
    renderWithProviders(<Harness initial={days} />);
    const wednesday = row('2026-11-18');
    expect(wednesday.querySelector('[data-outside-contract]')).not.toBeNull();
    expect(within(wednesday).getByText('Refused: No shoot that day')).toBeTruthy();
  });

  it('chooses allowances and per diems for a day', async () => {
    renderWithProviders(<Harness initial={week()} />);
    fireEvent.click(
      within(row('2026-11-16')).getByRole('button', { name: /^Allowances and per diems, Monday/ }),
    );
    const meal = await screen.findByRole('textbox', { name: 'Meal allowance' });
    fireEvent.change(meal, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(state()[0]!.allowances).toEqual([{ flagItemId: 5, quantity: 2 }]);
    expect(
      within(row('2026-11-16')).getByRole('button', { name: /^Allowances and per diems/ }).textContent,
    ).toBe('1 chosen');
  });
});

describe('pay line names', () => {
  it.each([
    [{ kind: 'base', band: 0, label: 'base' }, 'Base', 'Base'],
    [{ kind: 'overtime', band: 2, label: 'overtime 2' }, 'Overtime', 'Overtime 2'],
    [{ kind: 'perDiem', band: 0, label: 'per diem' }, 'Per diem', 'Per diem'],
    [{ kind: 'allowance', band: 0, label: 'Meal allowance' }, 'Allowance', 'Allowance · Meal allowance'],
  ])('%j reads %s', (line, kind, name) => expect(lineName(line, kind)).toBe(name));
});
