import { ACCESS_RIGHTS, type AccessRight, ROLE_NAMES } from '@setledger/shared/auth/permissions';
import { builder, USERS_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { getOutbox } from '../mail/mail.service';
import * as access from './access.service';
import * as requests from './requests.service';
import * as service from './users.service';
import type { ContractRow, MemberListRow, UserRequestRow, ValidationRow } from './users.sql';

const FLAG_FIELDS = ['isAdmin', 'isProd', 'isVip', ...ROLE_NAMES, ...ACCESS_RIGHTS] as const;

const UserListItemRef = builder.objectRef<MemberListRow>('UserListItem').implement({
  description:
    'A project member with roles and access flags (001 §3.3, §6). Email and phone may be hidden (crew list).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The user id.' }),
    userProjectID: t.exposeInt('userProjectID'),
    projectId: t.exposeInt('projectId'),
    projectTitle: t.exposeString('projectTitle'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    fullName: t.string({ resolve: (u) => `${u.firstName} ${u.name}`.trim() }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    isDev: t.exposeBoolean('isDev'),
    isTranslator: t.exposeBoolean('isTranslator'),
    showWizard: t.exposeBoolean('showWizard'),
    reference: t.exposeString('reference'),
    customPosition: t.exposeInt('customPosition'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    functionNumber: t.exposeInt('functionNumber', { nullable: true }),
    functionName: t.exposeString('functionName', { nullable: true }),
    underContract: t.exposeBoolean('underContract'),
    validationLevel: t.exposeInt('validationLevel'),
    ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, t.exposeBoolean(name)])) as Record<
      (typeof FLAG_FIELDS)[number],
      ReturnType<typeof t.exposeBoolean>
    >),
  }),
});

const ContractRef = builder.objectRef<ContractRow>('Contract').implement({
  description:
    'A contract of a project member (001 §3.1); dailyRate is null for callers who may not see salaries.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    dailyRate: t.expose('dailyRate', { type: 'Decimal', nullable: true }),
    current: t.boolean({
      resolve: (c) => {
        const today = new Date().toISOString().slice(0, 10);
        return c.startDate <= today && today <= c.endDate;
      },
    }),
  }),
});

const ValidationRef = builder.objectRef<ValidationRow>('Validation').implement({
  description: 'Validation levels of one user in one department (001 §3.3): 0 none, 1 first, 2 second level.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    department: t.exposeInt('departmentNumber'),
    validationLevelTs: t.exposeInt('validationLevelTs'),
    validationLevelPo: t.exposeInt('validationLevelPo'),
    validationLevelExp: t.exposeInt('validationLevelExp'),
    validationLevelInvoice: t.exposeInt('validationLevelInvoice'),
  }),
});

type ProjectValidation = Awaited<ReturnType<typeof access.getProjectValidations>>[number];
const ProjectValidationRef = builder.objectRef<ProjectValidation>('ProjectValidation').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    department: t.exposeInt('department'),
    validationLevelTs: t.exposeInt('validationLevelTs'),
    validationLevelPo: t.exposeInt('validationLevelPo'),
    validationLevelExp: t.exposeInt('validationLevelExp'),
    validationLevelInvoice: t.exposeInt('validationLevelInvoice'),
  }),
});

const CustomFieldValueRef = builder
  .objectRef<{ flagItemId: number; value: string }>('CustomFieldValue')
  .implement({ fields: (t) => ({ flagItemId: t.exposeInt('flagItemId'), value: t.exposeString('value') }) });

