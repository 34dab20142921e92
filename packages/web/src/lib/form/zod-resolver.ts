import type { z } from 'zod';
import type { ValidationMessage } from '../validation-messages';

/**
 * Form field names by schema path or server input name, where the two differ ('amountTotal' -> 'amount'), or a
 * function for paths into a list ('customFieldValues.2.value' -> 'custom.12').
 */
export type FieldMap = Readonly<Record<string, string>> | ((path: string) => string | undefined);
/** A form's own wording for a message key on a field ({ km: { required: 'Give the distance in km.' } }). */
export type FieldTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The form field a schema path or a server field path stands for: the whole path, else its first part. */
export function formFieldOf(path: string, fields: FieldMap = {}): string {
  if (typeof fields === 'function') return fields(path) ?? path;
  return fields[path] ?? fields[path.split('.')[0]!] ?? path;
}

type Issue = z.core.$ZodIssue;
const paramsOf = (issue: Issue) =>
  'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;

/**
 * A zod resolver for @mantine/form that speaks the shared schemas' language: their messages are keys
 * ('required', 'maxDecimals'), translated here with the issue's params, one message per form field (the first).
 */
export function zodIssuesToErrors(
  issues: readonly Issue[],
  message: ValidationMessage,
  options: { fields?: FieldMap; texts?: FieldTexts } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.path.map(String).join('.'), options.fields);
    errors[field] ??= options.texts?.[field]?.[issue.message] ?? message(issue.message, paramsOf(issue));
  }
  return errors;
}

/** The fields of an object schema (through pipes and transforms) that refuse an empty value: the form marks them `*`. */
export function requiredFields(schema: z.ZodType): Set<string> {
  let inner: unknown = schema;
  for (let depth = 0; depth < 5 && inner && typeof inner === 'object'; depth++) {
    const def = (inner as { def?: { type?: string; in?: unknown; shape?: Record<string, z.ZodType> } }).def;
    if (def?.type === 'object' && def.shape) {
      const required = new Set<string>();
      for (const [name, field] of Object.entries(def.shape))
        if ([undefined, null, ''].every((empty) => !field.safeParse(empty).success)) required.add(name);
      return required;
    }
    inner = def?.type === 'pipe' ? def.in : undefined;
  }
  return new Set();
}
