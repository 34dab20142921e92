import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ActionsHeader } from '../../../components/ActionsHeader';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Loader } from '../../../components/Loader';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { showToast } from '../../../components/toast';
import { useFormat, useMonthLabel } from '../../../lib/format';
import {
  addUpdStageDay,
  delStageDay,
  getStageDays,
  type StageDay,
  timesheetKeys,
} from '../api/timesheets.api';
import { StageDayDialog, useStageDayTexts } from '../components/StageDayDialog';
import { todayIso } from '../components/week-form';

/** The first and last day of a YYYY-MM month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A YYYY-MM month moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, m - 1 + delta, 1));
  return moved.toISOString().slice(0, 7);
}

/** stageday: the production's stage days, a month at a time; add, edit, delete (with confirmation). */
export default function StageDaysScreen() {
  const t = useStageDayTexts();
  const format = useFormat();
  const monthLabel = useMonthLabel();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const [editing, setEditing] = useState<StageDay | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StageDay | null>(null);
  const { from, to } = monthRange(month);
  const days = useQuery({
    queryKey: timesheetKeys.stageDays(from, to),
    queryFn: () => getStageDays(from, to),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'Stage days')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t(2, 'Add a stage day')}
        </Button>
      </Group>
      <Group justify="center" gap="xs">
        <ActionIcon
          variant="default"
          aria-label={t(12, 'Previous month')}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={140} ta="center" aria-live="polite" data-month={month}>
          {monthLabel(month)}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={t(13, 'Next month')}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {days.isError && <ErrorBanner error={days.error} />}
      {days.isPending ? (
        <Loader />
      ) : !days.data ? null : days.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center" c="dimmed">
          {t(11, 'No stage day in this month.')}
        </Paper>
      ) : (
        <ResponsiveTable minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(3, 'Date')}</Table.Th>
                <Table.Th>{t(4, 'Place')}</Table.Th>
                <Table.Th>{t(5, 'Note')}</Table.Th>
                <ActionsHeader label={t(19, 'Actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.data.map((day) => (
                <Table.Tr key={day.id} data-stage-day={day.date}>
                  <Table.Td>{format.date(day.date)}</Table.Td>
                  <Table.Td>{day.place}</Table.Td>
                  <Table.Td>{day.note}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t(8, 'Edit')} – ${format.date(day.date)}`}
                        onClick={() => setEditing(day)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t(9, 'Delete')} – ${format.date(day.date)}`}
                        onClick={() => setDeleting(day)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      )}
      <StageDayDialog
        opened={editing !== null}
        day={editing === 'new' ? null : editing}
        defaultDate={month === todayIso().slice(0, 7) ? todayIso() : from}
        onClose={() => setEditing(null)}
        onSave={async (values) => {
          const saved = await addUpdStageDay(values);
          setEditing(null);
          setMonth(saved.date.slice(0, 7));
          showToast({ variant: 'success', message: t(14, 'Stage day saved.') });
          await refresh();
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t(9, 'Delete')}
        message={t(10, 'Delete the stage day of {date}?').replace(
          '{date}',
          deleting ? format.date(deleting.date) : '',
        )}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await delStageDay(deleting!.id);
          showToast({ variant: 'success', message: t(15, 'Stage day deleted.') });
          await refresh();
        }}
      />
    </Stack>
  );
}
