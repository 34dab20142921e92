import { ACCESS_RIGHTS, type AccessRight } from '@setledger/shared/auth/permissions';
import { builder, USERS_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as access from './access.service';
import { UserListItemRef, ValidationRef } from './users.graphql';

/** Roles, access rights, validation levels and their audit trail (001 §6, §7.3). */
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

builder.queryFields((t) => ({
  GetUserScreenAccess: t.field({
    type: UserListItemRef,
    extensions: {
      rule: "ownership: the caller's own roles and rights; another member's for who manages users (users.policy), else FORBIDDEN; another project's person NOT_FOUND",
    },
    authScopes: { authenticated: true },
    args: { UserId: t.arg.int(), ProjectId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      access.getUserScreenAccess(ctx, requireActor(ctx), { userId: args.UserId, projectId: args.ProjectId }),
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
    extensions: { rule: "ownership: the caller's own wizard flag" },
    authScopes: { authenticated: true },
    args: { UserId: t.arg.int(), ShowWizard: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      access.updateShowWizard(ctx, requireActor(ctx), { userId: args.UserId, showWizard: args.ShowWizard }),
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
}));
