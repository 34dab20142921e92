import { Button, Card, Checkbox, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { sumMoney } from '@setledger/shared/format/money';
import { IconChecks } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { showToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { refreshMoneyFigures } from '../../../lib/money-figures';
import {
  getTimesheetsToValidate,
  type TimesheetListItem,
  timesheetKeys,
  validateAllTimesheets,
} from '../api/timesheets.api';
import { TimesheetCard } from '../components/TimesheetCard';
import { useFormat, useMoney, useTimesheetTexts } from '../components/timesheets-ui';

type Grouping = 'person' | 'week';

/** The most weeks the list asks for at once (the API bounds its lists). */
export const TO_VALIDATE_SIZE = 100;
const FILTER = { Size: TO_VALIDATE_SIZE, Offset: 0 };

/** Weeks grouped by person (A to Z) or by week (newest first). */
export function groupTimesheets(rows: readonly TimesheetListItem[], grouping: Grouping) {
  const map = new Map<string, TimesheetListItem[]>();
  for (const row of rows) {
    const key = grouping === 'person' ? row.fullName : row.weekStart;
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return [...map].sort(([a], [b]) => (grouping === 'week' ? b.localeCompare(a) : a.localeCompare(b)));
}

/** validateTS: the weeks waiting for the caller's decision, by person or by week; validate several at once. */
export default function ValidateTimesheetsScreen() {
  const t = useTimesheetTexts();
  const format = useFormat();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const waiting = useQuery({
    queryKey: timesheetKeys.toValidate(FILTER),
    queryFn: () => getTimesheetsToValidate(FILTER),
  });
  const [grouping, setGrouping] = useState<Grouping>('person');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const rows = waiting.data?.items ?? [];
  const groups = useMemo(() => groupTimesheets(rows, grouping), [rows, grouping]);

  if (waiting.isPending) return <PageLoader />;
  if (waiting.isError) return <ScreenError error={waiting.error} />;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosen = rows.filter((row) => selected.has(row.id));
  const amounts = chosen
    .map((row) => row.amountTotal)
    .filter((a): a is string => a !== null && a !== undefined);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(100, 'Validate timesheets')}
        </Title>
        <SegmentedControl
          aria-label={t(119, 'Group the weeks')}
          value={grouping}
          onChange={(value) => setGrouping(value as Grouping)}
          data={[
            { value: 'person', label: t(101, 'By person') },
            { value: 'week', label: t(102, 'By week') },
          ]}
        />
      </Group>
      {rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(103, 'No timesheet waits for your validation.')}
        </Paper>
      ) : (
        <>
          <Group justify="space-between">
            <Checkbox
              label={t(104, 'Select all')}
              checked={selected.size === rows.length}
              indeterminate={selected.size > 0 && selected.size < rows.length}
              onChange={(e) =>
                setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.id)) : new Set())
              }
            />
            <Button
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={chosen.length === 0}
              onClick={() => setConfirming(true)}
            >
              {t(106, 'Validate the selection ({count})').replace('{count}', String(chosen.length))}
            </Button>
          </Group>
          {(waiting.data?.totalRecords ?? 0) > rows.length && (
            <Text size="sm" c="dimmed" data-more-waiting>
              {t(137, 'The first {shown} of {count} weeks are shown: validate them to see the next ones.')
                .replace('{shown}', String(rows.length))
                .replace('{count}', String(waiting.data?.totalRecords ?? 0))}
            </Text>
          )}
          {groups.map(([key, list]) => (
            <Stack key={key} gap="xs" data-group={key}>
              <Text fw={700} component="h2" size="md" m={0}>
                {grouping === 'week' ? t(2, 'Week of {date}').replace('{date}', format.date(key)) : key}
              </Text>
              {list.map((row) => (
                <Card
                  key={row.id}
                  withBorder
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(paths.validateTimesheets.detail(row.id))}
                >
                  <Group wrap="nowrap" align="flex-start">
                    <Checkbox
                      aria-label={`${t(105, 'Select')} – ${row.fullName}, ${format.date(row.weekStart)}`}
                      checked={selected.has(row.id)}
                      onClick={(e) => e.stopPropagation()}
                      onChange={(e) => toggle(row.id, e.currentTarget.checked)}
                    />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <TimesheetCard row={row} to={paths.validateTimesheets.detail(row.id)} showOwner />
                    </div>
                  </Group>
                </Card>
              ))}
            </Stack>
          ))}
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(106, 'Validate the selection ({count})').replace('{count}', String(chosen.length))}
        message={
          amounts.length
            ? t(107, '{count} week(s) for {total} are validated at your level.')
                .replace('{count}', String(chosen.length))
                .replace('{total}', money(sumMoney(amounts)))
            : t(108, '{count} week(s) are validated at your level.').replace('{count}', String(chosen.length))
        }
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const done = await validateAllTimesheets(chosen.map((row) => row.id));
          setSelected(new Set());
          showToast({
            variant: done === chosen.length ? 'success' : 'warning',
            message: t(120, '{done} of {count} week(s) validated.')
              .replace('{done}', String(done))
              .replace('{count}', String(chosen.length)),
          });
          await queryClient.invalidateQueries({ queryKey: timesheetKeys.all });
          await refreshMoneyFigures(queryClient);
        }}
      />
    </Stack>
  );
}
