import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from '../lib/i18n';
import { BaseModal } from './BaseModal';

/** Asks why a document is refused (the reason is required: its author reads it to fix the document). */
export function ReasonDialog({
  opened,
  title,
  subject,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  /** What is refused, shown above the reason ("Week 43 · 42.00 €"). */
  subject?: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown> | unknown;
}) {
  const t = useForm('approvals');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);
  const confirm = async () => {
    if (!reason.trim()) {
      setError(t(15, 'Say why, so the person can fix it.'));
      return;
    }
    setSaving(true);
    try {
      await onConfirm(reason.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <BaseModal
      opened={opened}
      onClose={onClose}
      title={title}
      footer={
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(16, 'Cancel')}
          </Button>
          <Button color="red" loading={saving} onClick={() => void confirm()}>
            {t(17, 'Refuse')}
          </Button>
        </Group>
      }
    >
      <Stack>
        {subject && <Text size="sm">{subject}</Text>}
        <Textarea
          label={t(14, 'Reason for the refusal')}
          required
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
      </Stack>
    </BaseModal>
  );
}
