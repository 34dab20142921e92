import { describe, expect, it } from 'vitest';

// Issue 13: every form of a feature holds its values and errors in useZodForm (lib/form). A form that keeps its
// own error map, maps zod issues by hand, parses its schema in its submit handler or picks the server's field
// out of a GraphQL error is found here by its source.

const sources = import.meta.glob<string>(
  ['../../../features/**/*.tsx', '!../../../features/**/__tests__/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const HAND_ROLLED: [string, RegExp][] = [
  ['its own error map (useState of errors)', /\[\s*\w*[eE]rrors\s*,\s*set\w*\s*\]\s*=\s*useState/],
  ['zod issues mapped by hand (fieldErrors)', /\bfieldErrors\(/],
  ['a shared schema parsed in the component', /\b\w+Schema\.safeParse\(/],
  ['the server field picked by hand', /instanceof GraphQLRequestError\s*&&\s*\w+\.field/],
];

/** Forms not moved yet, each a known debt: the list only shrinks (a file that passes must leave it). */
const NOT_YET: readonly string[] = [];

const handRolled = (source: string) =>
  HAND_ROLLED.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
const name = (path: string) => path.replace('../../../', '');

describe('every form is on the one form pattern', () => {
  it('finds the feature sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('no form hand-rolls its errors instead of useZodForm', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !NOT_YET.includes(name(path)))
      .map(([path, source]) => [name(path), handRolled(source)] as const)
      .filter(([, found]) => found.length > 0)
      .map(([path, found]) => `${path}: ${found.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('the list of forms not moved yet only shrinks', () => {
    const moved = NOT_YET.filter((path) => {
      const source = sources[`../../../${path}`];
      return source === undefined || handRolled(source).length === 0;
    });
    expect(moved).toEqual([]);
  });

  it('catches the patterns it looks for', () => {
    expect(handRolled('const [errors, setErrors] = useState<Record<string, string>>({});')).toHaveLength(1);
    expect(handRolled('const [lineErrors, setLineErrors] = useState<LineErrors>({});')).toHaveLength(1);
    expect(handRolled('setErrors(fieldErrors(parsed.error.issues, message));')).toHaveLength(1);
    expect(handRolled('const parsed = supplierSchema.safeParse(values);')).toHaveLength(1);
    expect(handRolled('if (error instanceof GraphQLRequestError && error.field) setErrors({})')).toHaveLength(
      1,
    );
    expect(handRolled('const form = useZodForm({ schema: supplierSchema, initialValues });')).toEqual([]);
  });
});
