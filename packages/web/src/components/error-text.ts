/**
 * 001 §8: 'status : message' from the first GraphQL error; 'network error' for a network failure;
 * 'unknown error: ' plus the payload for anything else. Returns the parts so the caller can translate them.
 */
export type ErrorTextParts =
  | { kind: 'graphql'; status: number; message: string }
  | { kind: 'network' }
  | { kind: 'unknown'; payload: string };

export function errorParts(error: unknown): ErrorTextParts {
  if (error && typeof error === 'object') {
    const candidate = error as {
      status?: unknown;
      errors?: { message?: unknown }[];
      isNetworkError?: unknown;
    };
    if (candidate.isNetworkError === true) return { kind: 'network' };
    if (
      typeof candidate.status === 'number' &&
      Array.isArray(candidate.errors) &&
      candidate.errors.length > 0
    ) {
      return {
        kind: 'graphql',
        status: candidate.status,
        message: String(candidate.errors[0]?.message ?? ''),
      };
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

/** The English text of 001 §8 (the components translate the fixed parts). */
export function errorText(
  error: unknown,
  labels = { network: 'network error', unknown: 'unknown error: ' },
): string {
  const parts = errorParts(error);
  if (parts.kind === 'graphql') return `${parts.status} : ${parts.message}`;
  if (parts.kind === 'network') return labels.network;
  return `${labels.unknown}${parts.payload}`;
}
