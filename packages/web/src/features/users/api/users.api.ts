import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AccessRight } from '@setledger/shared/auth/permissions';
import { gqlRequest } from '../../../lib/graphql';
import type { UserFieldsFragment } from './fragments/user-fields.generated';
import type { UserListItemFieldsFragment } from './fragments/user-list-item-fields.generated';
import { AddEncodingValidationDocument } from './operations/add-encoding-validation.generated';
import { AddIsDevDocument } from './operations/add-is-dev.generated';
import { AddIsTranslatorDocument } from './operations/add-is-translator.generated';
import { AddUpdAdminToProjectDocument } from './operations/add-upd-admin-to-project.generated';
import { AddUpdContractDocument } from './operations/add-upd-contract.generated';
import { AddUpdProdFromProjectDocument } from './operations/add-upd-prod-from-project.generated';
import { AddUpdStudioDocument } from './operations/add-upd-studio.generated';
import { AddUpdUpmDocument } from './operations/add-upd-upm.generated';
import { AddUpdUserProjectAccessLevelDocument } from './operations/add-upd-user-project-access-level.generated';
import { AddUpdValidationDocument } from './operations/add-upd-validation.generated';
import { AddUserRequestDocument } from './operations/add-user-request.generated';
import { DelContractDocument } from './operations/del-contract.generated';
import { DelIsDevDocument } from './operations/del-is-dev.generated';
import { DelIsTranslatorDocument } from './operations/del-is-translator.generated';
import { DelUserDocument } from './operations/del-user.generated';
import { DelUserFromProjectDocument } from './operations/del-user-from-project.generated';
import { DelUserRequestDocument } from './operations/del-user-request.generated';
import { DelValidationDocument } from './operations/del-validation.generated';
import { GenerateVcfFileDocument } from './operations/generate-vcf-file.generated';
import { GetCountTotalOfUserDocument } from './operations/get-count-total-of-user.generated';
import {
  GetDepartmentsAndFunctionsForUsersDocument,
  type GetDepartmentsAndFunctionsForUsersQuery,
} from './operations/get-departments-and-functions-for-users.generated';
import { GetOutboxDocument, type GetOutboxQuery } from './operations/get-outbox.generated';
import {
  GetProjectFlagItemsForUsersDocument,
  type GetProjectFlagItemsForUsersQuery,
} from './operations/get-project-flag-items-for-users.generated';
import {
  GetProjectValidationsDocument,
  type GetProjectValidationsQuery,
} from './operations/get-project-validations.generated';
import {
  GetUserAccessAuditDocument,
  type GetUserAccessAuditQuery,
} from './operations/get-user-access-audit.generated';
import { GetUserListPreferencesDocument } from './operations/get-user-list-preferences.generated';
import { GetUsersOfProjectDocument } from './operations/get-users-of-project.generated';
import { SetUserListPreferenceDocument } from './operations/set-user-list-preference.generated';
import { SignInAsDocument } from './operations/sign-in-as.generated';
import { SwitchCustomPositionInListDocument } from './operations/switch-custom-position-in-list.generated';
import { UpdUserDocument } from './operations/upd-user.generated';
import { UpdUserProjectReferenceDocument } from './operations/upd-user-project-reference.generated';
import { UpdateUserFunctionDocument } from './operations/update-user-function.generated';
import { UserDocument } from './operations/user.generated';
import { UserRequestsDocument, type UserRequestsQuery } from './operations/user-requests.generated';
import { UsersDocument } from './operations/users.generated';

export type UserListItem = UserListItemFieldsFragment;
export type FullUser = UserFieldsFragment;
export type Contract = FullUser['contracts'][number];
export type Validation = FullUser['validations'][number];

/** The person's own details, as the person form edits and UpdUser sends them. */
export interface PersonFields {
  name: string;
  firstName: string;
  email: string;
  phone: string | null;
  appLanguage: number;
  personalNumber: string;
  nationality: string;
  birthDate: string | null;
  birthPlace: string;
  gender: number;
  socialSecurityNumber: string;
  idCardNumber: string;
  idCardExpiry: string | null;
  civilStatus: number;
  emergencyContact: string;
  street: string;
  streetNumber: string;
  box: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  iban: string;
  bic: string;
}

export type CustomField = GetProjectFlagItemsForUsersQuery['GetProjectFlagItems'][number];

export type UserRequest = UserRequestsQuery['UserRequests'][number];
type DepartmentAndFunctions = GetDepartmentsAndFunctionsForUsersQuery['GetDepartmentsAndFunctions'][number];
/** A department with its functions, as the user screens list them. */
export type Department = DepartmentAndFunctions['department'] & Pick<DepartmentAndFunctions, 'functions'>;
export type ProjectValidation = GetProjectValidationsQuery['GetProjectValidations'][number];
export type AuditEntry = GetUserAccessAuditQuery['GetUserAccessAudit'][number];
export type OutboxMessage = GetOutboxQuery['GetOutbox']['items'][number];

