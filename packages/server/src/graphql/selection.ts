import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query selects below the resolved field (issue 17: lists compute a column only when
 * it is asked for). `path` goes down into object fields ('rows'). Fragments, inline fragments and aliases are
 * followed; a field under @skip/@include counts as selected (the set is never smaller than what is answered).
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  for (const name of path)
    sets = fieldsOf(info, sets)
      .filter((field) => field.name.value === name)
      .flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  return new Set(fieldsOf(info, sets).map((field) => field.name.value));
}

function fieldsOf(info: GraphQLResolveInfo, sets: readonly SelectionSetNode[]): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === 'Field') found.push(selection);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  for (const set of sets) visit(set);
  return found;
}

/** A list column read only when the query selects it (issue 17): it is there whenever its field resolves. */
export function asked<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`${field} was not read for this query`);
  return value;
}
