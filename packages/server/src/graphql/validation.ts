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
  throw new AppError('BAD_USER_INPUT', text, field);
}
