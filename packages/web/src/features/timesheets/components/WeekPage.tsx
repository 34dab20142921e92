import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { getTimesheet, getTimesheetWeek, type TimesheetWeek, timesheetKeys } from '../api/timesheets.api';
import { useFormat, useTimesheetTexts } from './timesheets-ui';
import { useWeekReferences } from './use-week-references';
import { WeekEditor } from './WeekEditor';
import { addDays } from './week-form';

/** Which week to show: a saved timesheet by id, or the week containing a day (saved or not). */
export type WeekSource = { sheetId: number } | { date: string };

/**
 * The screen of one week being entered, by its owner (mytimesheets/:id) or by production for a crew member
 * (timesheetsEntryCrew/:id): the heading, the previous and next weeks, the editor.
 */
export function WeekPage({
  source,
  userId,
  back,
  onWeek,
  onSaved,
  onDeleted,
  personName,
}: {
  source: WeekSource;
  userId: number | null;
  back: { to: string; label: string };
  /** Opens the week containing a day. */
  onWeek: (date: string) => void;
  onSaved: (week: TimesheetWeek) => void;
  onDeleted: () => void;
  /** Shown in the heading when production enters for someone. */
  personName?: string;
}) {
  const t = useTimesheetTexts();
  const format = useFormat();
  const references = useWeekReferences();
  const [changed, setChanged] = useState(false);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  /** Another week: straight away, or after a confirmation when typed hours are not saved. */
  const goToWeek = (date: string) => (changed ? setLeavingFor(date) : onWeek(date));
  const week = useQuery({
    queryKey:
      'sheetId' in source ? timesheetKeys.sheet(source.sheetId) : timesheetKeys.week(userId, source.date),
    queryFn: () =>
      'sheetId' in source ? getTimesheet(source.sheetId) : getTimesheetWeek(userId, source.date),
  });
  if (week.isPending || references.isPending) return <PageLoader />;
  if (week.isError) return <ScreenError error={week.error} />;
  if (references.error || !references.rules) return <ScreenError error={references.error} />;
  const data = week.data;
  const weekText = t(2, 'Week of {date}').replace('{date}', format.date(data.weekStart));
  const name = personName ?? (userId !== null ? data.fullName : null);
  return (
    <Stack>
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2" data-week-start={data.weekStart}>
          {name ? `${name} · ${weekText}` : weekText}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            onClick={() => goToWeek(addDays(data.weekStart, -7))}
          >
            {t(84, 'Previous week')}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={() => goToWeek(addDays(data.weekStart, 7))}
          >
            {t(85, 'Next week')}
          </Button>
        </Group>
      </Group>
      <WeekEditor
        key={`${data.id ?? 'new'}-${data.version}-${data.weekStart}-${data.status}`}
        week={data}
        userId={userId}
        rules={references.rules}
        allowanceItems={references.allowanceItems}
        onSaved={onSaved}
        onDeleted={onDeleted}
        onChangedChange={setChanged}
      />
      <ConfirmDialog
        opened={leavingFor !== null}
        title={t(76, 'Leave this week?')}
        message={t(77, 'The hours typed since the last save are lost.')}
        onClose={() => setLeavingFor(null)}
        onConfirm={() => {
          const date = leavingFor;
          setChanged(false);
          if (date) onWeek(date);
        }}
      />
    </Stack>
  );
}
