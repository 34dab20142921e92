import { builder, USERS_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import * as requests from './requests.service';
import type { UserRequestRow } from './users.sql';

/** Invitations and password resets by emailed link (001 §3.3 user request, §7.3). */
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

const NewUserInput = builder.inputType('NewUserInput', {
  description: 'addUserRequest: who is invited, in which language, department, function and contract.',
  fields: (t) => ({
    email: t.string(),
    name: t.string(),
    firstName: t.string(),
    language: t.int(),
    departmentNumber: t.int({ required: false }),
    functionNumber: t.int({ required: false }),
    startDate: t.string({ ...DATE_INPUT }),
    endDate: t.string({ ...DATE_INPUT }),
    dailyRate: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
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
}));

builder.mutationFields((t) => ({
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
    extensions: { rule: "ownership: checks the caller's own password only; any other email answers false" },
    authScopes: { authenticated: true },
    args: { email: t.arg.string(), password: t.arg.string() },
    resolve: (_root, args, ctx) =>
      requests.verifyOwnPassword(ctx, requireActor(ctx), { email: args.email, password: args.password }),
  }),
}));
