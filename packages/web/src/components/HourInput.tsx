import { TextInput, type TextInputProps } from '@mantine/core';
import { EMPTY_HOURS, maskHours } from '@setledger/shared/validation/hours';

/**
 * What an hour field holds while typed: the §5 mask (shared/validation/hours.ts) applied to every keystroke, and ''
 * (shown as '--:--', 0 minutes) when no digit is left, so a cleared field can be typed again from its start.
 */
export function typeHours(raw: string): string {
  return /\d/.test(raw) ? maskHours(raw) : '';
}

/**
 * An HH:MM field of 001 §5: digits only, the mask's limits per digit, at most 5 characters, '--:--' when empty.
 * Focusing it selects its text, so typing replaces a full value instead of being refused by the mask.
 */
export function HourInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder={EMPTY_HOURS}
      maxLength={5}
      {...props}
      value={value}
      onFocus={(event) => {
        event.currentTarget.select();
        props.onFocus?.(event);
      }}
      onChange={(event) => onChange(typeHours(event.currentTarget.value))}
    />
  );
}
