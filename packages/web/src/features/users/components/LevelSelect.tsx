import { Select } from '@mantine/core';
import { useForm } from '../../../lib/i18n';

/** A validation level (001 §3.3): none, level 1 (head of department) or level 2. */
export function LevelSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useForm('users');
  return (
    <Select
      label={label}
      data={[
        { value: '0', label: t(56, 'None') },
        { value: '1', label: t(57, 'Level 1') },
        { value: '2', label: t(58, 'Level 2') },
      ]}
      value={String(value)}
      onChange={(next) => onChange(Number(next ?? 0))}
      allowDeselect={false}
    />
  );
}
