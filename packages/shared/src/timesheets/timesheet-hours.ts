import { EMPTY_HOURS, hoursToMinutes, maskHours } from '../validation/hours';

/**
 * A timesheet hour field (001 §5): '--:--' or nothing is empty (null), else exactly what the HH:MM mask gives
 * (00:00 to 23:59). Anything the mask would have changed is 'invalid': the server names the field.
 */
export function readHoursField(text: string | null | undefined): number | null | 'invalid' {
  const value = (text ?? '').trim();
  if (value === '' || value === EMPTY_HOURS) return null;
  if (value.length !== 5 || maskHours(value) !== value) return 'invalid';
  return hoursToMinutes(value);
}

/** Minutes as the §5 'HH:MM' text (null: '--:--'); totals past a day keep counting hours (e.g. '52:30'). */
export function minutesToHours(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return EMPTY_HOURS;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
