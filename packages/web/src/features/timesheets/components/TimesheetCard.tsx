import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TimesheetListItem } from '../api/timesheets.api';
import {
  OutsideContractWarning,
  TimesheetStatusBadge,
  useFormat,
  useMoney,
  useTimesheetTexts,
} from './timesheets-ui';

/** One week in a list: the week, whose (when shown), status, hours, pay (when not hidden), refused days. */
export function TimesheetCard({
  row,
  to,
  showOwner = false,
}: {
  row: TimesheetListItem;
  /** Where the week opens (its title is the link). */
  to: string;
  showOwner?: boolean;
}) {
  const t = useTimesheetTexts();
  const format = useFormat();
  const money = useMoney();
  return (
    <Group justify="space-between" wrap="wrap" align="flex-start" data-timesheet={row.id}>
      <Stack gap={2}>
        <Group gap="xs">
          <Anchor component={Link} to={to} fw={600} onClick={(e) => e.stopPropagation()}>
            {showOwner ? `${row.fullName} · ` : ''}
            {t(2, 'Week of {date}').replace('{date}', format.date(row.weekStart))}
          </Anchor>
          {row.outsideContract && <OutsideContractWarning />}
        </Group>
        {showOwner && row.departmentName && <Text size="sm">{row.departmentName}</Text>}
        {row.refusedDays > 0 && (
          <Text size="sm" c="red.8">
            {t(130, 'Refused days: {count}').replace('{count}', String(row.refusedDays))}
          </Text>
        )}
      </Stack>
      <Stack gap={4} align="flex-end">
        <Group gap="xs">
          {row.processed && (
            <Badge color="teal" variant="outline">
              {t(125, 'Processed')}
            </Badge>
          )}
          <TimesheetStatusBadge code={row.status} />
        </Group>
        <Text size="sm" ff="monospace">
          {row.hoursStr}
        </Text>
        {row.amountTotal !== null && row.amountTotal !== undefined && (
          <Text size="sm" fw={600}>
            {money(row.amountTotal)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
