import { Button, Checkbox, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BaseModal } from '../../../components/BaseModal';
import { useFormat, useTimesheetTexts } from './timesheets-ui';
import { weekdayName } from './WeekGrid';

/**
 * Refuses a week: the reason is required (the crew member reads it to fix the week), and the days refused are
 * marked so the grid shows them.
 */
export function RefuseWeekDialog({
  opened,
  days,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  days: readonly { id: number | null; date: string }[];
  onClose: () => void;
  onConfirm: (reason: string, dayIds: number[]) => Promise<unknown>;
}) {
  const t = useTimesheetTexts();
  const format = useFormat();
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (opened) {
      setReason('');
      setChosen([]);
      setError(null);
    }
  }, [opened]);
  const confirm = async () => {
    if (!reason.trim()) {
      setError(t(116, 'Say why, so the person can fix the week.'));
      return;
    }
    setSaving(true);
    try {
      await onConfirm(reason.trim(), chosen.map(Number));
    } finally {
      setSaving(false);
    }
  };
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t(111, 'Refuse the week')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t(117, 'Cancel')}
          </Button>
          <Button color="red" loading={saving} onClick={() => void confirm()} data-confirm-refusal>
            {t(110, 'Refuse')}
          </Button>
        </>
      }
    >
      <Stack>
        <Textarea
          label={t(118, 'Reason for the refusal')}
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Checkbox.Group label={t(112, 'Days refused')} value={chosen} onChange={setChosen}>
          <Stack gap={6} mt={6}>
            {days
              .filter((day) => day.id !== null)
              .map((day) => (
                <Checkbox
                  key={day.date}
                  value={String(day.id)}
                  label={`${weekdayName(day.date, format.language)} ${format.date(day.date)}`}
                />
              ))}
          </Stack>
        </Checkbox.Group>
      </Stack>
    </BaseModal>
  );
}
