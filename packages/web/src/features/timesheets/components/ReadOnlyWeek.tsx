import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { ApprovalTrail } from '../../../components/ApprovalTrail';
import type { TimesheetWeek } from '../api/timesheets.api';
import { WeekGrid } from './WeekGrid';
import { WeekSummary } from './WeekSummary';
import { type DayCheck, dayFromApi, type GridRules } from './week-form';

const NO_CHECKS: ReadonlyMap<string, DayCheck> = new Map();

/** A week as validators and the office read it: summary, the grid without fields, the approval trail. */
export function ReadOnlyWeek({ week, rules }: { week: TimesheetWeek; rules: GridRules }) {
  const days = useMemo(() => week.days.map(dayFromApi), [week]);
  return (
    <Stack>
      <WeekSummary week={week} />
      <WeekGrid
        days={days}
        onChange={() => {}}
        editable={false}
        rules={rules}
        allowanceItems={[]}
        checks={NO_CHECKS}
      />
      {week.trail && <ApprovalTrail trail={week.trail} status={week.status} />}
    </Stack>
  );
}
