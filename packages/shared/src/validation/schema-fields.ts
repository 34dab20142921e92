import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../session/public-forms';
import { EMAIL_PATTERN, isIsoDate, NAME_PATTERN } from './fields';
import { typeError } from './keys';

/** Field schemas shared by the domain schemas: one rule, one place (messages are VALIDATION_KEYS). */

/** Optional text, trimmed, at most `max` characters; absent or null is stored as ''. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, 'tooLong')
    .nullish()
    .transform((value) => value ?? '');

/** Optional text that, when given, passes `check` (else the `key` message). */
export const optionalChecked = (max: number, check: (value: string) => boolean, key: string) =>
  optionalText(max).refine((value) => value === '' || check(value), key);

export { NAME_MAX };
/** A person's name: letters (accented too), digits, hyphen, space and apostrophe (001 §5). */
export const nameField = z
  .string(typeError)
  .trim()
  .min(1, 'required')
  .max(NAME_MAX, 'tooLong')
  .regex(NAME_PATTERN, 'invalidName');

/** An email address, trimmed and in lower case. */
export const emailField = z
  .string(typeError)
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(EMAIL_MAX, 'tooLong')
  .regex(EMAIL_PATTERN, 'invalidEmail');

/** A real calendar date 'YYYY-MM-DD', required. */
export const dateField = z.string(typeError).trim().min(1, 'required').refine(isIsoDate, 'invalidDate');
