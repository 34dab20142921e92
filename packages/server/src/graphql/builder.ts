import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import type { AccessRight } from '@setledger/shared/auth/permissions';
import type { ProjectModule } from '@setledger/shared/projects/projects.constants';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { AppError } from '../core/errors';
import type { Context } from './context';
import { INPUT_LIMITS_PLUGIN } from './input-limits.plugin';

export interface AuthScopes {
  /** Anyone, signed in or not: declared explicitly on every public field. */
  public: boolean;
  authenticated: boolean;
  admin: boolean;
  prod: boolean;
  adminOrProd: boolean;
  translator: boolean;
  dev: boolean;
  right: AccessRight;
  /** Holds at least one of these rights. */
  anyRight: readonly AccessRight[];
  /** The caller's project has this module switched on (001 §3.10); otherwise FORBIDDEN 'moduleOff'. */
  module: ProjectModule;
  /** Administrator of the current project's license (issue 12 item 2). */
  licenseAdmin: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: AuthScopes;
  Scalars: {
    Decimal: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date | string };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  plugins: [ScopeAuthPlugin, INPUT_LIMITS_PLUGIN],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      authenticated: ctx.actor !== null,
      admin: ctx.actor?.isAdmin === true,
      prod: ctx.actor?.isProd === true,
      adminOrProd: ctx.actor?.isAdmin === true || ctx.actor?.isProd === true,
      translator: ctx.actor?.isTranslator === true,
      dev: ctx.actor?.isDev === true,
      right: (right) => ctx.actor?.rights.has(right) === true,
      anyRight: (rights) => rights.some((right) => ctx.actor?.rights.has(right) === true),
      module: (name) => ctx.actor?.modules.has(name) === true,
      licenseAdmin: ctx.actor?.isLicenseAdmin === true,
    }),
    unauthorizedError: (_parent, ctx, _info, result) => {
      if (!ctx.actor) return new AppError('UNAUTHENTICATED', 'unauthenticated');
      return new AppError('FORBIDDEN', failedOn(result.failure, 'module') ? 'moduleOff' : 'forbidden');
    },
  },
});

/** True when the failure (or one of the failures it groups) is the given scope's. */
function failedOn(failure: AuthFailure, scope: keyof AuthScopes): boolean {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope === scope;
  if (
    failure.kind === AuthScopeFailureType.AnyAuthScopes ||
    failure.kind === AuthScopeFailureType.AllAuthScopes
  )
    return failure.failures.some((inner) => failedOn(inner, scope));
  return false;
}

/**
 * Who may configure the project (issue 3): administrators, production, and members with canAccessConfig.
 * Scopes in one object are alternatives (any of them passes).
 */
export const CONFIG_SCOPES = { adminOrProd: true, right: 'canAccessConfig' } as const;

/** Who manages the project's people (issue 4): administrators, production, and members with canAccessUsers. */
export const USERS_SCOPES = { adminOrProd: true, right: 'canAccessUsers' } as const;

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

builder.addScalarType(
  'Decimal',
  new GraphQLScalarType<string, string>({
    name: 'Decimal',
    description: 'An exact decimal number as a string, e.g. "1234.50".',
    serialize: (value) => String(value),
    parseValue: (value) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text !== 'string' || !DECIMAL.test(text))
        throw new GraphQLError('Decimal: expected a decimal string');
      return text;
    },
    parseLiteral: (ast) => {
      if (
        (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) &&
        DECIMAL.test(ast.value)
      )
        return ast.value;
      throw new GraphQLError('Decimal: expected a decimal string');
    },
  }),
);

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date, string>({
    name: 'DateTime',
    description: 'An ISO 8601 date-time.',
    serialize: (value) =>
      value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString(),
    parseValue: (value) => {
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime: expected an ISO 8601 date-time');
      return date;
    },
    parseLiteral: (ast) => {
      const date = ast.kind === Kind.STRING ? new Date(ast.value) : new Date(Number.NaN);
      if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime: expected an ISO 8601 date-time');
      return date;
    },
  }),
);

builder.queryType({});
builder.mutationType({});

/** The builder's resolved type set, for helpers that take a field builder (shared fields of two types). */
export type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** An uploaded file (GraphQL multipart request): yoga gives a File-like object with name, size and bytes. */
builder.addScalarType(
  'File',
  new GraphQLScalarType<File, never>({
    name: 'File',
    description: 'A file sent with a multipart GraphQL request.',
    serialize: () => {
      throw new GraphQLError('File: output not supported');
    },
    parseValue: (value) => {
      const file = value as Partial<File> | null;
      if (file && typeof file.arrayBuffer === 'function' && typeof file.size === 'number')
        return file as File;
      throw new GraphQLError('File: expected an uploaded file');
    },
    parseLiteral: () => {
      throw new GraphQLError('File: send it as a multipart upload');
    },
  }),
);
