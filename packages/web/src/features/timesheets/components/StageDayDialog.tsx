import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BaseModal } from '../../../components/BaseModal';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { useForm } from '../../../lib/i18n';
import type { StageDay } from '../api/timesheets.api';

/** The stage-day screen's texts (form 'stage-days'). */
export const useStageDayTexts = () => useForm('stage-days');

export interface StageDayValues {
  id: number | null;
  date: string;
  place: string;
  note: string;
}

/** Adds or edits a stage day: its date (required), place and note. */
export function StageDayDialog({
  opened,
  day,
  defaultDate,
  onClose,
  onSave,
}: {
  opened: boolean;
  day: StageDay | null;
  defaultDate: string;
  onClose: () => void;
  onSave: (values: StageDayValues) => Promise<unknown>;
}) {
  const t = useStageDayTexts();
  const [values, setValues] = useState<StageDayValues>({ id: null, date: '', place: '', note: '' });
  const [dateError, setDateError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setValues(
      day
        ? { id: day.id, date: day.date, place: day.place ?? '', note: day.note ?? '' }
        : { id: null, date: defaultDate, place: '', note: '' },
    );
    setDateError(null);
    setError(null);
  }, [opened, day, defaultDate]);
  const save = async () => {
    if (!values.date) {
      setDateError(t(17, 'Enter a date.'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(values);
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      title={day ? t(16, 'Edit the stage day') : t(2, 'Add a stage day')}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t(7, 'Cancel')}
          </Button>
          <Button loading={saving} onClick={() => void save()} data-save-stage-day>
            {t(6, 'Save')}
          </Button>
        </>
      }
    >
      <Stack>
        {error !== null && <ErrorBanner error={error} />}
        <TextInput
          type="date"
          label={t(3, 'Date')}
          required
          value={values.date}
          error={dateError}
          onChange={(e) => {
            const date = e.currentTarget.value;
            setValues((v) => ({ ...v, date }));
            setDateError(null);
          }}
        />
        <TextInput
          label={t(4, 'Place')}
          maxLength={200}
          value={values.place}
          onChange={(e) => {
            const place = e.currentTarget.value;
            setValues((v) => ({ ...v, place }));
          }}
        />
        <Textarea
          label={t(5, 'Note')}
          maxLength={1000}
          autosize
          minRows={2}
          value={values.note}
          onChange={(e) => {
            const note = e.currentTarget.value;
            setValues((v) => ({ ...v, note }));
          }}
        />
      </Stack>
    </BaseModal>
  );
}
