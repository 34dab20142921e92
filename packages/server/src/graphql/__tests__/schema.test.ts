import { readFileSync } from 'node:fs';
import { type GraphQLObjectType, getNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../print-schema';
import { schema } from '../schema';

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

  it('names operations exactly as the spec lists them', () => {
    const tsv = readFileSync(
      new URL('../../../../../../shared/spec/api-operations.tsv', import.meta.url),
      'utf8',
    );
    const specNames = new Set(
      tsv
        .split('\n')
        .slice(1)
        .map((line) => line.split('\t')[0])
        .filter(Boolean),
    );
    const query = schema.getQueryType()!.getFields();
    const mutation = schema.getMutationType()!.getFields();
    // Spec operations this build implements keep their exact spelling and kind.
    for (const name of [
      'refreshToken',
      'GetHeaderData',
      'myProfile',
      'GetBackEndVersion',
      'GetAllFormsContent',
      'GetAllMenus',
      'GetUserDashboard',
      'GetAdminDashboard',
      'myProjects',
    ]) {
      expect(specNames.has(name)).toBe(true);
      expect(query[name], name).toBeDefined();
    }
    for (const name of ['changeProject', 'signInAs', 'UpdAppLanguage']) {
      expect(specNames.has(name)).toBe(true);
      expect(mutation[name], name).toBeDefined();
    }
    expect(getNamedType(query.GetHeaderData!.type).name).toBe('HeaderData');
  });
});
