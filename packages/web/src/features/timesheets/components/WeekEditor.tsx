import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { TIMESHEET_STATUS } from '@setledger/shared/timesheets/timesheets.constants';
import { IconArrowBackUp, IconDeviceFloppy, IconSend, IconTrash, IconWand } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApprovalTrail } from '../../../components/ApprovalTrail';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useIsPhone } from '../../../components/ResponsiveTable';
import { showToast } from '../../../components/toast';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import {
  delTimesheet,
  saveTimesheetWeek,
  sendTimesheet,
  type TimesheetWeek,
  timesheetKeys,
  undoRejectTimesheet,
} from '../api/timesheets.api';
import type { AllowanceItem } from './AllowancesDialog';
import { TimesheetStatusBadge, useFormat, useMoney, useTimesheetTexts } from './timesheets-ui';
import { WeekGrid, weekdayName } from './WeekGrid';
import {
  checkWeek,
  type DayCheck,
  type DayDraft,
  dayFromApi,
  dayToInput,
  fillWeek,
  type GridRules,
  minutesText,
  weekMinutes,
} from './week-form';

const NO_CHECKS: ReadonlyMap<string, DayCheck> = new Map();

/**
 * A person's week being entered (mytimesheets/:id, timesheetsEntryCrew/:id): the grid with quick entry, the week's
 * comment, totals of hours and pay (pay hidden when the server hides it), save, send, undo a refusal, delete.
 * `userId` is null for the caller's own week.
 */