export const userKeys = {
  all: ['users'] as const,
  list: (filter: UsersFilter) => ['users', 'list', filter] as const,
  count: (filter: UsersFilter) => ['users', 'count', filter] as const,
  one: (id: number) => ['users', 'one', id] as const,
  requests: ['users', 'requests'] as const,
  preferences: ['users', 'preferences'] as const,
  departments: ['users', 'departments'] as const,
  validations: ['users', 'validations'] as const,
  audit: (id: number) => ['users', 'audit', id] as const,
  crew: ['users', 'crew'] as const,
  customFields: ['users', 'custom-fields'] as const,
  outbox: (page: number) => ['users', 'outbox', page] as const,
};

export interface UsersFilter {
  keyWord: string;
  department: number | null;
  function: number | null;
  limit: number;
  offset: number;
  /** Another project of the license (admins), or the whole license. */
  projectId?: number | null;
  license?: boolean;
  /** 'name' (default) or 'customPosition', the manual order of SwitchCustomPositionInList. */
  sort?: 'name' | 'customPosition';
}

/** Users (001 §7.3); limit and offset are sent only when both are above 0, the department when ≥ -1 (001 §5). */
export async function getUsers(filter: UsersFilter): Promise<UserListItem[]> {
  const variables: Record<string, unknown> = {
    k: filter.keyWord || null,
    s: filter.license ? 'project' : (filter.sort ?? 'name'),
  };
  if (filter.limit > 0 && filter.offset > 0) Object.assign(variables, { l: filter.limit, o: filter.offset });
  else if (filter.limit > 0) variables.l = filter.limit;
  if (filter.department !== null && filter.department >= -1) variables.d = filter.department;
  if (filter.function !== null && filter.function >= -1) variables.f = filter.function;
  if (filter.projectId) variables.p = filter.projectId;
  if (filter.license) variables.m = false;
  // The manual order is the list as arranged; otherwise people under contract come first.
  variables.g = filter.sort !== 'customPosition';
  const data = await gqlRequest(UsersDocument, variables);
  return data.Users;
}

export async function countUsers(
  filter: Pick<UsersFilter, 'keyWord' | 'projectId' | 'license'>,
): Promise<number> {
  const data = await gqlRequest(GetCountTotalOfUserDocument, {
    k: filter.keyWord || null,
    p: filter.projectId ?? null,
    u: filter.license ?? false,
  });
  return data.GetCountTotalOfUser;
}

export async function getCrewList(): Promise<UserListItem[]> {
  const data = await gqlRequest(GetUsersOfProjectDocument);
  return data.GetUsersOfProject;
}

export async function getUser(id: number): Promise<FullUser> {
  const data = await gqlRequest(UserDocument, {
    id,
  });
  return data.User;
}

export async function updUser(
  id: number,
  person: PersonFields,
  customFieldValues: { flagItemId: number; value: string }[] = [],
): Promise<FullUser> {
  const data = await gqlRequest(UpdUserDocument, {
    id,
    u: person,
    c: customFieldValues.length > 0 ? customFieldValues : null,
  });
  return data.UpdUser;
}

/** The project's custom fields (flag items of the custom fields type, 001 §3.12). */
export async function getCustomFields(): Promise<CustomField[]> {
  const data = await gqlRequest(GetProjectFlagItemsForUsersDocument);
  return data.GetProjectFlagItems.filter((item) => !item.disabled);
}

export async function switchPositions(userIdOne: number, userIdTwo: number) {
  await gqlRequest(SwitchCustomPositionInListDocument, {
    a: userIdOne,
    b: userIdTwo,
  });
}

export async function updateUserFunction(
  userProjectId: number,
  department: number | null,
  fn: number | null,
) {
  await gqlRequest(UpdateUserFunctionDocument, { up: userProjectId, d: department, f: fn });
}

export async function updReference(userId: number, reference: string) {
  await gqlRequest(UpdUserProjectReferenceDocument, {
    id: userId,
    r: reference,
  });
}

export async function saveContract(
  userId: number,
  contractId: number | null,
  contract: { startDate: string; endDate: string; dailyRate: string | null },
) {
  await gqlRequest(AddUpdContractDocument, { id: userId, c: contractId, v: contract });
}

export async function delContract(contractId: number) {
  await gqlRequest(DelContractDocument, { id: contractId });
}

export async function setRights(userId: number, rights: Partial<Record<AccessRight, boolean>>) {
  await gqlRequest(AddUpdUserProjectAccessLevelDocument, {
    a: { UserId: userId, ...rights },
  });
}

