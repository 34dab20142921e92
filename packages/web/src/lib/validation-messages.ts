import type { ValidationKey } from '@setledger/shared/session/session.schemas';
import { useForm } from './i18n';

const MESSAGES: Record<ValidationKey, [number, string]> = {
  required: [1, 'This field is required.'],
  invalidEmail: [2, 'Enter a valid email address.'],
  tooShort: [3, 'This value is too short.'],
  tooLong: [4, 'This value is too long.'],
  invalidName: [5, 'Use only letters, digits, hyphens, spaces and apostrophes.'],
  invalidPhone: [6, 'Enter a valid phone number.'],
  mustDiffer: [7, 'The new value must differ from the current one.'],
  invalid: [8, 'This value is not valid.'],
};

/** Translated text of a shared zod schema's message key (the same keys the server answers with). */
export function useValidationMessage(): (key: string) => string {
  const t = useForm('validation');
  return (key) => {
    const [n, en] = MESSAGES[key as ValidationKey] ?? MESSAGES.invalid;
    return t(n, en);
  };
}

/** Field errors of a failed zod parse, keyed by field, as translated text. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  message: (key: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= message(issue.message);
  }
  return errors;
}
