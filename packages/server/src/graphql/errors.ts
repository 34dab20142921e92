import { GraphQLError } from 'graphql';
import { type AppError, ERROR_TEXT } from '../core/errors';
import { serverText } from '../core/texts';

export function localizeError(error: AppError, languageTag: string): GraphQLError {
  const message = serverText('api-errors', ERROR_TEXT[error.text], languageTag, {
    field: error.field ?? '',
    ...error.params,
  });
  return new GraphQLError(message, {
    extensions: {
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.params ? { params: error.params } : {}),
      ...error.details,
    },
  });
}
