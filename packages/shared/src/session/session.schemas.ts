import { z } from 'zod';
import { MAX_LANGUAGE_CODE } from '../i18n/languages';
import { isPhone } from '../validation/fields';
import { typeError } from '../validation/keys';
import { emailField, NAME_MAX, nameField } from '../validation/schema-fields';

export { firstIssue, VALIDATION_KEYS, type ValidationKey } from '../validation/keys';
export { NAME_MAX };

import { PASSWORD_MAX, PASSWORD_MIN } from './public-forms';

export { PASSWORD_MAX, PASSWORD_MIN };

export const signInSchema = z.object(
  {
    email: emailField,
    password: z.string(typeError).min(1, 'required').max(PASSWORD_MAX, 'tooLong'),
  },
  { error: 'invalid' },
);
export type SignInInput = z.infer<typeof signInSchema>;

export const passwordChangeSchema = z
  .object(
    {
      OldPassword: z.string(typeError).min(1, 'required').max(PASSWORD_MAX, 'tooLong'),
      NewPassword: z.string(typeError).min(PASSWORD_MIN, 'tooShort').max(PASSWORD_MAX, 'tooLong'),
    },
    { error: 'invalid' },
  )
  .refine((value) => value.OldPassword !== value.NewPassword, {
    message: 'mustDiffer',
    path: ['NewPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const profileSchema = z.object(
  {
    name: nameField,
    firstName: nameField,
    /** Optional: empty, null or absent is stored as null. */
    phone: z
      .string({ error: 'invalid' })
      .trim()
      .max(40, 'tooLong')
      .refine((value) => value === '' || isPhone(value), 'invalidPhone')
      .nullish()
      .transform((value) => value || null),
    appLanguage: z.number(typeError).int('invalid').min(0, 'invalid').max(MAX_LANGUAGE_CODE, 'invalid'),
  },
  { error: 'invalid' },
);
export type ProfileInput = z.infer<typeof profileSchema>;
