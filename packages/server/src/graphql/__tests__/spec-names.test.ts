import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schema } from '../../api/schema';

/** The spec's operations table, vendored from the shared spec folder (issue 12 item 36). */
const SPEC_DIR = new URL('../../../spec/', import.meta.url);

interface SpecOperation {
  name: string;
  kind: 'query' | 'mutation';
  /** Argument names the table spells out. */
  args: string[];
  /** The table also names a group in parentheses ("(Boolean)", "(advanced filter)"): more arguments may follow. */
  isOpen: boolean;
}

function specOperations(): SpecOperation[] {
  const [header, ...lines] = readFileSync(new URL('api-operations.tsv', SPEC_DIR), 'utf8').trim().split('\n');
  expect(header).toBe('operation\tkind\targuments\tdomain\tseed_section');
  return lines.map((line) => {
    const [name = '', kind = '', args = ''] = line.split('\t');
    const listed = args.split(',').filter(Boolean);
    return {
      name,
      kind: kind as SpecOperation['kind'],
      args: listed.filter((arg) => !arg.startsWith('(')),
      isOpen: listed.some((arg) => arg.startsWith('(')),
    };
  });
}

const notImplemented = readFileSync(new URL('operations-not-implemented.txt', SPEC_DIR), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const fieldsOf = {
  query: schema.getQueryType()!.getFields(),
  mutation: schema.getMutationType()!.getFields(),
};

describe('operations named as the spec names them (spec/api-operations.tsv)', () => {
  const operations = specOperations();

  it('reads the whole vendored table', () => {
    expect(operations.length).toBe(152);
    expect(new Set(operations.map((op) => op.kind))).toEqual(new Set(['query', 'mutation']));
  });

  it.each(operations.filter((op) => !notImplemented.includes(op.name)).map((op) => [op.name, op] as const))(
    '%s: its kind and argument names',
    (_name, op) => {
      const other = op.kind === 'query' ? 'mutation' : 'query';
      expect(fieldsOf[other][op.name], `${op.name} is a ${op.kind}, not a ${other}`).toBeUndefined();
      const field = fieldsOf[op.kind][op.name];
      expect(
        field,
        `${op.name} is not in the schema: implement it or list it as not implemented`,
      ).toBeDefined();
      const names = field!.args.map((arg) => arg.name);
      expect(names).toEqual(expect.arrayContaining(op.args));
      if (!op.isOpen) expect(names.filter((name) => !op.args.includes(name))).toEqual([]);
    },
  );

  it('lists exactly the operations not implemented yet (remove a line when you implement one)', () => {
    const missing = operations
      .filter((op) => !fieldsOf.query[op.name] && !fieldsOf.mutation[op.name])
      .map((op) => op.name);
    expect(notImplemented).toEqual(missing);
  });
});
