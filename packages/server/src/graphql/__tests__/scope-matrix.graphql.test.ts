import { PROJECT_MODULES, type ProjectModule } from '@setledger/shared/projects/projects.constants';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../api/schema';
import type { App } from '../../app';
import { createProject, createUser, signInAs } from '../../test/fixtures';
import { errorCode, getTestApp, gql } from '../../test/harness';

/**
 * Role × operation matrix over every root field of every domain (issue 13): each role the field's declared
 * scope (permissions.snapshot.md) leaves out is refused before the resolver runs — FORBIDDEN for a member
 * without the role, right or module, UNAUTHENTICATED for nobody signed in. The refused calls never reach a
 * service, so placeholder arguments are enough. The roles the scope lets in are covered per domain by the
 * record-policy tests and the domains' own tables (users/access-matrix, …).
 */
interface Profile {
  admin: boolean;
  prod: boolean;
  dev: boolean;
  translator: boolean;
  licenseAdmin: boolean;
  rights: ReadonlySet<string>;
  modules: ReadonlySet<string>;
}
type Role = 'crew' | 'crewWithoutModules' | 'prod' | 'admin';
const ALL_MODULES = new Set<string>(PROJECT_MODULES);
const PROFILES: Record<Role, Profile> = {
  crew: {
    admin: false,
    prod: false,
    dev: false,
    translator: false,
    licenseAdmin: false,
    rights: new Set(),
    modules: ALL_MODULES,
  },
  crewWithoutModules: {
    admin: false,
    prod: false,
    dev: false,
    translator: false,
    licenseAdmin: false,
    rights: new Set(),
    modules: new Set(),
  },
  prod: {
    admin: false,
    prod: true,
    dev: false,
    translator: false,
    licenseAdmin: false,
    rights: new Set(),
    modules: ALL_MODULES,
  },
  admin: {
    admin: true,
    prod: false,
    dev: false,
    translator: false,
    licenseAdmin: false,
    rights: new Set(),
    modules: ALL_MODULES,
  },
};

type Scopes = Record<string, unknown>;
/** The scope-auth rule: the scopes of one object are alternatives; $all needs every one, $any one of them. */
function passes(scopes: Scopes, p: Profile, all = false): boolean {
  const results = Object.entries(scopes).map(([name, value]) => {
    switch (name) {
      case '$all':
        return passes(value as Scopes, p, true);
      case '$any':
        return passes(value as Scopes, p, false);
      case 'public':
      case 'authenticated':
        return true;
      case 'admin':
        return p.admin;
      case 'prod':
        return p.prod;
      case 'adminOrProd':
        return p.admin || p.prod;
      case 'dev':
        return p.dev;
      case 'translator':
        return p.translator;
      case 'licenseAdmin':
        return p.licenseAdmin;
      case 'right':
        return p.rights.has(value as string);
      case 'anyRight':
        return (value as string[]).some((right) => p.rights.has(right));
      case 'module':
        return p.modules.has(value as string);
      default:
        throw new Error(`unknown scope ${name}`);
    }
  });
  return all ? results.every(Boolean) : results.some(Boolean);
}

/** A value GraphQL accepts for the type (the call is refused before anything reads it). */
function placeholder(type: GraphQLInputType, name = ''): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType, name);
  // Input rules check dates before the scope (graphql/input-rules): give them one.
  if (isScalarType(type) && type.name === 'String' && /date/i.test(name)) return '2026-01-01';
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, placeholder(field.type, field.name)]),
    );
  const SCALARS: Record<string, unknown> = {
    Int: 1,
    Float: 1,
    String: 'x',
    ID: '1',
    Boolean: false,
    Decimal: '1',
    DateTime: '2026-01-01T00:00:00Z',
  };
  if (isScalarType(type) && type.name in SCALARS) return SCALARS[type.name];
  throw new Error(`no placeholder for ${String(type)}`);
}

const usesFile = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
  const named = getNamedType(type);
  if (named.name === 'File') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => usesFile(field.type, seen));
};

interface Operation {
  name: string;
  scopes: Scopes;
  query: string;
  variables: Record<string, unknown>;
}
function operations(): Operation[] {
  return (['Query', 'Mutation'] as const).flatMap((typeName) =>
    Object.values((schema.getType(typeName) as GraphQLObjectType).getFields())
      .filter((field) => !field.args.some((arg) => usesFile(arg.type)))
      .map((field: GraphQLField<unknown, unknown>) => {
        const args = field.args.filter((arg) => isNonNullType(arg.type));
        const declared = args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
        const passed = args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
        const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
        return {
          name: `${typeName}.${field.name}`,
          scopes: (field.extensions.pothosOptions as { authScopes: Scopes }).authScopes,
          query: `${typeName === 'Query' ? 'query' : 'mutation'}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
          variables: Object.fromEntries(args.map((arg, i) => [`a${i}`, placeholder(arg.type)])),
        };
      }),
  );
}

let app: App;
let tokens: Record<Role, string>;

beforeAll(async () => {
  app = await getTestApp();
  const modules = Object.fromEntries(PROJECT_MODULES.map((m: ProjectModule) => [m, true]));
  const project = await createProject(app, modules);
  const bare = await createProject(
    app,
    Object.fromEntries(PROJECT_MODULES.map((m: ProjectModule) => [m, false])),
  );
  tokens = {
    crew: await signInAs(app, (await createUser(app, project.id)).email),
    crewWithoutModules: await signInAs(app, (await createUser(app, bare.id)).email),
    prod: await signInAs(app, (await createUser(app, project.id, { isProd: true })).email),
    admin: await signInAs(app, (await createUser(app, project.id, { isAdmin: true })).email),
  };
});

describe('role × operation matrix of every root field (declared scope)', () => {
  const all = operations();

  it('covers every root field that takes no uploaded file', () => {
    expect(all.length).toBeGreaterThan(180);
  });

  it.each(all)('$name: refused to every role its scope leaves out, and to nobody signed in', async (op) => {
    for (const role of Object.keys(PROFILES) as Role[]) {
      if (passes(op.scopes, PROFILES[role])) continue;
      const result = await gql(app, op.query, op.variables, { token: tokens[role] });
      expect(errorCode(result), `${op.name} as ${role}: ${JSON.stringify(result.errors)}`).toBe('FORBIDDEN');
    }
    if (!('public' in op.scopes)) {
      const result = await gql(app, op.query, op.variables);
      expect(errorCode(result), `${op.name} anonymous: ${JSON.stringify(result.errors)}`).toBe(
        'UNAUTHENTICATED',
      );
    }
  });
});
