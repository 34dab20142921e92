import { Alert } from '@mantine/core';
import { useFormat } from '../../../lib/format';
import { useForm } from '../../../lib/i18n';

interface Override {
  oldValue: string;
  newValue: string;
  userName?: string | null;
  at: string;
  reason: string;
}

/** The project's override of a line's factor: old and new value, who, when and why (its texts: green-suppliers). */
export function OverrideNote({ override, title }: { override: Override; title: string }) {
  const g = useForm('green-suppliers');
  const format = useFormat();
  return (
    <Alert color="orange" variant="light" title={title}>
      {g(45, 'Changed from {old} to {new} by {name} on {at}: {reason}')
        .replace('{old}', override.oldValue)
        .replace('{new}', override.newValue)
        .replace('{name}', override.userName ?? '—')
        .replace('{at}', format.dateTime(override.at))
        .replace('{reason}', override.reason)}
    </Alert>
  );
}
