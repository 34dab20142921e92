import { readFileSync } from 'node:fs';
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../../api/print-schema';
import { schema } from '../../api/schema';

describe('GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after a change)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });

  it.each(['Query', 'Mutation'])('every %s field declares its auth scope', (typeName) => {
    const type = schema.getType(typeName) as GraphQLObjectType;
    const fields = Object.values(type.getFields());
    expect(fields.length).toBeGreaterThan(0);
    const missing = fields
      .filter((field) => {
        const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
        return !options?.authScopes || Object.keys(options.authScopes as object).length === 0;
      })
      .map((field) => field.name);
    expect(missing).toEqual([]);
  });
});
