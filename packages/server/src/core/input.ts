import type { z } from 'zod';
import { AppError, ERROR_TEXT, type ErrorText } from './errors';

/**
 * Validates input with a shared zod schema (the browser runs the same one) and answers the first problem
 * as BAD_USER_INPUT naming the field. Schema messages are keys of ERROR_TEXT ('required', 'tooShort', ...).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'input';
  const key = issue?.message;
  const text: ErrorText = key && key in ERROR_TEXT ? (key as ErrorText) : 'invalid';
  // A rule's limit ('at most {max} decimals') travels with the issue, as the web shows it.
  throw new AppError('BAD_USER_INPUT', text, field, issueParams(issue));
}

function issueParams(issue: z.core.$ZodIssue | undefined): Record<string, string> | undefined {
  const params = issue && 'params' in issue ? issue.params : undefined;
  if (!params || typeof params !== 'object') return undefined;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}
