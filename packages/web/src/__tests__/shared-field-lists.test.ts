import { ACCESS_RIGHTS, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { CREW_LIST_OPTIONS, PROFILE_FIELD_OPTION_KEYS } from '@setledger/shared/projects/projects.constants';
import { HEADER_COUNTS, headerCountArgument } from '@setledger/shared/session/header.constants';
import { type DocumentNode, Kind, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ProjectFieldsFragmentDoc } from '../features/projects/api/fragments/project-fields.generated';
import { GetProjectFieldOptionDocument } from '../features/projects/api/operations/get-project-field-option.generated';
import { UpdProjectFieldOptionDocument } from '../features/projects/api/operations/upd-project-field-option.generated';
import { EDITABLE_FIELDS } from '../features/projects/api/projects.api';
import { UserFieldsFragmentDoc } from '../features/users/api/fragments/user-fields.generated';
import { UserListItemFieldsFragmentDoc } from '../features/users/api/fragments/user-list-item-fields.generated';
import { GetHeaderDataDocument } from '../lib/api/operations/get-header-data.generated';

/** Every field name a document selects, at any depth. */
function fieldsOf(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  visit(document, {
    enter(node) {
      if (node.kind === Kind.FIELD) names.add(node.name.value);
    },
  });
  return names;
}
const missing = (document: DocumentNode, wanted: readonly string[]) => {
  const selected = fieldsOf(document);
  return wanted.filter((name) => !selected.has(name));
};

/**
 * A .graphql file is static text, while these selections follow lists kept in shared (the project's settings,
 * the roles and rights, the header counters): a name added to a list must be added to its operation too.
 */
describe('operations that follow a shared list of fields', () => {
  it('the project fragment selects every editable project setting', () => {
    expect(missing(ProjectFieldsFragmentDoc, EDITABLE_FIELDS)).toEqual([]);
  });

  it('the field options operations select every option', () => {
    const options = [...PROFILE_FIELD_OPTION_KEYS, ...CREW_LIST_OPTIONS];
    expect(missing(GetProjectFieldOptionDocument, options)).toEqual([]);
    expect(missing(UpdProjectFieldOptionDocument, options)).toEqual([]);
  });

  it('the user fragments select every role and access right', () => {
    const flags = ['isAdmin', 'isProd', 'isVip', ...ROLE_NAMES, ...ACCESS_RIGHTS];
    expect(missing(UserListItemFieldsFragmentDoc, flags)).toEqual([]);
    expect(missing(UserFieldsFragmentDoc, flags)).toEqual([]);
  });

  it('the header query asks for every counter, each switched on by its argument', () => {
    expect(missing(GetHeaderDataDocument, HEADER_COUNTS)).toEqual([]);
    const switchedOn: string[] = [];
    visit(GetHeaderDataDocument, {
      enter(node) {
        if (node.kind === Kind.ARGUMENT && node.value.kind === Kind.BOOLEAN && node.value.value)
          switchedOn.push(node.name.value);
      },
    });
    expect(switchedOn.sort()).toEqual(HEADER_COUNTS.map(headerCountArgument).sort());
  });
});
