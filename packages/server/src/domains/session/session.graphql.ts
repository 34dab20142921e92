import { headerCountArgument } from '@setledger/shared/session/header.constants';
import { APP_VERSION, REQUIRED_CLIENT_VERSION } from '@setledger/shared/version';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { acceptUserRequest, pendingEmailChange } from '../users';
import { PendingEmailChangeRef } from '../users/email-change.graphql';
import { demoAccountsExist } from './demo-accounts';
import { HEADER_COUNTS, type HeaderData } from './header-counts';
import * as profile from './profile.service';
import * as session from './session.service';

export const Profile = builder.objectRef<profile.Profile>('Profile').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    fullName: t.exposeString('fullName'),
    initials: t.exposeString('initials'),
    phone: t.exposeString('phone', { nullable: true }),
    appLanguage: t.exposeInt('appLanguage'),
    currencySymbol: t.exposeString('currencySymbol'),
    currency: t.exposeInt('currency', { description: "The project's currency index (001 §9)." }),
    regionalSetting: t.exposeInt('regionalSetting', {
      description: "The project's locale index (001 §9: 0 en-US ... 6 de-DE): how amounts and dates read.",
    }),
    timeZone: t.exposeString('timeZone', {
      description: "The project's time zone, in which moments are shown.",
    }),
    projectId: t.exposeInt('projectId'),
    projectTitle: t.exposeString('projectTitle'),
    projectType: t.exposeInt('projectType'),
    useExpenseInvoice: t.exposeBoolean('useExpenseInvoice'),
    routingAvailable: t.boolean({
      description: 'A routing server (ROUTING_URL) gives travel distances by road; otherwise they are typed.',
      resolve: (_profile, _args, ctx) => Boolean(ctx.config.routingUrl),
    }),
    modules: t.stringList({
      description:
        "The project's switched-on modules (001 §3.10 'use' switches): the others leave the navigation.",
      resolve: (_profile, _args, ctx) => [...requireActor(ctx).modules].sort(),
    }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    functionName: t.exposeString('functionName', { nullable: true }),
    demoAccounts: t.boolean({
      description:
        'Demo accounts, whose password is published, exist on this server: the app warns while they do.',
      resolve: (_profile, _args, ctx) => demoAccountsExist(ctx.db),
    }),
  }),
});

const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    name: t.string(),
    firstName: t.string(),
    phone: t.string({ required: false }),
    appLanguage: t.int(),
  }),
});

const BackEndVersion = builder.objectRef<{ backEndVersion: string; shortBackEndVersion: string }>(
  'BackEndVersion',
);
BackEndVersion.implement({
  fields: (t) => ({
    backEndVersion: t.exposeString('backEndVersion'),
    shortBackEndVersion: t.exposeString('shortBackEndVersion'),
    requiredClientVersion: t.string({ resolve: () => REQUIRED_CLIENT_VERSION }),
  }),
});

const HeaderDataRef = builder.objectRef<HeaderData>('HeaderData').implement({
  fields: (t) => ({
    ...Object.fromEntries(HEADER_COUNTS.map((name) => [name, t.exposeInt(name)])),
    totalNotifications: t.exposeInt('totalNotifications', {
      description:
        'Sum of the counts; invoice counts only when the project uses expense invoices (001 §7.1).',
    }),
  }),
});

const argName = headerCountArgument;

