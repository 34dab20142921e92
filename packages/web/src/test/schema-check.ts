import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';

/**
 * Every query a component test sends through mockApi is checked against the server's printed schema
 * (packages/server/schema.graphql): a screen that asks for a field the server lacks fails its test, even
 * though the answer is mocked.
 */
// Vitest runs from the repository root (vitest.config.ts).
const schema = buildSchema(readFileSync(resolve(process.cwd(), 'packages/server/schema.graphql'), 'utf8'));

export const schemaViolations: string[] = [];

export function checkQuery(query: string): void {
  try {
    for (const error of validate(schema, parse(query)))
      schemaViolations.push(`${error.message} in: ${query.replace(/\s+/g, ' ').slice(0, 120)}`);
  } catch (error) {
    schemaViolations.push(`${String(error)} in: ${query.slice(0, 120)}`);
  }
}
