/**
 * 001 §8 made readable (issue 12 item 29): the message of the first GraphQL error, in the user's language (the
 * server writes it so), with the HTTP status only where it tells something (a server failure, or an answer
 * without a message); 'network error' for a network failure; 'unknown error: ' plus the payload for anything else.
 * Returns the parts so the caller can translate them.
 */
export type ErrorTextParts =
  | { kind: 'server'; status: number; message: string; field?: string }
  | { kind: 'network' }
  | { kind: 'unknown'; payload: string };

type ErrorItem = { message?: unknown; extensions?: { field?: unknown } };

function firstError(errors: unknown): ErrorItem | undefined {
  return Array.isArray(errors) && errors.length > 0 ? (errors[0] as ErrorItem) : undefined;
}

export function errorParts(error: unknown): ErrorTextParts {
  if (error && typeof error === 'object') {
    const candidate = error as {
      status?: unknown;
      errors?: unknown;
      data?: unknown;
      isNetworkError?: unknown;
    };
    if (candidate.isNetworkError === true) return { kind: 'network' };
    if (typeof candidate.status === 'number') {
      // A GraphQL answer's errors, or the error data of a 413/422 answer (ServerDataError).
      const first =
        firstError(candidate.errors) ??
        (candidate.data && typeof candidate.data === 'object'
          ? firstError((candidate.data as { errors?: unknown }).errors)
          : undefined);
      if (first || 'data' in candidate) {
        const field = first?.extensions?.field;
        return {
          kind: 'server',
          status: candidate.status,
          message: typeof first?.message === 'string' ? first.message.trim() : '',
          ...(typeof field === 'string' ? { field } : {}),
        };
      }
    }
  }
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return { kind: 'network' };
  let payload: string;
  if (error instanceof Error) payload = error.message;
  else if (typeof error === 'string') payload = error;
  else {
    try {
      payload = JSON.stringify(error);
    } catch {
      payload = String(error);
    }
  }
  return { kind: 'unknown', payload };
}

/** The fixed texts, in English; the components pass them translated. `{status}` is filled in. */
export const ERROR_LABELS = {
  network: 'network error',
  unknown: 'unknown error: ',
  noMessage: 'The server could not complete the request (HTTP {status}).',
  tooLarge: 'The request is too large for the server (HTTP 413).',
};
export type ErrorLabels = typeof ERROR_LABELS;

/** Form labels by field name ('categoryId' -> 'Category'), to name a field as the form shows it. */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * The server names a field by its input name ('The field categoryId is required.'); the form's label reads
 * better. `field` may be a path ('lines.2.amount'): the whole path or its last part is replaced.
 */
export function withFieldLabel(
  message: string,
  field: string | undefined,
  label: string | undefined,
): string {
  if (!field || !label) return message;
  const last = field.split('.').pop()!;
  // A message that already names the field by its label (a checklist question), outside the field's own name,
  // stays as it is: 'A Yes to “…” needs an explanation' must not have its word 'explanation' replaced.
  if (message.split(field).join('').split(last).join('').includes(label)) return message;
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return message.replace(new RegExp(`(?<![\\w.])(${literal(field)}|${literal(last)})(?![\\w])`), label);
}

const labelOf = (field: string | undefined, labels: FieldLabels | undefined) =>
  field && labels ? (labels[field] ?? labels[field.split('.').pop()!]) : undefined;

export function errorText(error: unknown, labels: ErrorLabels = ERROR_LABELS, fields?: FieldLabels): string {
  const parts = errorParts(error);
  if (parts.kind === 'network') return labels.network;
  if (parts.kind === 'unknown') return `${labels.unknown}${parts.payload}`;
  if (!parts.message) {
    const text = parts.status === 413 ? labels.tooLarge : labels.noMessage;
    return text.replace('{status}', String(parts.status));
  }
  const message = withFieldLabel(parts.message, parts.field, labelOf(parts.field, fields));
  // A server failure: the status helps whoever is asked for help; elsewhere the message says it all.
  return parts.status >= 500 ? `${message} (HTTP ${parts.status})` : message;
}

/** The text of a server error shown under its field, naming the field by the form's label. */
export function fieldErrorText(error: unknown, label: string): string {
  const parts = errorParts(error);
  return parts.kind === 'server' && parts.message
    ? withFieldLabel(parts.message, parts.field, label)
    : errorText(error);
}
