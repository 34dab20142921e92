import { EMAIL_PATTERN, NAME_PATTERN } from '../validation/fields';
import { plainObject, plainText } from '../validation/plain-schema';

/**
 * The forms of the public pages without zod (issue 17): the same rules as their zod twins (signInSchema,
 * emailField, newPasswordSchema, acceptInvitationSchema), which the server keeps parsing with. The test
 * public-forms.test.ts holds each pair to identical answers.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

const email = plainText({
  prepare: (text) => text.trim().toLowerCase(),
  min: { length: 1, key: 'required' },
  max: { length: EMAIL_MAX, key: 'tooLong' },
  pattern: { test: (text) => EMAIL_PATTERN.test(text), key: 'invalidEmail' },
});
const name = plainText({
  prepare: (text) => text.trim(),
  min: { length: 1, key: 'required' },
  max: { length: NAME_MAX, key: 'tooLong' },
  pattern: { test: (text) => NAME_PATTERN.test(text), key: 'invalidName' },
});
const newPassword = plainText({
  min: { length: PASSWORD_MIN, key: 'tooShort' },
  max: { length: PASSWORD_MAX, key: 'tooLong' },
});

export const signInForm = plainObject<{ email: string; password: string }>({
  email,
  password: plainText({ min: { length: 1, key: 'required' }, max: { length: PASSWORD_MAX, key: 'tooLong' } }),
});
export const forgotPasswordForm = plainObject<{ email: string }>({ email });
export const newPasswordForm = plainObject<{ password: string }>({ password: newPassword });
export const acceptInvitationForm = plainObject<{ name: string; firstName: string; password: string }>({
  name,
  firstName: name,
  password: newPassword,
});
