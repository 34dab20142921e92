import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionsHeader } from '../../../components/ActionsHeader';
import { HourInput } from '../../../components/HourInput';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { type AllowanceItem, AllowancesDialog } from './AllowancesDialog';
import {
  OutsideContractWarning,
  RefusedMark,
  useDayTypeOptions,
  useFormat,
  useTimesheetTexts,
} from './timesheets-ui';
import {
  copyPreviousDay,
  type DayCheck,
  type DayDraft,
  type DayProblem,
  type GridRules,
  type HourField,
  minutesText,
  workedMinutes,
} from './week-form';

/** The weekday of a YYYY-MM-DD day in the reader's language ('Monday'). */
export function weekdayName(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function useProblemText(): (problem: DayProblem) => string {
  const t = useTimesheetTexts();
  const texts: Record<DayProblem, string> = {
    incompleteHours: t(40, 'Type the hours as HH:MM, with four digits (08:30).'),
    startWithoutEnd: t(41, 'Enter the end of the day.'),
    endWithoutStart: t(42, 'Enter the start of the day.'),
    lunchTooLong: t(43, 'Lunch is as long as the day, or longer.'),
    outsideContract: t(44, 'This day is outside the contract dates: the project accepts no hours on it.'),
    restWithHours: t(45, 'A rest day has no start or end.'),
  };
  return (problem) => texts[problem];
}

/**
 * The week, a day per row (issue 18): date, day type, start, end, lunch, night, travel as §5 HH:MM fields,
 * allowances and per diems, a comment, the outside-contract warning and the refused mark with its reason. On a
 * phone each day is a card (ResponsiveTable). Quick entry copies the day before.
 */
export function WeekGrid({
  days,
  onChange,
  editable,
  rules,
  allowanceItems,
  checks,
}: {
  days: readonly DayDraft[];
  onChange: (days: DayDraft[]) => void;
  editable: boolean;
  rules: GridRules;
  allowanceItems: readonly AllowanceItem[];
  /** The problems shown under each day (after a save was tried), by date. */
  checks: ReadonlyMap<string, DayCheck>;
}) {
  const t = useTimesheetTexts();
  const format = useFormat();
  const dayTypes = useDayTypeOptions();
  const problemText = useProblemText();
  const [allowancesOf, setAllowancesOf] = useState<number | null>(null);
  const itemName = new Map(allowanceItems.map((item) => [item.id, item.name]));
  const showAllowances = allowanceItems.length > 0 || days.some((day) => day.allowances.length > 0);
  const hourColumns: { field: HourField; label: string }[] = [
    { field: 'start', label: t(5, 'Start') },
    { field: 'end', label: t(6, 'End') },
    ...(rules.useLunch ? [{ field: 'lunch' as const, label: t(7, 'Lunch') }] : []),
    ...(rules.useNightHours ? [{ field: 'night' as const, label: t(8, 'Night') }] : []),
    { field: 'travel', label: t(9, 'Travel') },
  ];
  const update = (index: number, patch: Partial<DayDraft>) =>
    onChange(days.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  const dayLabel = (day: DayDraft) => `${weekdayName(day.date, format.language)} ${format.date(day.date)}`;
  const editing = allowancesOf === null ? null : days[allowancesOf];

  return (
    <>
      <ResponsiveTable minWidth={showAllowances ? 1080 : 940}>
        <Table verticalSpacing="xs" data-week-grid>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(3, 'Day')}</Table.Th>
              <Table.Th>{t(4, 'Day type')}</Table.Th>
              {hourColumns.map((column) => (
                <Table.Th key={column.field}>{column.label}</Table.Th>
              ))}
              {showAllowances && <Table.Th>{t(10, 'Allowances')}</Table.Th>}
              <Table.Th>{t(11, 'Comment')}</Table.Th>
              <Table.Th>{t(73, 'Hours worked')}</Table.Th>
              {editable && <ActionsHeader />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day, index) => {
              const label = dayLabel(day);
              const check = checks.get(day.date);
              const problemsId = `day-problems-${day.date}`;
              const allowanceText = day.allowances
                .map(
                  (a) =>
                    `${itemName.get(a.flagItemId) ?? a.name ?? a.flagItemId}${a.quantity !== 1 ? ` × ${a.quantity}` : ''}`,
                )
                .join(', ');
              return (
                <Table.Tr key={day.date} data-day={day.date} data-refused={day.refused || undefined}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap={6} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {label}
                        </Text>
                        {day.outsideContract && <OutsideContractWarning />}
                      </Group>
                      {day.refused && <RefusedMark reason={day.refusalComment} />}
                      {check && (
                        <Stack gap={0} id={problemsId} data-day-problems>
                          {check.problems.map((problem) => (
                            <Text key={problem} size="xs" c="red.8" data-problem={problem}>
                              {problemText(problem)}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {editable ? (
                      <NativeSelect
                        aria-label={`${t(4, 'Day type')}, ${label}`}
                        data={dayTypes}
                        value={String(day.dayType)}
                        onChange={(e) => update(index, { dayType: Number(e.currentTarget.value) })}
                        size="xs"
                        miw={118}
                      />
                    ) : (
                      <Text size="sm">{dayTypes.find((o) => o.value === String(day.dayType))?.label}</Text>
                    )}
                  </Table.Td>
                  {hourColumns.map(({ field, label: column }) => (
                    <Table.Td key={field}>
                      {editable ? (
                        <HourInput
                          aria-label={`${column}, ${label}`}
                          value={day[field]}
                          onChange={(value) => update(index, { [field]: value })}
                          error={check?.fields.includes(field) || undefined}
                          size="xs"
                          w={70}
                          data-hour-field={field}
                        />
                      ) : (
                        <Text size="sm" ff="monospace">
                          {day[field] || '--:--'}
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                  {showAllowances && (
                    <Table.Td>
                      {editable && allowanceItems.length > 0 ? (
                        <Button
                          variant="default"
                          size="xs"
                          onClick={() => setAllowancesOf(index)}
                          aria-label={`${t(90, 'Allowances and per diems')}, ${label}`}
                          data-allowances-button
                        >
                          {day.allowances.length
                            ? t(94, '{count} chosen').replace('{count}', String(day.allowances.length))
                            : t(95, 'None')}
                        </Button>
                      ) : (
                        <Text size="sm">{allowanceText || '–'}</Text>
                      )}
                    </Table.Td>
                  )}
                  <Table.Td>
                    {editable ? (
                      <TextInput
                        aria-label={`${t(11, 'Comment')}, ${label}`}
                        value={day.comment}
                        maxLength={500}
                        onChange={(e) => update(index, { comment: e.currentTarget.value })}
                        size="xs"
                        miw={140}
                      />
                    ) : (
                      <Text size="sm">{day.comment}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" data-day-worked>
                      {minutesText(workedMinutes(day, rules.useLunch))}
                    </Text>
                  </Table.Td>
                  {editable && (
                    <Table.Td>
                      {index > 0 && (
                        <Tooltip label={t(30, 'Copy the previous day')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${t(30, 'Copy the previous day')}, ${label}`}
                            onClick={() => onChange(copyPreviousDay(days, index))}
                            data-copy-previous
                          >
                            <IconCopy size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
      <AllowancesDialog
        opened={editing !== null && editing !== undefined}
        title={editing ? `${t(90, 'Allowances and per diems')}, ${dayLabel(editing)}` : ''}
        items={allowanceItems}
        value={editing?.allowances ?? []}
        onClose={() => setAllowancesOf(null)}
        onDone={(allowances) => {
          if (allowancesOf !== null) update(allowancesOf, { allowances });
          setAllowancesOf(null);
        }}
      />
    </>
  );
}
