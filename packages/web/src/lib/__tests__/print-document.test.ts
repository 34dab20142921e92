import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printDocument } from '../print-document';

/** Every generated document of the app (operations and fragments). */
const modules = import.meta.glob<Record<string, unknown>>('../../**/*.generated.ts', { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null)
    .map(([name, value]) => [`${file} ${name}`, value as { kind: string; definitions: unknown[] }] as const),
);

describe('printDocument writes what graphql-js print writes (issue 17)', () => {
  it('for every generated document of the app', () => {
    expect(documents.length).toBeGreaterThan(200);
    for (const [name, document] of documents)
      expect(printDocument(document), name).toBe(print(document as never));
  });

  it('for values, directives, aliases, inline fragments and long argument lists', () => {
    const source = `query Q($a: [Int!]! = [1, 2], $b: String @deprecated) @live {
  x: field(a: $a, s: "quote \\" back \\\\ tab \\t nl \\n é", o: {k: ENUM, n: null, f: 1.5, t: true}) @include(if: true) {
    ... on Thing {
      id
    }
    ... @skip(if: false) {
      name
    }
    ...Frag
  }
  veryLongFieldNameToForceWrapping(argumentNumberOne: $a, argumentNumberTwo: "some long text here")
}

fragment Frag on Thing @dir {
  id
}

mutation {
  go
}`;
    const document = parse(source);
    expect(printDocument(document)).toBe(print(document));
  });
});