export function WeekEditor({
  week,
  userId,
  rules,
  allowanceItems,
  onSaved,
  onDeleted,
  onChangedChange,
}: {
  week: TimesheetWeek;
  userId: number | null;
  rules: GridRules;
  allowanceItems: readonly AllowanceItem[];
  onSaved: (week: TimesheetWeek) => void;
  onDeleted: () => void;
  /** Told whether the grid holds changes not saved yet (so leaving the week can ask first). */
  onChangedChange?: (changed: boolean) => void;
}) {
  const t = useTimesheetTexts();
  const money = useMoney();
  const format = useFormat();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const initial = useMemo(() => week.days.map(dayFromApi), [week]);
  const [days, setDays] = useState<DayDraft[]>(initial);
  const [comment, setComment] = useState(week.comment ?? '');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'save' | 'send' | 'undo' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [fillHint, setFillHint] = useState(false);
  const editable = week.id === null || week.canEdit;
  /** Typed since the week was loaded (a week never saved counts as changed for saving, not for leaving). */
  const changed = JSON.stringify(days) !== JSON.stringify(initial) || comment !== (week.comment ?? '');
  const dirty = week.id === null || changed;
  useEffect(() => onChangedChange?.(editable && changed), [editable, changed, onChangedChange]);
  const checks = useMemo(() => checkWeek(days, rules), [days, rules]);
  const shownChecks = checked ? checks : NO_CHECKS;
  /** The server names a day's field by its path (Days.2.End): the error says 'End, Wednesday 18/11/2026'. */
  const fieldLabels = useMemo(() => {
    const names: [string, string][] = [
      ['Date', t(3, 'Day')],
      ['DayType', t(4, 'Day type')],
      ['Start', t(5, 'Start')],
      ['End', t(6, 'End')],
      ['Lunch', t(7, 'Lunch')],
      ['Night', t(8, 'Night')],
      ['Travel', t(9, 'Travel')],
      ['Comment', t(11, 'Comment')],
      ['Allowances', t(10, 'Allowances')],
    ];
    return Object.fromEntries(
      days.flatMap((day, i) => {
        const label = `${weekdayName(day.date, format.language)} ${format.date(day.date)}`;
        return names.map(([field, name]) => [`Days.${i}.${field}`, `${name}, ${label}`]);
      }),
    );
  }, [days, format, t]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
    await refreshMoneyFigures(queryClient);
  };
  /** Saves the week as typed; null when the checks refuse it. */
  const save = async (): Promise<TimesheetWeek | null> => {
    setChecked(true);
    if (checks.size > 0) return null;
    return saveTimesheetWeek({ userId, weekStart: week.weekStart, days: days.map(dayToInput), comment });
  };
  const run = async (kind: 'save' | 'send' | 'undo', action: () => Promise<TimesheetWeek | null>) => {
    setBusy(kind);
    setError(null);
    try {
      const result = await action();
      if (!result) return;
      await refresh();
      showToast({
        variant: 'success',
        message:
          kind === 'save'
            ? t(64, 'Saved.')
            : kind === 'send'
              ? t(65, 'Sent for validation.')
              : t(68, 'The refusal is undone.'),
      });
      onSaved(result);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };
  const saveAndSend = async () => {
    const saved = dirty && editable ? await save() : week;
    if (!saved?.id) return null;
    return sendTimesheet(saved.id);
  };
  const canSend = week.id === null ? true : week.canSend || (dirty && editable);
  const isRefused =
    week.status === TIMESHEET_STATUS.refusedLevel1 || week.status === TIMESHEET_STATUS.refusedLevel2;
  const hoursShown = dirty ? minutesText(weekMinutes(days, rules.useLunch)) : week.hoursStr;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <TimesheetStatusBadge code={week.status} />
          {week.id === null && (
            <Text size="sm" c="dimmed">
              {t(69, 'Not saved yet')}
            </Text>
          )}
        </Group>
        {editable && (
          <Button
            variant="default"
            leftSection={<IconWand size={16} aria-hidden />}
            fullWidth={isPhone}
            onClick={() => {
              const filled = fillWeek(days);
              setFillHint(filled === null);
              if (filled) setDays(filled);
            }}
            data-fill-week
          >
            {t(31, 'Fill the week from the first filled day')}
          </Button>
        )}
      </Group>
      {fillHint && (
        <Alert color="blue" variant="light" role="status">
          {t(32, 'Type the hours of one day first.')}
        </Alert>
      )}
      {isRefused && week.refusalComment && (
        <Alert color="red" variant="light" title={t(191, 'Refusal comment')} data-week-refusal>
          {week.refusalComment}
        </Alert>
      )}
      {error !== null && <ErrorBanner error={error} fields={fieldLabels} />}
      {checked && checks.size > 0 && (
        <Alert color="red" variant="light" role="alert" data-week-problems>
          {t(46, 'Fix the marked days before saving.')}
        </Alert>
      )}
      <WeekGrid
        days={days}
        onChange={(next) => {
          setDays(next);
          setFillHint(false);
        }}
        editable={editable}
        rules={rules}
        allowanceItems={allowanceItems}
        checks={shownChecks}
      />
      {editable ? (
        <Textarea
          label={t(190, 'Comment on the week')}
          value={comment}
          maxLength={1000}
          autosize
          minRows={2}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
      ) : (
        week.comment && (
          <Text size="sm">
            {t(190, 'Comment on the week')}: {week.comment}
          </Text>
        )
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t(73, 'Hours worked')}
          </Text>
          <Text fw={700} ff="monospace" data-week-hours>
            {hoursShown}
          </Text>
        </Paper>
        {week.id !== null && week.amountTotal !== null && week.amountTotal !== undefined && (
          <Paper withBorder p="sm">
            <Text size="xs" c="dimmed">
              {dirty ? t(74, 'Pay (as last saved)') : t(71, 'Pay')}
            </Text>
            <Text fw={700} data-week-pay>
              {money(week.amountTotal)}
            </Text>
          </Paper>
        )}
      </SimpleGrid>
      <Group justify="flex-end" wrap="wrap">
        {week.id !== null && week.status === TIMESHEET_STATUS.notSubmitted && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {t(63, 'Delete the week')}
          </Button>
        )}
        {editable && week.id !== null && changed && (
          <Button
            variant="subtle"
            onClick={() => {
              setDays(initial);
              setComment(week.comment ?? '');
              setChecked(false);
              setError(null);
            }}
            data-undo-changes
          >
            {t(75, 'Undo my changes')}
          </Button>
        )}
        {week.canUndoReject && (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={busy === 'undo'}
            onClick={() => void run('undo', () => undoRejectTimesheet(week.id!))}
          >
            {t(62, 'Undo the refusal')}
          </Button>
        )}
        {editable && (
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={busy === 'save'}
            disabled={busy !== null && busy !== 'save'}
            onClick={() => void run('save', save)}
          >
            {t(60, 'Save')}
          </Button>
        )}
        {canSend && (
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={busy === 'send'}
            disabled={busy !== null && busy !== 'send'}
            onClick={() => void run('send', saveAndSend)}
          >
            {isRefused ? t(66, 'Send again') : t(61, 'Send for validation')}
          </Button>
        )}
      </Group>
      {week.trail && week.status !== TIMESHEET_STATUS.notSubmitted && (
        <ApprovalTrail trail={week.trail} status={week.status} />
      )}
      <ConfirmDialog
        opened={deleting}
        danger
        title={t(63, 'Delete the week')}
        message={t(67, 'Delete this week and the hours typed in it?')}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await delTimesheet(week.id!);
          await refresh();
          showToast({ variant: 'success', message: t(72, 'Week deleted.') });
          onDeleted();
        }}
      />
    </Stack>
  );
}
