import {
  ACCESS_RIGHTS,
  type AccessRight,
  ROLE_NAMES,
  type RoleName,
} from '@setledger/shared/auth/permissions';
import { gqlRequest } from '../../../lib/graphql';

type Flags = Record<AccessRight | RoleName | 'isAdmin' | 'isProd' | 'isVip', boolean>;

export interface UserListItem extends Flags {
  id: number;
  userProjectID: number;
  projectId: number;
  projectTitle: string;
  name: string;
  firstName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  isDev: boolean;
  isTranslator: boolean;
  reference: string;
  departmentNumber: number | null;
  departmentName: string | null;
  functionNumber: number | null;
  functionName: string | null;
  underContract: boolean;
  validationLevel: number;
}

export interface Contract {
  id: number;
  startDate: string;
  endDate: string;
  dailyRate: string | null;
  current: boolean;
}

export interface Validation {
  id: number;
  department: number;
  validationLevelTs: number;
  validationLevelPo: number;
  validationLevelExp: number;
  validationLevelInvoice: number;
}

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

export interface CustomField {
  id: number;
  name: string;
  flagName: string;
  /** 0 text, 1 integer, 2 decimal. */
  fieldType: number;
  defaultValue: string;
  disabled: boolean;
}

export interface FullUser extends UserListItem, PersonFields {
  email: string;
  showWizard: boolean;
  /** The caller may change the login email and bank details (issue 12 item 1). */
  identityEditable: boolean;
  /** A new login email waiting for its confirmation link. */
  pendingEmail: { newEmail: string; expiresAt: string } | null;
  customFieldValues: { flagItemId: number; value: string }[];
  contracts: Contract[];
  validations: Validation[];
}

export interface UserRequest {
  id: number;
  xid: string;
  email: string;
  name: string;
  firstName: string;
  language: number;
  departmentNumber: number | null;
  startDate: string | null;
  endDate: string | null;
  validated: boolean;
  expired: boolean;
  expiresAt: string;
  createdAt: string;
}

export interface Department {
  value: number;
  message: string;
  functions: { value: number; message: string }[];
}

export interface ProjectValidation extends Omit<Validation, 'id'> {
  id: number;
  userId: number;
  name: string;
  firstName: string;
}

export interface AuditEntry {
  id: number;
  change: string;
  before: string | null;
  after: string | null;
  at: string;
  actorName: string | null;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachmentNames: string[];
  sentAt: string | null;
  error: string | null;
  createdAt: string;
}

const FLAGS = ['isAdmin', 'isProd', 'isVip', ...ROLE_NAMES, ...ACCESS_RIGHTS].join(' ');
const LIST_FIELDS = `id userProjectID projectId projectTitle name firstName fullName email phone isDev isTranslator reference
  departmentNumber departmentName functionNumber functionName underContract validationLevel ${FLAGS}`;
const PERSON_FIELDS = `personalNumber nationality birthDate birthPlace gender socialSecurityNumber idCardNumber idCardExpiry
  civilStatus emergencyContact street streetNumber box zip city state country iban bic appLanguage showWizard`;
const FULL_FIELDS = `${LIST_FIELDS} ${PERSON_FIELDS}
  identityEditable pendingEmail { newEmail expiresAt }
  customFieldValues { flagItemId value }
  contracts { id startDate endDate dailyRate current }
  validations { id department validationLevelTs validationLevelPo validationLevelExp validationLevelInvoice }`;

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
  const data = await gqlRequest<{ Users: UserListItem[] }>(
    `query Users($k: String, $d: Int, $f: Int, $l: Int, $o: Int, $s: String, $p: Int, $m: Boolean, $g: Boolean) {
      Users(KeyWord: $k, Department: $d, Function: $f, limit: $l, Offset: $o, sortField: $s, projectID: $p, myProject: $m, GroupByContract: $g) { ${LIST_FIELDS} } }`,
    variables,
  );
  return data.Users;
}

export async function countUsers(
  filter: Pick<UsersFilter, 'keyWord' | 'projectId' | 'license'>,
): Promise<number> {
  const data = await gqlRequest<{ GetCountTotalOfUser: number }>(
    'query Count($k: String, $p: Int, $u: Boolean) { GetCountTotalOfUser(KeyWord: $k, ProjectId: $p, UseLicense: $u) }',
    { k: filter.keyWord || null, p: filter.projectId ?? null, u: filter.license ?? false },
  );
  return data.GetCountTotalOfUser;
}

export async function getCrewList(): Promise<UserListItem[]> {
  const data = await gqlRequest<{ GetUsersOfProject: UserListItem[] }>(
    `query Crew { GetUsersOfProject(SortByName: false) { ${LIST_FIELDS} } }`,
  );
  return data.GetUsersOfProject;
}

export async function getUser(id: number): Promise<FullUser> {
  const data = await gqlRequest<{ User: FullUser }>(
    `query User($id: Int!) { User(userID: $id) { ${FULL_FIELDS} } }`,
    {
      id,
    },
  );
  return data.User;
}

