/** The GraphQL error's field (extensions.field), if it names one. */
export function serverField(error: unknown): string | undefined {
  const errors = (error as { errors?: { extensions?: { field?: unknown } }[] } | null)?.errors;
  const field = Array.isArray(errors) ? errors[0]?.extensions?.field : undefined;
  return typeof field === 'string' && field ? field : undefined;
}