builder.queryFields((t) => ({
  myProfile: t.field({
    type: Profile,
    extensions: { rule: "ownership: the caller's own account" },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => profile.getMyProfile(ctx, requireActor(ctx)),
  }),
  refreshToken: t.string({
    extensions: { rule: "ownership: a new token for the caller's own session" },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => session.refreshToken(ctx, requireActor(ctx)),
  }),
  GetBackEndVersion: t.field({
    type: BackEndVersion,
    authScopes: { public: true },
    resolve: () => ({
      backEndVersion: APP_VERSION,
      shortBackEndVersion: APP_VERSION.split('.').slice(0, 2).join('.'),
    }),
  }),
  GetHeaderData: t.field({
    type: HeaderDataRef,
    extensions: { rule: "ownership: the caller's own counts, each read through its domain's policy" },
    authScopes: { authenticated: true },
    args: {
      ProjectId: t.arg.int({ required: false }),
      ...Object.fromEntries(HEADER_COUNTS.map((name) => [argName(name), t.arg.boolean({ required: false })])),
    },
    resolve: (_root, args, ctx) => {
      const flags = args as Record<string, unknown>;
      const requested = new Set(HEADER_COUNTS.filter((name) => flags[argName(name)] === true));
      return profile.getHeaderData(ctx, requireActor(ctx), { projectId: args.ProjectId ?? null, requested });
    },
  }),
}));

// A login email waiting for its confirmation (issue 12 item 1), from the users domain below this one.
builder.objectField(Profile, 'pendingEmail', (t) =>
  t.field({
    type: PendingEmailChangeRef,
    nullable: true,
    resolve: (profile, _args, ctx) => pendingEmailChange(ctx, profile.id),
  }),
);

builder.mutationFields((t) => ({
  AcceptUserRequest: t.string({
    description: 'Public: the invitee sets (or confirms) a password, joins the project and gets a token.',
    authScopes: { public: true },
    args: {
      Xid: t.arg.string(),
      Name: t.arg.string(),
      FirstName: t.arg.string(),
      Password: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const joined = await acceptUserRequest(ctx, {
        xid: args.Xid,
        name: args.Name,
        firstName: args.FirstName,
        password: args.Password,
      });
      return session.tokenFor(ctx, joined.userId, joined.projectId);
    },
  }),

  signIn: t.string({
    authScopes: { public: true },
    args: { email: t.arg.string(), password: t.arg.string() },
    resolve: (_root, args, ctx) => session.signIn(ctx, { ...args, ip: ctx.ip }),
  }),
  changeProject: t.string({
    extensions: {
      rule: 'ownership: only a project the caller is a member of (projects.policy), else NOT_FOUND',
    },
    authScopes: { authenticated: true },
    args: { projectID: t.arg.int() },
    resolve: (_root, args, ctx) => session.changeProject(ctx, requireActor(ctx), args.projectID),
  }),
  signInAs: t.string({
    authScopes: { admin: true },
    args: { userID: t.arg.int() },
    resolve: (_root, args, ctx) => session.signInAs(ctx, requireActor(ctx), args.userID),
  }),
  UpdAppLanguage: t.string({
    extensions: { rule: "ownership: the caller's own language" },
    authScopes: { authenticated: true },
    args: { LanguageId: t.arg.int() },
    resolve: (_root, args, ctx) => session.updAppLanguage(ctx, requireActor(ctx), args.LanguageId),
  }),
  UpdMyProfile: t.field({
    type: Profile,
    extensions: {
      rule: "ownership: the caller's own account; identity fields not while signed in as (identity.policy)",
    },
    authScopes: { authenticated: true },
    args: { UpdatedProfile: t.arg({ type: ProfileInput }) },
    resolve: async (_root, args, ctx) => {
      await session.updMyProfile(ctx, requireActor(ctx), args.UpdatedProfile);
      return profile.getMyProfile(ctx, requireActor(ctx));
    },
  }),
  UpdMyPassword: t.string({
    description:
      "Changes the caller's password and ends every earlier session; answers a fresh token for this one.",
    extensions: { rule: "ownership: the caller's own password, not while signed in as (identity.policy)" },
    authScopes: { authenticated: true },
    args: { OldPassword: t.arg.string(), NewPassword: t.arg.string() },
    resolve: (_root, args, ctx) => session.updMyPassword(ctx, requireActor(ctx), args),
  }),
  SignOutEverywhere: t.boolean({
    description: 'Ends every session of the caller at once, this one included.',
    extensions: { rule: "ownership: the caller's own sessions, not while signed in as (identity.policy)" },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => session.signOutEverywhere(ctx, requireActor(ctx)),
  }),
}));