export async function updUser(
  id: number,
  person: PersonFields,
  customFieldValues: { flagItemId: number; value: string }[] = [],
): Promise<FullUser> {
  const data = await gqlRequest<{ UpdUser: FullUser }>(
    `mutation UpdUser($id: Int!, $u: UpdatedUserInput!, $c: [CustomFieldValueInput!]) {
      UpdUser(UserId: $id, UpdatedUser: $u, CustomFieldValues: $c) { ${FULL_FIELDS} } }`,
    { id, u: person, c: customFieldValues.length > 0 ? customFieldValues : null },
  );
  return data.UpdUser;
}

/** The project's custom fields (flag items of the custom fields type, 001 §3.12). */
export async function getCustomFields(): Promise<CustomField[]> {
  const data = await gqlRequest<{ GetProjectFlagItems: CustomField[] }>(
    'query CustomFields { GetProjectFlagItems(Types: [2]) { id name flagName fieldType defaultValue disabled } }',
  );
  return data.GetProjectFlagItems.filter((item) => !item.disabled);
}

export async function switchPositions(userIdOne: number, userIdTwo: number) {
  await gqlRequest(
    'mutation Swap($a: Int!, $b: Int!) { SwitchCustomPositionInList(UserIdOne: $a, UserIdTwo: $b) }',
    {
      a: userIdOne,
      b: userIdTwo,
    },
  );
}

export async function updateUserFunction(
  userProjectId: number,
  department: number | null,
  fn: number | null,
) {
  await gqlRequest(
    'mutation Place($up: Int!, $d: Int, $f: Int) { UpdateUserFunction(UserProjectID: $up, DepartmentValue: $d, FunctionValue: $f) }',
    { up: userProjectId, d: department, f: fn },
  );
}

export async function updReference(userId: number, reference: string) {
  await gqlRequest(
    'mutation Ref($id: Int!, $r: String!) { UpdUserProjectReference(UserId: $id, Reference: $r) }',
    {
      id: userId,
      r: reference,
    },
  );
}

export async function saveContract(
  userId: number,
  contractId: number | null,
  contract: { startDate: string; endDate: string; dailyRate: string | null },
) {
  await gqlRequest(
    'mutation Contract($id: Int!, $c: Int, $v: ContractInput!) { AddUpdContract(UserId: $id, ContractId: $c, Contract: $v) { id } }',
    { id: userId, c: contractId, v: contract },
  );
}

export async function delContract(contractId: number) {
  await gqlRequest('mutation DelContract($id: Int!) { DelContract(ContractId: $id) }', { id: contractId });
}

export async function setRights(userId: number, rights: Partial<Record<AccessRight, boolean>>) {
  await gqlRequest('mutation Rights($a: UpAccessInput!) { AddUpdUserProjectAccessLevel(UpAccess: $a) }', {
    a: { UserId: userId, ...rights },
  });
}

/** Role switches of the user page, each with its operation of 001 §7.3. */
export const ROLE_OPERATIONS = {
  isAdmin: 'AddUpdAdminToProject',
  isProd: 'AddUpdProdFromProject',
  upm: 'AddUpdUpm',
  studio: 'AddUpdStudio',
} as const;
export type EditableRole = keyof typeof ROLE_OPERATIONS;

export async function setRole(userId: number, role: EditableRole, value: boolean) {
  const operation = ROLE_OPERATIONS[role];
  await gqlRequest(`mutation Role($id: Int!, $v: Boolean!) { ${operation}(UserID: $id, Value: $v) }`, {
    id: userId,
    v: value,
  });
}

/** The person's translator or developer role (AddIsTranslator/DelIsTranslator, AddIsDev/DelIsDev). */
export async function setPersonRole(userId: number, role: 'isTranslator' | 'isDev', value: boolean) {
  const name = role === 'isDev' ? 'IsDev' : 'IsTranslator';
  const operation = `${value ? 'Add' : 'Del'}${name}`;
  await gqlRequest(`mutation Translator($id: Int!) { ${operation}(UserID: $id) }`, { id: userId });
}

export async function saveValidation(
  userId: number,
  validationId: number | null,
  levels: Omit<Validation, 'id'>,
): Promise<void> {
  await gqlRequest(
    `mutation Validation($id: Int!, $v: Int, $l: ValidationInput!) {
      AddUpdValidation(UserId: $id, ValidationId: $v, UpdValidation: $l, Replace: true) { id } }`,
    { id: userId, v: validationId, l: levels },
  );
}

/** DelValidation: one document type (1 timesheet, 2 PO, 3 expense, 4 invoice) or, without it, the whole record. */
export async function delValidation(userId: number, validationId: number, doc?: number) {
  await gqlRequest(
    'mutation DelValidation($id: Int!, $v: Int!, $d: Int) { DelValidation(UserId: $id, ValidationId: $v, ValLvlDoc: $d) }',
    { id: userId, v: validationId, d: doc ?? null },
  );
}

