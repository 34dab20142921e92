import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TimesheetWeek } from '../api/timesheets.api';
import { TimesheetStatusBadge, useMoney, useTimesheetTexts } from './timesheets-ui';

/** A week's status, hours and pay (pay hidden when the server hides it), and its comments. */
export function WeekSummary({ week }: { week: TimesheetWeek }) {
  const t = useTimesheetTexts();
  const money = useMoney();
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t(123, 'Status')}
          </Text>
          <TimesheetStatusBadge code={week.status} />
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            {t(73, 'Hours worked')}
          </Text>
          <Text fw={700} ff="monospace" data-week-hours>
            {week.hoursStr}
          </Text>
        </Paper>
        {week.amountTotal !== null && week.amountTotal !== undefined && (
          <Paper withBorder p="sm">
            <Text size="xs" c="dimmed">
              {t(71, 'Pay')}
            </Text>
            <Text fw={700} data-week-pay>
              {money(week.amountTotal)}
            </Text>
          </Paper>
        )}
      </SimpleGrid>
      {week.comment && (
        <Text size="sm">
          {t(190, 'Comment on the week')}: {week.comment}
        </Text>
      )}
      {week.refusalComment && (
        <Text size="sm" c="red.8" data-week-refusal>
          {t(191, 'Refusal comment')}: {week.refusalComment}
        </Text>
      )}
    </Stack>
  );
}
