/**
 * The text of a generated GraphQL document, as graphql-js's `print` writes it (issue 17: the first screen does
 * not download graphql-js to turn a handful of generated documents into text). It covers what executable
 * documents hold: operations, fragments, fields, arguments, variables, directives and values.
 * print-document.test.ts holds it to `print`'s exact output for every generated document of the app.
 */
interface NameNode {
  value: string;
}
interface ValueNode {
  kind: string;
  value?: string | boolean;
  name?: NameNode;
  values?: ValueNode[];
  fields?: { name: NameNode; value: ValueNode }[];
}
interface TypeNode {
  kind: string;
  name?: NameNode;
  type?: TypeNode;
}
interface ArgumentNode {
  name: NameNode;
  value: ValueNode;
}
interface DirectiveNode {
  name: NameNode;
  arguments?: readonly ArgumentNode[];
}
interface SelectionNode {
  kind: string;
  alias?: NameNode;
  name?: NameNode;
  arguments?: readonly ArgumentNode[];
  directives?: readonly DirectiveNode[];
  typeCondition?: TypeNode;
  selectionSet?: { selections: readonly SelectionNode[] };
}
interface DefinitionNode extends SelectionNode {
  operation?: string;
  variableDefinitions?: readonly {
    variable: { name: NameNode };
    type: TypeNode;
    defaultValue?: ValueNode;
    directives?: readonly DirectiveNode[];
  }[];
}

/** The escapes of graphql-js's printString: control characters, the quote and the backslash. */
const SHORT_ESCAPES: Record<number, string> = {
  8: '\\b',
  9: '\\t',
  10: '\\n',
  12: '\\f',
  13: '\\r',
  34: '\\"',
  92: '\\\\',
};
function printString(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const escaped = code <= 0x1f || code === 34 || code === 92 || (code >= 0x7f && code <= 0x9f);
    out += !escaped
      ? char
      : (SHORT_ESCAPES[code] ?? `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return `${out}"`;
}

function value(node: ValueNode): string {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name!.value}`;
    case 'StringValue':
      return printString(String(node.value));
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${node.values!.map(value).join(', ')}]`;
    case 'ObjectValue':
      return `{${node.fields!.map((field) => `${field.name.value}: ${value(field.value)}`).join(', ')}}`;
    default: // IntValue, FloatValue, EnumValue
      return String(node.value);
  }
}

function type(node: TypeNode): string {
  if (node.kind === 'NonNullType') return `${type(node.type!)}!`;
  if (node.kind === 'ListType') return `[${type(node.type!)}]`;
  return node.name!.value;
}

const argument = (node: ArgumentNode) => `${node.name.value}: ${value(node.value)}`;
const directives = (nodes: readonly DirectiveNode[] = []) =>
  nodes
    .map((d) => `@${d.name.value}${d.arguments?.length ? `(${d.arguments.map(argument).join(', ')})` : ''}`)
    .join(' ');
const spaced = (parts: string[]) => parts.filter((part) => part !== '').join(' ');

function selectionSet(node: SelectionNode['selectionSet'], indent: string): string {
  if (!node?.selections.length) return '';
  const inner = `${indent}  `;
  return `{\n${node.selections.map((s) => inner + selection(s, inner)).join('\n')}\n${indent}}`;
}

function selection(node: SelectionNode, indent: string): string {
  const set = selectionSet(node.selectionSet, indent);
  if (node.kind === 'FragmentSpread') return spaced([`...${node.name!.value}`, directives(node.directives)]);
  if (node.kind === 'InlineFragment')
    return spaced([
      '...',
      node.typeCondition ? `on ${type(node.typeCondition)}` : '',
      directives(node.directives),
      set,
    ]);
  const prefix = node.alias ? `${node.alias.value}: ${node.name!.value}` : node.name!.value;
  const args = (node.arguments ?? []).map(argument);
  // graphql-js puts the arguments one per line when the line would pass 80 characters.
  const length = prefix.length + args.reduce((sum, arg) => sum + arg.length, 0) + 2 * args.length;
  const list = !args.length
    ? ''
    : length > 80
      ? `(\n${args.map((arg) => `${indent}  ${arg}`).join('\n')}\n${indent})`
      : `(${args.join(', ')})`;
  return spaced([prefix + list, directives(node.directives), set]);
}

function definition(node: DefinitionNode): string {
  const set = selectionSet(node.selectionSet, '');
  if (node.kind === 'FragmentDefinition') {
    const marks = directives(node.directives);
    return `fragment ${node.name!.value} on ${type(node.typeCondition!)} ${marks ? `${marks} ` : ''}${set}`;
  }
  const variables = (node.variableDefinitions ?? []).map((v) =>
    spaced([
      `$${v.variable.name.value}: ${type(v.type)}${v.defaultValue ? ` = ${value(v.defaultValue)}` : ''}`,
      directives(v.directives),
    ]),
  );
  const prefix = spaced([
    node.operation!,
    (node.name?.value ?? '') + (variables.length ? `(${variables.join(', ')})` : ''),
    directives(node.directives),
  ]);
  return node.operation === 'query' && prefix === 'query' ? set : `${prefix} ${set}`;
}

export function printDocument(document: { definitions: readonly unknown[] }): string {
  return (document.definitions as DefinitionNode[]).map(definition).join('\n\n');
}
