import {
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  getOperationAST,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../core/errors';
import type { Context } from './context';
import { localizeError } from './errors';
import { listMaximum, stringProblem } from './input-rules';

type Definition = GraphQLArgument | GraphQLInputField;
type Variables = Readonly<Record<string, unknown>>;

const isStringType = (type: GraphQLInputType) => ['String', 'ID'].includes(getNamedType(type).name);

/** A field path as the services name fields: within an input object, from its own fields (a form's names). */
const join = (path: string, segment: string | number) => (path ? `${path}.${segment}` : String(segment));

function tooMany(path: string, max: number, argument: string) {
  return new AppError('BAD_USER_INPUT', 'tooManyItems', path || argument, { max: String(max) });
}

/** A value as sent in the variables, walked against its declared type. */
function checkRaw(
  value: unknown,
  type: GraphQLInputType,
  def: Definition,
  path: string,
  argument: string,
): AppError | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = Array.isArray(value) ? value : [value];
    const max = listMaximum(def.extensions);
    if (items.length > max) return tooMany(path, max, argument);
    for (const [index, item] of items.entries()) {
      const itemPath = Array.isArray(value) ? join(path, index) : path;
      const problem = checkRaw(item, nullable.ofType, def, itemPath, argument);
      if (problem) return problem;
    }
    return null;
  }
  if (isInputObjectType(nullable) && typeof value === 'object') {
    for (const field of Object.values(nullable.getFields())) {
      const fieldValue = (value as Record<string, unknown>)[field.name];
      const problem = checkRaw(fieldValue, field.type, field, join(path, field.name), argument);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'string' && isStringType(nullable)) {
    const text = stringProblem(value, def.extensions);
    return text ? new AppError('BAD_USER_INPUT', text, path || argument) : null;
  }
  return null;
}

/** A value written in the document (literals, possibly holding variables), walked against its type. */
function checkLiteral(
  node: ValueNode,
  type: GraphQLInputType,
  def: Definition,
  path: string,
  argument: string,
  variables: Variables,
): AppError | null {
  const nullable = getNullableType(type);
  switch (node.kind) {
    case Kind.VARIABLE:
      return checkRaw(variables[node.name.value], type, def, path, argument);
    case Kind.LIST: {
      if (!isListType(nullable)) return null;
      const max = listMaximum(def.extensions);
      if (node.values.length > max) return tooMany(path, max, argument);
      for (const [index, item] of node.values.entries()) {
        const problem = checkLiteral(item, nullable.ofType, def, join(path, index), argument, variables);
        if (problem) return problem;
      }
      return null;
    }
    case Kind.OBJECT: {
      if (!isInputObjectType(nullable)) return null;
      const fields = nullable.getFields();
      for (const field of node.fields) {
        const fieldDef = fields[field.name.value];
        if (!fieldDef) continue;
        const fieldPath = join(path, fieldDef.name);
        const problem = checkLiteral(field.value, fieldDef.type, fieldDef, fieldPath, argument, variables);
        if (problem) return problem;
      }
      return null;
    }
    case Kind.STRING: {
      // A single value where a list is expected counts as a list of one.
      const itemType = isListType(nullable) ? nullable.ofType : nullable;
      if (!isStringType(itemType)) return null;
      const text = stringProblem(node.value, def.extensions);
      return text ? new AppError('BAD_USER_INPUT', text, path || argument) : null;
    }
    default:
      return null;
  }
}

/**
 * The edge check of every argument of the operation about to run (issue 12 items 4 and 8): list sizes,
 * control characters and lengths of strings, date strings. The first problem answers BAD_USER_INPUT naming
 * the argument (ExpenseSheetIds) or, within an input object, its field as the services do (startDate,
 * flagIds.0), in the caller's language, before any resolver runs.
 */
export const inputGuard: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return;
    const variables = (args.variableValues ?? {}) as Variables;
    const typeInfo = new TypeInfo(args.schema);
    const found: { problem?: AppError | null } = {};
    visit(
      args.document,
      visitWithTypeInfo(typeInfo, {
        OperationDefinition: (node) => (node === operation ? undefined : false),
        Argument(node) {
          const def = typeInfo.getArgument();
          if (found.problem || !def) return;
          // An input object's fields are named on their own, as its form names them ('startDate').
          const path = isInputObjectType(getNamedType(def.type)) ? '' : def.name;
          found.problem = checkLiteral(node.value, def.type, def, path, def.name, variables);
        },
      }),
    );
    if (found.problem) {
      const lang = (args.contextValue as Partial<Context>).lang ?? 'en';
      setResultAndStopExecution({ errors: [localizeError(found.problem, lang)] });
    }
  },
};