/** Role switches of the user page, each with its operation of 001 §7.3. */
export const ROLE_OPERATIONS: Record<
  'isAdmin' | 'isProd' | 'upm' | 'studio',
  TypedDocumentNode<unknown, { id: number; v: boolean }>
> = {
  isAdmin: AddUpdAdminToProjectDocument,
  isProd: AddUpdProdFromProjectDocument,
  upm: AddUpdUpmDocument,
  studio: AddUpdStudioDocument,
};
export type EditableRole = keyof typeof ROLE_OPERATIONS;

export async function setRole(userId: number, role: EditableRole, value: boolean) {
  await gqlRequest(ROLE_OPERATIONS[role], { id: userId, v: value });
}

/** The person's translator or developer role (AddIsTranslator/DelIsTranslator, AddIsDev/DelIsDev). */
export async function setPersonRole(userId: number, role: 'isTranslator' | 'isDev', value: boolean) {
  const document: TypedDocumentNode<unknown, { id: number }> =
    role === 'isDev'
      ? value
        ? AddIsDevDocument
        : DelIsDevDocument
      : value
        ? AddIsTranslatorDocument
        : DelIsTranslatorDocument;
  await gqlRequest(document, { id: userId });
}

export async function saveValidation(
  userId: number,
  validationId: number | null,
  levels: Omit<Validation, 'id'>,
): Promise<void> {
  await gqlRequest(AddUpdValidationDocument, { id: userId, v: validationId, l: levels });
}

/** DelValidation: one document type (1 timesheet, 2 PO, 3 expense, 4 invoice) or, without it, the whole record. */
export async function delValidation(userId: number, validationId: number, doc?: number) {
  await gqlRequest(DelValidationDocument, { id: userId, v: validationId, d: doc ?? null });
}

export async function getProjectValidations(): Promise<ProjectValidation[]> {
  const data = await gqlRequest(GetProjectValidationsDocument);
  return data.GetProjectValidations;
}

export async function getAudit(userId: number): Promise<AuditEntry[]> {
  const data = await gqlRequest(GetUserAccessAuditDocument, { id: userId });
  return data.GetUserAccessAudit;
}

export async function getDepartments(): Promise<Department[]> {
  const data = await gqlRequest(GetDepartmentsAndFunctionsForUsersDocument);
  return data.GetDepartmentsAndFunctions.map((d) => ({ ...d.department, functions: d.functions }));
}

export async function getUserRequests(): Promise<UserRequest[]> {
  const data = await gqlRequest(UserRequestsDocument);
  return data.UserRequests;
}

export interface Invitation {
  email: string;
  name: string;
  firstName: string;
  language: number;
  departmentNumber: number | null;
  functionNumber: number | null;
  startDate: string;
  endDate: string;
  dailyRate: string | null;
}

export async function inviteUser(
  invitation: Invitation,
  levels: { TimeSheet: number; Expense: number; Po: number; Invoice: number; Department: number[] } | null,
): Promise<UserRequest> {
  const data = await gqlRequest(AddUserRequestDocument, { u: invitation });
  if (levels && levels.Department.length > 0)
    await gqlRequest(AddEncodingValidationDocument, {
      x: data.addUserRequest.xid,
      ts: levels.TimeSheet,
      e: levels.Expense,
      po: levels.Po,
      i: levels.Invoice,
      d: levels.Department,
    });
  return data.addUserRequest;
}

export async function delUserRequest(id: number) {
  await gqlRequest(DelUserRequestDocument, { id });
}

export async function delUserFromProject(userId: number) {
  await gqlRequest(DelUserFromProjectDocument, { id: userId });
}

export async function delUser(userId: number) {
  await gqlRequest(DelUserDocument, { id: userId });
}

export async function generateVcf(userId: number, sendMail: boolean) {
  const data = await gqlRequest(GenerateVcfFileDocument, { id: userId, m: sendMail });
  return data.GenerateVcfFile;
}

export async function signInAsUser(userId: number): Promise<string> {
  const data = await gqlRequest(SignInAsDocument, {
    id: userId,
  });
  return data.signInAs;
}

export async function getListPreferences(): Promise<{ hiddenUserIds: number[]; favouriteUserIds: number[] }> {
  const data = await gqlRequest(GetUserListPreferencesDocument);
  return data.GetUserListPreferences;
}

export async function setListPreference(userId: number, change: { hidden?: boolean; favourite?: boolean }) {
  await gqlRequest(SetUserListPreferenceDocument, {
    id: userId,
    h: change.hidden ?? null,
    f: change.favourite ?? null,
  });
}

export async function getOutbox(offset: number, limit: number): Promise<GetOutboxQuery['GetOutbox']> {
  const data = await gqlRequest(GetOutboxDocument, { l: limit, o: offset });
  return data.GetOutbox;
}
