import type { ValidationKey } from '@setledger/shared/validation/keys';
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
  invalidId: [9, 'Invalid ID'],
  invalidHexColor: [10, 'Invalid HEX color.'],
  invalidIban: [11, 'Enter a valid IBAN.'],
  invalidBic: [12, 'Enter a valid BIC (8 or 11 characters).'],
  invalidVat: [13, 'Enter a valid VAT number (country code then digits).'],
  invalidDate: [14, 'Enter a valid date.'],
  dateOrder: [15, 'This date must not be before the start date.'],
  notInteger: [16, 'Enter a whole number.'],
  notPositive: [17, 'Enter a number above 0.'],
  outOfRange: [18, 'This value is out of the allowed range.'],
  invalidCountryCode: [19, 'Use two or more lowercase letters (e.g. be, fr).'],
  invalidRegistryNumber: [20, 'Use the form 00.00.00-000-00.'],
  invalidFormula: [21, 'This formula cannot be run: check its syntax and variables.'],
  duplicate: [22, 'This value is already used.'],
  notAmount: [2300, 'Enter an amount of 0 or more.'],
  maxDecimals: [2301, 'Too many decimals: at most {max}.'],
  tooManyDigits: [2302, 'Too many digits: at most {max} before the decimal point.'],
  meterBelowStart: [560, 'The end value must not be below the start value.'],
};

export type ValidationMessage = (key: string, params?: Readonly<Record<string, unknown>>) => string;

/**
 * Translated text of a shared zod schema's message key (the same keys the server answers with), with the
 * issue's params in it ('at most {max} decimals').
 */
export function useValidationMessage(): ValidationMessage {
  const t = useForm('validation');
  return (key, params) => {
    const [n, en] = MESSAGES[key as ValidationKey] ?? MESSAGES.invalid;
    return Object.entries(params ?? {}).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
      t(n, en),
    );
  };
}

/** Field errors of a failed zod parse, keyed by field, as translated text. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string; params?: Record<string, unknown> }[],
  message: ValidationMessage,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= message(issue.message, issue.params);
  }
  return errors;
}