const UserRef = builder.objectRef<service.FullUser>('User').implement({
  description:
    'A full user of the caller project (001 §3.3): person, membership, contracts and validation levels.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userProjectID: t.exposeInt('userProjectID'),
    projectId: t.exposeInt('projectId'),
    projectTitle: t.exposeString('projectTitle'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    fullName: t.string({ resolve: (u) => `${u.firstName} ${u.name}`.trim() }),
    email: t.string({ resolve: (u) => u.person.email }),
    phone: t.string({ nullable: true, resolve: (u) => u.phone }),
    appLanguage: t.int({ resolve: (u) => u.person.appLanguage }),
    reference: t.exposeString('reference'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    functionNumber: t.exposeInt('functionNumber', { nullable: true }),
    functionName: t.exposeString('functionName', { nullable: true }),
    underContract: t.exposeBoolean('underContract'),
    validationLevel: t.exposeInt('validationLevel'),
    isDev: t.exposeBoolean('isDev'),
    isTranslator: t.exposeBoolean('isTranslator'),
    showWizard: t.exposeBoolean('showWizard'),
    ...(Object.fromEntries(FLAG_FIELDS.map((name) => [name, t.exposeBoolean(name)])) as Record<
      (typeof FLAG_FIELDS)[number],
      ReturnType<typeof t.exposeBoolean>
    >),
    personalNumber: t.string({ resolve: (u) => u.person.personalNumber }),
    nationality: t.string({ resolve: (u) => u.person.nationality }),
    birthDate: t.string({ nullable: true, resolve: (u) => u.person.birthDate }),
    birthPlace: t.string({ resolve: (u) => u.person.birthPlace }),
    gender: t.int({ resolve: (u) => u.person.gender }),
    socialSecurityNumber: t.string({ resolve: (u) => u.person.socialSecurityNumber }),
    idCardNumber: t.string({ resolve: (u) => u.person.idCardNumber }),
    idCardExpiry: t.string({ nullable: true, resolve: (u) => u.person.idCardExpiry }),
    civilStatus: t.int({ resolve: (u) => u.person.civilStatus }),
    emergencyContact: t.string({ resolve: (u) => u.person.emergencyContact }),
    street: t.string({ resolve: (u) => u.person.street }),
    streetNumber: t.string({ resolve: (u) => u.person.streetNumber }),
    box: t.string({ resolve: (u) => u.person.box }),
    zip: t.string({ resolve: (u) => u.person.zip }),
    city: t.string({ resolve: (u) => u.person.city }),
    state: t.string({ resolve: (u) => u.person.state }),
    country: t.string({ resolve: (u) => u.person.country }),
    iban: t.string({ resolve: (u) => u.person.iban }),
    bic: t.string({ resolve: (u) => u.person.bic }),
    customFieldValues: t.field({
      type: [CustomFieldValueRef],
      resolve: (u) =>
        Object.entries(u.customFieldValues).map(([flagItemId, value]) => ({
          flagItemId: Number(flagItemId),
          value,
        })),
    }),
    contracts: t.field({ type: [ContractRef], resolve: (u) => u.contracts }),
    validations: t.field({ type: [ValidationRef], resolve: (u) => u.validations }),
  }),
});

