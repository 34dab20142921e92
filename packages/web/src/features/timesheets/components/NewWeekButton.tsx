import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimesheetTexts } from './timesheets-ui';
import { todayIso } from './week-form';

/** "New week": shows a day picker (today by default), then opens the week containing the chosen day. */
export function NewWeekButton({ onOpen }: { onOpen: (date: string) => void }) {
  const t = useTimesheetTexts();
  const [opened, setOpened] = useState(false);
  const [date, setDate] = useState(todayIso());
  if (!opened)
    return (
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t(80, 'New week')}
      </Button>
    );
  return (
    <Paper withBorder p="xs">
      <Group gap="xs" align="flex-end">
        <TextInput
          type="date"
          label={t(81, 'A day of the week')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          data-autofocus
          data-new-week-date
        />
        <Button disabled={!date} onClick={() => onOpen(date)}>
          {t(82, 'Open the week')}
        </Button>
        <Button variant="default" onClick={() => setOpened(false)}>
          {t(117, 'Cancel')}
        </Button>
      </Group>
    </Paper>
  );
}
