/**
 * What the server log says about an unexpected error (issue 12 item 8): never the values a statement was bound
 * with (names, emails, IBANs), never a database error's detail ("Failing row contains (…)"), and at most
 * MAX_LOGGED_CHARS per error whatever the request carried.
 */
export const MAX_LOGGED_CHARS = 4000;
const MAX_QUERY_CHARS = 1000;
const STACK_FRAMES = 6;

interface QueryError extends Error {
  query: string;
  params: unknown[];
}
interface DatabaseError extends Error {
  code: string;
  table?: string;
  constraint?: string;
  routine?: string;
}

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === 'string' &&
  Array.isArray((error as Partial<QueryError>).params);
const isDatabaseError = (error: Error): error is DatabaseError =>
  typeof (error as Partial<DatabaseError>).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as DatabaseError).code);

/** Quoted values and key listings in a message ('… for type date: "jane@x.be"', 'Key (email)=(…)') are dropped. */
const redact = (message: string) =>
  message
    .split('\n')[0]!
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)');

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (clipped)` : text);

function stackOf(error: Error): string[] {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, STACK_FRAMES);
}

function describe(error: unknown, depth: number): string[] {
  if (!(error instanceof Error)) return [`a thrown ${typeof error}`];
  const lines: string[] = [];
  // A GraphQL error wraps what a resolver threw and repeats its message (a failed query's parameters too).
  const original = (error as { originalError?: unknown }).originalError;
  if (error.name === 'GraphQLError' && original instanceof Error) {
    const path = (error as { path?: readonly (string | number)[] }).path;
    return [`at ${path?.join('.') ?? 'the request'}:`, ...describe(original, depth)];
  }
  // Checked first: the embedded driver's errors also carry the query and its parameters.
  if (isDatabaseError(error))
    lines.push(
      `database error ${error.code}${error.table ? ` on ${error.table}` : ''}${
        error.constraint ? ` (${error.constraint})` : ''
      }: ${redact(error.message)}`,
    );
  else if (isQueryError(error))
    lines.push(
      `${error.name}: failed query (${error.params.length} parameters not logged): ${clip(error.query, MAX_QUERY_CHARS)}`,
    );
  else lines.push(`${error.name}: ${redact(error.message)}`, ...stackOf(error));
  if (error.cause !== undefined && depth < 3) lines.push('caused by', ...describe(error.cause, depth + 1));
  return lines;
}

/** A bounded description of an error that keeps the values it carried out of the log. */
export function describeError(error: unknown): string {
  return clip(describe(error, 0).join('\n  '), MAX_LOGGED_CHARS);
}

/** Logs an unexpected error with its context ('Unexpected error in a GraphQL request'). */
export function logUnexpected(context: string, error: unknown) {
  console.error(`${context}: ${describeError(error)}`);
}