export async function getProjectValidations(): Promise<ProjectValidation[]> {
  const data = await gqlRequest<{ GetProjectValidations: ProjectValidation[] }>(
    `query Validations { GetProjectValidations { id userId name firstName department validationLevelTs validationLevelPo
      validationLevelExp validationLevelInvoice } }`,
  );
  return data.GetProjectValidations;
}

export async function getAudit(userId: number): Promise<AuditEntry[]> {
  const data = await gqlRequest<{ GetUserAccessAudit: AuditEntry[] }>(
    'query Audit($id: Int!) { GetUserAccessAudit(UserId: $id) { id change before after at actorName } }',
    { id: userId },
  );
  return data.GetUserAccessAudit;
}

export async function getDepartments(): Promise<Department[]> {
  const data = await gqlRequest<{
    GetDepartmentsAndFunctions: {
      department: { value: number; message: string };
      functions: Department['functions'];
    }[];
  }>(
    'query Departments { GetDepartmentsAndFunctions { department { value message } functions { value message } } }',
  );
  return data.GetDepartmentsAndFunctions.map((d) => ({ ...d.department, functions: d.functions }));
}

export async function getUserRequests(): Promise<UserRequest[]> {
  const data = await gqlRequest<{ UserRequests: UserRequest[] }>(
    `query Requests { UserRequests { id xid email name firstName language departmentNumber startDate endDate validated expired
      expiresAt createdAt } }`,
  );
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
  const data = await gqlRequest<{ addUserRequest: UserRequest }>(
    'mutation Invite($u: NewUserInput!) { addUserRequest(NewUser: $u) { id xid email validated expired expiresAt createdAt name firstName language departmentNumber startDate endDate } }',
    { u: invitation },
  );
  if (levels && levels.Department.length > 0)
    await gqlRequest(
      `mutation Encoding($x: String!, $ts: Int!, $e: Int!, $po: Int!, $i: Int!, $d: [Int!]!) {
        AddEncodingValidation(UserRequestXid: $x, TimeSheet: $ts, Expense: $e, Po: $po, Invoice: $i, Department: $d) }`,
      {
        x: data.addUserRequest.xid,
        ts: levels.TimeSheet,
        e: levels.Expense,
        po: levels.Po,
        i: levels.Invoice,
        d: levels.Department,
      },
    );
  return data.addUserRequest;
}

export async function delUserRequest(id: number) {
  await gqlRequest('mutation DelRequest($id: Int!) { DelUserRequest(UserRequestId: $id) }', { id });
}

export async function delUserFromProject(userId: number) {
  await gqlRequest('mutation Remove($id: Int!) { DelUserFromProject(UserId: $id) }', { id: userId });
}

export async function delUser(userId: number) {
  await gqlRequest('mutation DelUser($id: Int!) { DelUser(userID: $id) }', { id: userId });
}

export async function generateVcf(userId: number, sendMail: boolean) {
  const data = await gqlRequest<{
    GenerateVcfFile: { fileName: string; contentType: string; content: string };
  }>(
    'mutation Vcf($id: Int!, $m: Boolean) { GenerateVcfFile(UserId: $id, SendMail: $m) { fileName contentType content } }',
    { id: userId, m: sendMail },
  );
  return data.GenerateVcfFile;
}

export async function signInAsUser(userId: number): Promise<string> {
  const data = await gqlRequest<{ signInAs: string }>('mutation As($id: Int!) { signInAs(userID: $id) }', {
    id: userId,
  });
  return data.signInAs;
}

export async function getListPreferences(): Promise<{ hiddenUserIds: number[]; favouriteUserIds: number[] }> {
  const data = await gqlRequest<{
    GetUserListPreferences: { hiddenUserIds: number[]; favouriteUserIds: number[] };
  }>('query Prefs { GetUserListPreferences { hiddenUserIds favouriteUserIds } }');
  return data.GetUserListPreferences;
}

export async function setListPreference(userId: number, change: { hidden?: boolean; favourite?: boolean }) {
  await gqlRequest(
    'mutation Pref($id: Int!, $h: Boolean, $f: Boolean) { SetUserListPreference(UserId: $id, Hidden: $h, Favourite: $f) { hiddenUserIds } }',
    { id: userId, h: change.hidden ?? null, f: change.favourite ?? null },
  );
}

export async function getOutbox(
  offset: number,
  limit: number,
): Promise<{ total: number; items: OutboxMessage[] }> {
  const data = await gqlRequest<{ GetOutbox: { total: number; items: OutboxMessage[] } }>(
    'query Outbox($l: Int, $o: Int) { GetOutbox(Limit: $l, Offset: $o) { total items { id to subject text attachmentNames sentAt error createdAt } } }',
    { l: limit, o: offset },
  );
  return data.GetOutbox;
}
