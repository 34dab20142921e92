import { AsyncLocalStorage } from 'node:async_hooks';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Actor } from '../core/actor';
import { AppError, ERROR_TEXT } from '../core/errors';
import type { Services } from '../core/services';
import { serverText } from '../core/texts';
import { STATEMENT_COUNT_HEADER, statementsSoFar } from '../db/statement-count';
import type { Context } from '../graphql/context';
import { localizeError } from '../graphql/errors';
import { inputGuard } from '../graphql/input-guard';
import { logUnexpected } from '../lib/error-log';
import { schema } from './schema';

/** What the HTTP layer hands to each GraphQL request. */
export interface RequestContext {
  actor: Actor | null;
  lang: string;
  ip: string;
  afterResponse: Context['afterResponse'];
}

/** The request's language, for error messages built outside a resolver (masking). */
const requestLanguage = new AsyncLocalStorage<string>();
export const runInLanguage = <T>(lang: string, fn: () => T): T => requestLanguage.run(lang, fn);

/** By name, not instanceof: the graphql package can load twice (ESM and CJS copies) under test runners. */
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

function maskError(error: unknown): Error {
  const lang = requestLanguage.getStore() ?? 'en';
  if (isGraphQLError(error)) {
    const original = error.originalError;
    if (original instanceof AppError) {
      const localized = localizeError(original, lang);
      return new GraphQLError(localized.message, { path: error.path, extensions: localized.extensions });
    }
    // Parse, validation and variable errors come from the caller's document: they are input errors.
    if (!original || isGraphQLError(original)) {
      if (error.extensions.code) return error;
      return new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
      });
    }
  }
  logUnexpected('Unexpected error in a GraphQL request', error);
  const path = isGraphQLError(error) ? error.path : undefined;
  return new GraphQLError(serverText('api-errors', ERROR_TEXT.unexpected, lang), {
    path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** With statement counting on (see db/statement-count.ts), the response says how many statements it took. */
const statementCountHeader: Plugin = {
  onResponse({ response }) {
    const count = statementsSoFar();
    if (count !== undefined) response.headers.set(STATEMENT_COUNT_HEADER, String(count));
  },
};

/** At most this many compiled documents are kept (the web app sends about 300 distinct ones). */
const JIT_CACHE_SIZE = 1000;

function jitCache() {
  const compiled = new Map<string, unknown>();
  return {
    get: (key: string) => compiled.get(key) as never,
    set: (key: string, value: unknown) => {
      if (compiled.size >= JIT_CACHE_SIZE) compiled.delete(compiled.keys().next().value as string);
      compiled.set(key, value);
    },
  };
}

export function createGraphQL(services: Services) {
  const production = services.config.isProduction;
  return createYoga<RequestContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // CORS is the HTTP layer's (CORS_ORIGINS only); yoga's default would echo any origin with credentials.
    cors: false,
    graphiql: !production,
    // Expected domain errors are answers, not incidents; maskError logs the unexpected ones.
    logging: false,
    maskedErrors: { maskError },
    context: ({ actor, lang, ip, afterResponse, request }): Context => ({
      ...services,
      actor,
      lang,
      ip,
      afterResponse,
      idempotencyKey: request.headers.get('idempotency-key'),
    }),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        maxTokens: { n: 3000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: production },
      }),
      ...(production ? [disableIntrospection] : []),
      inputGuard,
      statementCountHeader,
      // Issue 17: each document compiled once to a function (graphql-jit) instead of walking the schema for every
      // field of every row; yoga already keeps parsed and validated documents.
      useGraphQlJit({}, { cache: jitCache() }),
    ],
  });
}
