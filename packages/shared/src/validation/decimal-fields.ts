import { z } from 'zod';
import { typeError } from './keys';

/**
 * A decimal a person types as text ('12.5' or '12,5'): how many digits it may have before and after the
 * separator, and whether 0 is allowed. The form and the server read the same rule (issue 12 item 16), and the
 * digits match the column the value is stored in.
 */
export interface DecimalRule {
  integerDigits: number;
  decimals: number;
  /** 'zero': 0 or more (an amount, a price); 'positive': above 0 (a distance, a quantity). */
  min: 'zero' | 'positive';
}

export interface DecimalProblem {
  key: 'notAmount' | 'notPositive' | 'maxDecimals' | 'tooManyDigits';
  /** The limit the message names ('at most {max} decimals'). */
  params?: { max: string };
}

/** Trimmed, with a decimal comma read as a point. */
export const normalizeDecimal = (text: string): string => text.trim().replace(',', '.');

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** The first problem of a normalised decimal text under a rule, or null when it is fine. */
export function decimalProblem(text: string, rule: DecimalRule): DecimalProblem | null {
  const match = DECIMAL.exec(text);
  if (!match) return { key: rule.min === 'zero' ? 'notAmount' : 'notPositive' };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > rule.decimals) return { key: 'maxDecimals', params: { max: String(rule.decimals) } };
  if (whole.length > rule.integerDigits)
    return { key: 'tooManyDigits', params: { max: String(rule.integerDigits) } };
  if (rule.min === 'positive' && !/[1-9]/.test(whole + fraction)) return { key: 'notPositive' };
  return null;
}

const check = (rule: DecimalRule) => (value: string | null, ctx: z.RefinementCtx) => {
  if (value === null) return;
  const problem = decimalProblem(value, rule);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params });
};

/** An optional decimal: absent or empty is null, else the normalised text. */
export const optionalDecimal = (rule: DecimalRule) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .nullish()
    .transform((value) => (value ? normalizeDecimal(value) : null))
    .superRefine(check(rule));

/** A decimal that must be given (an empty text breaks the rule as a wrong one does). */
export const requiredDecimal = (rule: DecimalRule) =>
  z
    .string(typeError)
    .transform(normalizeDecimal)
    .superRefine((value, ctx) => check(rule)(value, ctx));
