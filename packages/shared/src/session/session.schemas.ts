import { z } from 'zod';
import { MAX_LANGUAGE_CODE } from '../i18n/languages';

/**
 * Messages are stable keys ('required', 'invalidEmail', ...), not sentences: the server and the web map them
 * to translated text, so both sides say the same thing in the user's language.
 */
export type ValidationKey =
  | 'required'
  | 'invalidEmail'
  | 'tooShort'
  | 'tooLong'
  | 'invalidName'
  | 'invalidPhone'
  | 'mustDiffer'
  | 'invalid';

/** 001 §5: letters (accented too), digits, hyphen, space and apostrophe. */
export const NAME_PATTERN = /^[\p{L}\p{M}0-9' -]+$/u;
/** 001 §5: optional plus, then digits and separators. */
export const PHONE_PATTERN = /^\+?[0-9 ().\-/]+$/;
export const PASSWORD_MIN = 8;

const nameField = z.string().trim().min(1, 'required').max(100, 'tooLong').regex(NAME_PATTERN, 'invalidName');

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong').email('invalidEmail'),
  password: z.string().min(1, 'required').max(200, 'tooLong'),
});

export const passwordChangeSchema = z
  .object({
    OldPassword: z.string().min(1, 'required').max(200, 'tooLong'),
    NewPassword: z.string().min(PASSWORD_MIN, 'tooShort').max(200, 'tooLong'),
  })
  .refine((value) => value.OldPassword !== value.NewPassword, {
    message: 'mustDiffer',
    path: ['NewPassword'],
  });

export const profileSchema = z.object({
  name: nameField,
  firstName: nameField,
  phone: z
    .string()
    .trim()
    .max(40, 'tooLong')
    .regex(PHONE_PATTERN, 'invalidPhone')
    .or(z.literal(''))
    .nullish()
    .transform((value) => (value ? value : null)),
  appLanguage: z.number().int('invalid').min(0, 'invalid').max(MAX_LANGUAGE_CODE, 'invalid'),
});

/** The first problem of a failed parse: the field (dotted path) and its message key. */
export function firstIssue(error: z.ZodError): { field: string; key: ValidationKey } {
  const issue = error.issues[0];
  const key = (issue?.message ?? 'invalid') as ValidationKey;
  return { field: issue?.path.map(String).join('.') || 'input', key };
}