type UserRequestListRow = UserRequestRow & { expired: boolean };
const UserRequestRef = builder.objectRef<UserRequestListRow>('UserRequest').implement({
  description: 'An invitation to join the project (001 §3.3 user request).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    xid: t.exposeString('xid', { description: 'The secret of the emailed link (people managers only).' }),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    language: t.exposeInt('language'),
    requestType: t.exposeInt('requestType'),
    departmentNumber: t.exposeInt('departmentNumber', { nullable: true }),
    functionNumber: t.exposeInt('functionNumber', { nullable: true }),
    startDate: t.exposeString('startDate', { nullable: true }),
    endDate: t.exposeString('endDate', { nullable: true }),
    validated: t.exposeBoolean('validated'),
    validatedAt: t.expose('validatedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    expired: t.exposeBoolean('expired'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

type RequestInfo = Awaited<ReturnType<typeof requests.getUserRequestInfo>>;
const UserRequestInfoRef = builder.objectRef<RequestInfo>('UserRequestInfo').implement({
  description: 'What the public invitation page shows (GetUserRequestInfo).',
  fields: (t) => ({
    xid: t.exposeString('xid'),
    email: t.exposeString('email'),
    projectTitle: t.exposeString('projectTitle'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    language: t.exposeInt('language'),
    requestType: t.exposeInt('requestType'),
    validated: t.exposeBoolean('validated'),
    hasAccount: t.exposeBoolean('hasAccount'),
    startDate: t.exposeString('startDate', { nullable: true }),
    endDate: t.exposeString('endDate', { nullable: true }),
    dailyRate: t.expose('dailyRate', { type: 'Decimal', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const NewPasswordRequestInfoRef = builder.objectRef<UserRequestRow>('NewPasswordRequestInfo').implement({
  fields: (t) => ({
    xid: t.exposeString('xid'),
    email: t.exposeString('email'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

type Encoding = Awaited<ReturnType<typeof access.getEncodingValidation>>;
const EncodingValidationRef = builder.objectRef<Encoding>('EncodingValidation').implement({
  description: 'Encoding validation of 001 §3.3: levels per document type and the departments they apply to.',
  fields: (t) => ({
    userProjectId: t.exposeInt('userProjectId', { nullable: true }),
    timeSheets: t.exposeInt('timeSheets'),
    expenses: t.exposeInt('expenses'),
    po: t.exposeInt('po'),
    invoice: t.exposeInt('invoice'),
    departments: t.exposeIntList('departments'),
  }),
});

type AuditRow = Awaited<ReturnType<typeof access.getUserAccessAudit>>[number];
const AccessAuditRef = builder.objectRef<AuditRow>('AccessAuditEntry').implement({
  description: 'A change of role, right or validation level: who, when, before, after (JSON).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    change: t.exposeString('change'),
    before: t.string({
      nullable: true,
      resolve: (a) => (a.before === null ? null : JSON.stringify(a.before)),
    }),
    after: t.string({ nullable: true, resolve: (a) => (a.after === null ? null : JSON.stringify(a.after)) }),
    at: t.expose('at', { type: 'DateTime' }),
    actorName: t.exposeString('actorName', { nullable: true }),
  }),
});

type Vcf = Awaited<ReturnType<typeof service.generateVcfFile>>;
const VcfFileRef = builder.objectRef<Vcf>('VcfFile').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    content: t.exposeString('content'),
    sent: t.exposeBoolean('sent'),
  }),
});

const UserListPreferencesRef = builder
  .objectRef<{ hiddenUserIds: number[]; favouriteUserIds: number[] }>('UserListPreferences')
  .implement({
    fields: (t) => ({
      hiddenUserIds: t.exposeIntList('hiddenUserIds'),
      favouriteUserIds: t.exposeIntList('favouriteUserIds'),
    }),
  });

type OutboxPage = Awaited<ReturnType<typeof getOutbox>>;
const OutboxMessageRef = builder.objectRef<OutboxPage['items'][number]>('OutboxMessage').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    attachmentNames: t.exposeStringList('attachmentNames'),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const OutboxPageRef = builder.objectRef<OutboxPage>('OutboxPage').implement({
  fields: (t) => ({
    items: t.field({ type: [OutboxMessageRef], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
  }),
});

const UpdatedUserInput = builder.inputType('UpdatedUserInput', {
  fields: (t) => ({
    name: t.string(),
    firstName: t.string(),
    email: t.string(),
    phone: t.string({ required: false }),
    appLanguage: t.int(),
    personalNumber: t.string({ required: false }),
    nationality: t.string({ required: false }),
    birthDate: t.string({ required: false }),
    birthPlace: t.string({ required: false }),
    gender: t.int(),
    socialSecurityNumber: t.string({ required: false }),
    idCardNumber: t.string({ required: false }),
    idCardExpiry: t.string({ required: false }),
    civilStatus: t.int(),
    emergencyContact: t.string({ required: false }),
    street: t.string({ required: false }),
    streetNumber: t.string({ required: false }),
    box: t.string({ required: false }),
    zip: t.string({ required: false }),
    city: t.string({ required: false }),
    state: t.string({ required: false }),
    country: t.string({ required: false }),
    iban: t.string({ required: false }),
    bic: t.string({ required: false }),
  }),
});

const CustomFieldValueInput = builder.inputType('CustomFieldValueInput', {
  fields: (t) => ({ flagItemId: t.int(), value: t.string() }),
});

const ContractInput = builder.inputType('ContractInput', {
  fields: (t) => ({ startDate: t.string(), endDate: t.string(), dailyRate: t.string({ required: false }) }),
});

const NewUserInput = builder.inputType('NewUserInput', {
  description: 'addUserRequest: who is invited, in which language, department, function and contract.',
  fields: (t) => ({
    email: t.string(),
    name: t.string(),
    firstName: t.string(),
    language: t.int(),
    departmentNumber: t.int({ required: false }),
    functionNumber: t.int({ required: false }),
    startDate: t.string(),
    endDate: t.string(),
    dailyRate: t.string({ required: false }),
  }),
});

const ValidationInput = builder.inputType('ValidationInput', {
  fields: (t) => ({
    department: t.int(),
    validationLevelTs: t.int(),
    validationLevelPo: t.int(),
    validationLevelExp: t.int(),
    validationLevelInvoice: t.int(),
  }),
});

const UpAccessInput = builder.inputType('UpAccessInput', {
  description: 'AddUpdUserProjectAccessLevel: the member and the rights to set (absent ones stay).',
  fields: (t) => ({
    UserId: t.int(),
    ...(Object.fromEntries(ACCESS_RIGHTS.map((right) => [right, t.boolean({ required: false })])) as Record<
      AccessRight,
      ReturnType<typeof t.boolean>
    >),
  }),
});

const ShortUserRef = builder
  .objectRef<{ id: number; name: string; firstName: string; fullName: string }>('ShortUser')
  .implement({
    description: 'Short user of 001 §3.3.',
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      firstName: t.exposeString('firstName'),
      fullName: t.exposeString('fullName'),
    }),
  });

builder.queryFields((t) => ({
  GetListUserInJobRequest: t.field({
    type: [ShortUserRef],
    description:
      'The people a job request can be handed to: administrators, production and members who manage users.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => service.getListUserInJobRequest(ctx, requireActor(ctx)),
  }),
  Users: t.field({
    type: [UserListItemRef],
    authScopes: USERS_SCOPES,
    args: {
      myProject: t.arg.boolean({ required: false }),
      projectID: t.arg.int({ required: false }),
      Department: t.arg.int({ required: false }),
      Function: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
      skip: t.arg.int({ required: false }),
      sortField: t.arg.string({ required: false }),
      sortOrder: t.arg.int({ required: false }),
      ForPo: t.arg.boolean({ required: false }),
      ForTimeSheet: t.arg.boolean({ required: false }),
      ForExpense: t.arg.boolean({ required: false }),
      Offset: t.arg.int({ required: false }),
      KeyWord: t.arg.string({ required: false }),
      GroupByContract: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) => service.listUsers(ctx, requireActor(ctx), args),
  }),
  GetCountTotalOfUser: t.int({
    authScopes: USERS_SCOPES,
    args: {
      ProjectId: t.arg.int({ required: false }),
      KeyWord: t.arg.string({ required: false }),
      UseLicense: t.arg.boolean({ required: false }),
      GroupByContract: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.countUsers(ctx, requireActor(ctx), {
        projectId: args.ProjectId,
        keyWord: args.KeyWord,
        useLicense: args.UseLicense,
      }),
  }),
  GetUsersOfProject: t.field({
    type: [UserListItemRef],
    description: 'The crew list: email and phone follow the project crew-list switches (001 §3.11).',
    authScopes: { adminOrProd: true, anyRight: ['canAccessUsers', 'canAccessCrewList'] },
    args: {
      SortByName: t.arg.boolean({ required: false }),
      UnderContract: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.getUsersOfProject(ctx, requireActor(ctx), {
        sortByName: args.SortByName,
        underContract: args.UnderContract,
      }),
  }),
  GetUsersWithoutFunction: t.field({
    type: [UserListItemRef],
    authScopes: USERS_SCOPES,
    resolve: (_root, _args, ctx) => service.getUsersWithoutFunction(ctx, requireActor(ctx)),
  }),
  User: t.field({
    type: UserRef,
    description: 'A member of the caller project: themselves, or anyone for people managers.',
    authScopes: { authenticated: true },
    args: { userID: t.arg.int() },
    resolve: (_root, args, ctx) => service.getUser(ctx, requireActor(ctx), { userId: args.userID }),
  }),
  GetUserByEmail: t.field({
    type: UserRef,
    authScopes: USERS_SCOPES,
    args: { Email: t.arg.string() },
    resolve: (_root, args, ctx) => service.getUser(ctx, requireActor(ctx), { email: args.Email }),
  }),
  GetUserScreenAccess: t.field({
    type: UserListItemRef,
    authScopes: { authenticated: true },
    args: { UserId: t.arg.int(), ProjectId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      access.getUserScreenAccess(ctx, requireActor(ctx), { userId: args.UserId, projectId: args.ProjectId }),
  }),
  UserRequests: t.field({
    type: [UserRequestRef],
    authScopes: USERS_SCOPES,
    args: { projectId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      requests.listUserRequests(ctx, requireActor(ctx), { projectId: args.projectId }),
  }),
  GetUserRequestInfo: t.field({
    type: UserRequestInfoRef,
    description: 'Public: the invitation behind an emailed link, while it works.',
    authScopes: { public: true },
    args: { Xid: t.arg.string() },
    resolve: (_root, args, ctx) => requests.getUserRequestInfo(ctx, { xid: args.Xid }),
  }),
  GetNewPasswordRequestInfo: t.field({
    type: NewPasswordRequestInfoRef,
    description: 'Public: the password reset behind an emailed link, while it works.',
    authScopes: { public: true },
    args: { Xid: t.arg.string() },
    resolve: (_root, args, ctx) => requests.getNewPasswordRequestInfo(ctx, { xid: args.Xid }),
  }),
  GetEncodingValidation: t.field({
    type: EncodingValidationRef,
    authScopes: { adminOrProd: true },
    args: {
      ProjectId: t.arg.int({ required: false }),
      UserId: t.arg.int({ required: false }),
      UserRequestXid: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      access.getEncodingValidation(ctx, requireActor(ctx), {
        projectId: args.ProjectId,
        userId: args.UserId,
        userRequestXid: args.UserRequestXid,
      }),
  }),
  GetProjectValidations: t.field({
    type: [ProjectValidationRef],
    description: 'Every validation record of the project with the validator (project/validations grid).',
    authScopes: USERS_SCOPES,
    resolve: (_root, _args, ctx) => access.getProjectValidations(ctx, requireActor(ctx)),
  }),
  GetUserAccessAudit: t.field({
    type: [AccessAuditRef],
    description: 'Changes of a member roles, rights and validation levels, newest first.',
    authScopes: USERS_SCOPES,
    args: { UserId: t.arg.int() },
    resolve: (_root, args, ctx) => access.getUserAccessAudit(ctx, requireActor(ctx), { userId: args.UserId }),
  }),
  GetUserListPreferences: t.field({
    type: UserListPreferencesRef,
    description: 'Hidden and favourite users of the caller, in this project (001 §3.15).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => service.getUserListPreferences(ctx, requireActor(ctx)),
  }),
  GetOutbox: t.field({
    type: OutboxPageRef,
    description: 'Messages the app sent about this project (kept when no SMTP server is set), newest first.',
    authScopes: { admin: true },
    args: { Limit: t.arg.int({ required: false }), Offset: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      getOutbox(ctx, requireActor(ctx), { limit: args.Limit ?? 20, offset: args.Offset ?? 0 }),
  }),
}));

const roleMutation = (
  t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0],
  role: 'isAdmin' | 'isProd' | 'upm' | 'studio',
  value: boolean | 'arg',
  scopes: { admin: true } | { adminOrProd: true },
  withProject = false,
) =>
  t.boolean({
    authScopes: scopes,
    args: {
      UserID: t.arg.int(),
      ...(withProject ? { ProjectID: t.arg.int({ required: false }) } : {}),
      ...(value === 'arg' ? { Value: t.arg.boolean() } : {}),
    },
    resolve: (_root, args, ctx) =>
      access.setProjectRole(ctx, requireActor(ctx), {
        userId: args.UserID as number,
        role,
        value: value === 'arg' ? (args as { Value: boolean }).Value : value,
        projectId: (args as { ProjectID?: number | null }).ProjectID,
      }),
  });

const rightMutation = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0], right: AccessRight) =>
  t.boolean({
    authScopes: { adminOrProd: true },
    args: { UserID: t.arg.int(), Value: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      access.setRights(ctx, requireActor(ctx), { userId: args.UserID, rights: { [right]: args.Value } }),
  });

const personRole = (
  t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0],
  role: 'isDev' | 'isTranslator',
  value: boolean,
) =>
  t.boolean({
    authScopes: role === 'isDev' ? { dev: true } : { admin: true },
    args: { UserID: t.arg.int() },
    resolve: (_root, args, ctx) =>
      access.setPersonRole(ctx, requireActor(ctx), { userId: args.UserID, role, value }),
  });

builder.mutationFields((t) => ({
  AddProdToProject: roleMutation(t, 'isProd', true, { adminOrProd: true }, true),
  DelProdFromProject: roleMutation(t, 'isProd', false, { adminOrProd: true }, true),
  AddAdminToProject: roleMutation(t, 'isAdmin', true, { admin: true }),
  DelAdminFromProject: roleMutation(t, 'isAdmin', false, { admin: true }),
  AddUpdProdFromProject: roleMutation(t, 'isProd', 'arg', { adminOrProd: true }),
  AddUpdAdminToProject: roleMutation(t, 'isAdmin', 'arg', { admin: true }),
  AddUpdUpm: roleMutation(t, 'upm', 'arg', { adminOrProd: true }),
  AddUpdStudio: roleMutation(t, 'studio', 'arg', { adminOrProd: true }),
  AddIsDev: personRole(t, 'isDev', true),
  DelIsDev: personRole(t, 'isDev', false),
  AddIsTranslator: personRole(t, 'isTranslator', true),
  DelIsTranslator: personRole(t, 'isTranslator', false),
  AddUpdAccessUsers: rightMutation(t, 'canAccessUsers'),
  AddUpdAccessBudget: rightMutation(t, 'canAccessBudget'),
  AddUpdAccessMyBudget: rightMutation(t, 'canAccessMyBudget'),
  AddUpdUserProjectAccessLevel: t.boolean({
    authScopes: { adminOrProd: true },
    args: { UpAccess: t.arg({ type: UpAccessInput }) },
    resolve: (_root, args, ctx) => {
      const { UserId, ...rights } = args.UpAccess;
      return access.setRights(ctx, requireActor(ctx), {
        userId: UserId,
        rights: rights as Partial<Record<AccessRight, boolean>>,
      });
    },
  }),
  UpdateShowWizard: t.boolean({
    authScopes: { authenticated: true },
    args: { UserId: t.arg.int(), ShowWizard: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      access.updateShowWizard(ctx, requireActor(ctx), { userId: args.UserId, showWizard: args.ShowWizard }),
  }),
  SwitchCustomPositionInList: t.boolean({
    authScopes: USERS_SCOPES,
    args: { UserIdOne: t.arg.int(), UserIdTwo: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.switchCustomPositionInList(ctx, requireActor(ctx), {
        userIdOne: args.UserIdOne,
        userIdTwo: args.UserIdTwo,
      }),
  }),
  DelUser: t.int({
    description: 'Deletes the account (admins), when all its projects belong to the caller license.',
    authScopes: { admin: true },
    args: { userID: t.arg.int() },
    resolve: (_root, args, ctx) => service.delUser(ctx, requireActor(ctx), { userId: args.userID }),
  }),
  DelUserFromProject: t.int({
    authScopes: USERS_SCOPES,
    args: { UserId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delUserFromProject(ctx, requireActor(ctx), { userId: args.UserId }),
  }),
  DelAllTypeNormalValidation: t.int({
    authScopes: { adminOrProd: true },
    args: { UserId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      access.delAllTypeNormalValidation(ctx, requireActor(ctx), { userId: args.UserId }),
  }),
  AddUpdValidation: t.field({
    type: ValidationRef,
    nullable: true,
    description: 'Sets a user levels in a department; null when every level is 0 (the record is removed).',
    authScopes: { adminOrProd: true },
    args: {
      ValidationId: t.arg.int({ required: false }),
      UserId: t.arg.int(),
      ProjectId: t.arg.int({ required: false }),
      UpdValidation: t.arg({ type: ValidationInput }),
      Replace: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      access.addUpdValidation(ctx, requireActor(ctx), {
        validationId: args.ValidationId,
        userId: args.UserId,
        projectId: args.ProjectId,
        updValidation: args.UpdValidation,
        replace: args.Replace,
      }),
  }),
  DelValidation: t.int({
    description: 'ValLvlDoc: 1 timesheet, 2 PO, 3 expense, 4 invoice; 0 or absent removes the record.',
    authScopes: { adminOrProd: true },
    args: {
      ValidationId: t.arg.int(),
      UserId: t.arg.int(),
      ProjectId: t.arg.int({ required: false }),
      ValLvlDoc: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      access.delValidation(ctx, requireActor(ctx), {
        validationId: args.ValidationId,
        userId: args.UserId,
        projectId: args.ProjectId,
        valLvlDoc: args.ValLvlDoc,
      }),
  }),
  AddEncodingValidation: t.boolean({
    authScopes: { adminOrProd: true },
    args: {
      ProjectId: t.arg.int({ required: false }),
      UserId: t.arg.int({ required: false }),
      TimeSheet: t.arg.int(),
      Expense: t.arg.int(),
      Po: t.arg.int(),
      Invoice: t.arg.int(),
      Department: t.arg.intList(),
      UserRequestXid: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      access.addEncodingValidation(ctx, requireActor(ctx), {
        projectId: args.ProjectId,
        userId: args.UserId,
        userRequestXid: args.UserRequestXid,
        values: {
          TimeSheet: args.TimeSheet,
          Expense: args.Expense,
          Po: args.Po,
          Invoice: args.Invoice,
          Department: args.Department,
        },
      }),
  }),
  UpdUserProjectReference: t.string({
    authScopes: USERS_SCOPES,
    args: { UserId: t.arg.int(), Reference: t.arg.string() },
    resolve: (_root, args, ctx) =>
      service.updUserProjectReference(ctx, requireActor(ctx), {
        userId: args.UserId,
        reference: args.Reference,
      }),
  }),
  UpdateUserFunction: t.int({
    authScopes: USERS_SCOPES,
    args: {
      UserProjectID: t.arg.int(),
      DepartmentValue: t.arg.int({ required: false }),
      FunctionValue: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.updateUserFunction(ctx, requireActor(ctx), {
        userProjectId: args.UserProjectID,
        departmentValue: args.DepartmentValue ?? null,
        functionValue: args.FunctionValue ?? null,
      }),
  }),
  UpdUser: t.field({
    type: UserRef,
    authScopes: USERS_SCOPES,
    args: {
      UserId: t.arg.int(),
      UpdatedUser: t.arg({ type: UpdatedUserInput }),
      CustomFieldValues: t.arg({ type: [CustomFieldValueInput], required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.updUser(ctx, requireActor(ctx), {
        userId: args.UserId,
        updatedUser: args.UpdatedUser,
        customFieldValues: args.CustomFieldValues,
      }),
  }),
  AddUpdContract: t.field({
    type: ContractRef,
    description: 'Adds (no ContractId) or changes a contract of a member.',
    authScopes: USERS_SCOPES,
    args: {
      UserId: t.arg.int(),
      ContractId: t.arg.int({ required: false }),
      Contract: t.arg({ type: ContractInput }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdContract(ctx, requireActor(ctx), {
        userId: args.UserId,
        contractId: args.ContractId,
        contract: args.Contract,
      }),
  }),
  DelContract: t.int({
    authScopes: USERS_SCOPES,
    args: { ContractId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delContract(ctx, requireActor(ctx), { contractId: args.ContractId }),
  }),
  SetUserListPreference: t.field({
    type: UserListPreferencesRef,
    description: 'Hides or shows a user, marks or unmarks a favourite, in the caller users list.',
    authScopes: { authenticated: true },
    args: {
      UserId: t.arg.int(),
      Hidden: t.arg.boolean({ required: false }),
      Favourite: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.setUserListPreference(ctx, requireActor(ctx), {
        userId: args.UserId,
        hidden: args.Hidden,
        favourite: args.Favourite,
      }),
  }),
  GenerateVcfFile: t.field({
    type: VcfFileRef,
    description: 'A vCard 4.0 of the member; SendMail also emails it to the caller.',
    authScopes: USERS_SCOPES,
    args: { UserId: t.arg.int(), SendMail: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.generateVcfFile(ctx, requireActor(ctx), {
        userId: args.UserId,
        sendMail: args.SendMail === true,
      }),
  }),
  addUserRequest: t.field({
    type: UserRequestRef,
    description: 'Invites a person to the project: an emailed link with an unguessable xid.',
    authScopes: USERS_SCOPES,
    args: { NewUser: t.arg({ type: NewUserInput }) },
    resolve: async (_root, args, ctx) => ({
      ...(await requests.addUserRequest(ctx, requireActor(ctx), { newUser: args.NewUser })),
      expired: false,
    }),
  }),
  DelUserRequest: t.int({
    authScopes: USERS_SCOPES,
    args: { UserRequestId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      requests.delUserRequest(ctx, requireActor(ctx), { userRequestId: args.UserRequestId }),
  }),
  AcceptUserRequest: t.string({
    description: 'Public: the invitee sets (or confirms) a password, joins the project and gets a token.',
    authScopes: { public: true },
    args: {
      Xid: t.arg.string(),
      Name: t.arg.string(),
      FirstName: t.arg.string(),
      Password: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      requests.acceptUserRequest(ctx, {
        xid: args.Xid,
        name: args.Name,
        firstName: args.FirstName,
        password: args.Password,
      }),
  }),
  RequestPasswordReset: t.boolean({
    description: 'Public: emails a reset link when the account exists; answers true either way.',
    authScopes: { public: true },
    args: { Email: t.arg.string() },
    resolve: (_root, args, ctx) => requests.requestPasswordReset(ctx, { email: args.Email }),
  }),
  SetNewPassword: t.boolean({
    description: 'Public: sets the password behind a reset link, once.',
    authScopes: { public: true },
    args: { Xid: t.arg.string(), Password: t.arg.string() },
    resolve: (_root, args, ctx) => requests.setNewPassword(ctx, { xid: args.Xid, password: args.Password }),
  }),
  VerifyPassword: t.boolean({
    description: "Checks the caller's own email and password (re-confirmation before a sensitive step).",
    authScopes: { authenticated: true },
    args: { email: t.arg.string(), password: t.arg.string() },
    resolve: (_root, args, ctx) =>
      requests.verifyOwnPassword(ctx, requireActor(ctx), { email: args.email, password: args.password }),
  }),
}));
