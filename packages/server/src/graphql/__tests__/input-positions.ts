import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { schema } from '../../api/schema';
import { isDateInput, listMaximum } from '../input-rules';

/** One place in a root field's arguments where a value can go: a string, a list, or a date string. */
export interface InputPosition {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** Argument name, then input field names; '[]' steps into a list's first item. */
  segments: string[];
  kind: 'string' | 'list' | 'date';
  def: GraphQLArgument | GraphQLInputField;
  type: GraphQLInputType;
}

/** Every string, list and date position of every Query and Mutation field. */
export function inputPositions(): InputPosition[] {
  const positions: InputPosition[] = [];
  for (const operation of ['query', 'mutation'] as const) {
    const root = operation === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    for (const field of Object.values(root.getFields())) {
      const walk = (
        type: GraphQLInputType,
        def: GraphQLArgument | GraphQLInputField,
        segments: string[],
        seen: ReadonlySet<string>,
      ) => {
        const nullable = getNullableType(type);
        if (isListType(nullable)) {
          positions.push({ operation, field, segments, kind: 'list', def, type });
          walk(nullable.ofType, def, [...segments, '[]'], seen);
        } else if (isInputObjectType(nullable)) {
          if (seen.has(nullable.name)) return;
          for (const inner of Object.values(nullable.getFields()))
            walk(inner.type, inner, [...segments, inner.name], new Set([...seen, nullable.name]));
        } else if (['String', 'ID'].includes(nullable.name)) {
          positions.push({ operation, field, segments, kind: 'string', def, type });
          if (isDateInput(def.extensions))
            positions.push({ operation, field, segments, kind: 'date', def, type });
        }
      };
      for (const arg of field.args) walk(arg.type, arg, [arg.name], new Set());
    }
  }
  return positions;
}

const SCALARS: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  Boolean: false,
  String: 'x',
  ID: '1',
  Decimal: '1',
  DateTime: '2026-01-01T00:00:00Z',
};

/** The smallest value the edge accepts for a type (undefined for an optional one, or a File JSON cannot carry). */
export function minimalValue(
  type: GraphQLInputType,
  def?: GraphQLArgument | GraphQLInputField,
  required = isNonNullType(type),
): unknown {
  if (!required) return undefined;
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (!isNonNullType(field.type) || field.defaultValue !== undefined) continue;
      const fieldValue = minimalValue(field.type, field);
      if (fieldValue === undefined) return undefined;
      value[field.name] = fieldValue;
    }
    return value;
  }
  if (inner.name === 'String' && def && isDateInput(def.extensions)) return '2026-01-01';
  return SCALARS[inner.name];
}

/** A value of `type` with `inject()` at the end of `segments` (list steps put it in the first item). */
function valueWith(type: GraphQLInputType, segments: string[], inject: () => unknown): unknown {
  if (segments.length === 0) return inject();
  const nullable = getNullableType(type);
  const [step, ...rest] = segments;
  if (isListType(nullable) && step === '[]') return [valueWith(nullable.ofType, rest, inject)];
  if (!isInputObjectType(nullable)) throw new Error(`cannot step into ${String(type)} with ${step}`);
  const base = minimalValue(nullable, undefined, true) as Record<string, unknown>;
  const field = nullable.getFields()[step!]!;
  return { ...base, [field.name]: valueWith(field.type, rest, inject) };
}

/** The bad value a position is tested with. */
const BAD: Record<InputPosition['kind'], (position: InputPosition) => unknown> = {
  string: () => 'before\u0000after',
  date: () => 'not-a-date',
  list: (position) => {
    const itemType = (getNullableType(position.type) as { ofType: GraphQLInputType }).ofType;
    const item = minimalValue(itemType, position.def, true);
    return Array.from({ length: listMaximum(position.def.extensions) + 1 }, () => item);
  },
};

/**
 * The field name the answer must carry: an argument's name, or within an input object the path from its own
 * fields (as the services and the forms name them); list items are numbered from 0.
 */
function expectedField(position: InputPosition): string {
  const [argument, ...rest] = position.segments;
  const arg = position.field.args.find((a) => a.name === argument)!;
  const path = isInputObjectType(getNamedType(arg.type)) ? rest : position.segments;
  return path.map((s) => (s === '[]' ? '0' : s)).join('.') || argument!;
}

/**
 * A request putting the bad value at the position, every other required argument minimal; a required uploaded
 * file (an argument of type File) is listed in `files` (its variable is null: send it as a multipart request).
 */
export function requestFor(position: InputPosition) {
  const { field } = position;
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  const passed: string[] = [];
  const files: string[] = [];
  for (const [index, arg] of field.args.entries()) {
    const isTarget = arg.name === position.segments[0];
    if (!isTarget && isNonNullType(arg.type) && getNamedType(arg.type).name === 'File') {
      variables[`v${index}`] = null;
      files.push(`variables.v${index}`);
      declarations.push(`$v${index}: ${String(arg.type)}`);
      passed.push(`${arg.name}: $v${index}`);
      continue;
    }
    const value = isTarget
      ? valueWith(arg.type, position.segments.slice(1), () => BAD[position.kind](position))
      : minimalValue(arg.type, arg);
    if (value === undefined) {
      if (isNonNullType(arg.type)) return null;
      continue;
    }
    variables[`v${index}`] = value;
    declarations.push(`$v${index}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $v${index}`);
  }
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  const args = passed.length ? `(${passed.join(', ')})` : '';
  const vars = declarations.length ? `(${declarations.join(', ')})` : '';
  return {
    query: `${position.operation}${vars} { ${field.name}${args}${selection} }`,
    variables,
    files,
    expectedField: expectedField(position),
  };
}
