import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as service from './license-admins.service';

// License administration (issue 12 item 2): not in the spec's operation list, so named plainly.

type Admin = Awaited<ReturnType<typeof service.listLicenseAdmins>>[number];
const LicenseAdminRef = builder.objectRef<Admin>('LicenseAdmin').implement({
  description: 'An administrator of a license: acts on every project of the license.',
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    name: t.exposeString('name'),
    firstName: t.exposeString('firstName'),
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email'),
    grantedAt: t.expose('grantedAt', { type: 'DateTime' }),
    grantedByName: t.exposeString('grantedByName', { nullable: true }),
  }),
});

type Audit = Awaited<ReturnType<typeof service.listLicenseAdminAudit>>[number];
const LicenseAdminAuditRef = builder.objectRef<Audit>('LicenseAdminAuditEntry').implement({
  description: 'A grant or revocation of license administration: who, to whom, when, before and after.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId'),
    targetName: t.exposeString('targetName'),
    change: t.exposeString('change'),
    before: t.string({
      nullable: true,
      resolve: (a) => (a.before == null ? null : JSON.stringify(a.before)),
    }),
    after: t.string({ nullable: true, resolve: (a) => (a.after == null ? null : JSON.stringify(a.after)) }),
    at: t.expose('at', { type: 'DateTime' }),
    actorName: t.exposeString('actorName', { nullable: true }),
  }),
});

const licenseAdmin = { licenseAdmin: true } as const;

builder.queryFields((t) => ({
  LicenseAdmins: t.field({
    type: [LicenseAdminRef],
    description: "The administrators of the current project's license (LicenseId: that license, or absent).",
    authScopes: licenseAdmin,
    args: { LicenseId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.listLicenseAdmins(ctx, requireActor(ctx), { licenseId: args.LicenseId }),
  }),
  LicenseAdminAudit: t.field({
    type: [LicenseAdminAuditRef],
    description: 'Grants and revocations of license administration, newest first.',
    authScopes: licenseAdmin,
    args: { LicenseId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      service.listLicenseAdminAudit(ctx, requireActor(ctx), { licenseId: args.LicenseId }),
  }),
}));

builder.mutationFields((t) => ({
  GrantLicenseAdmin: t.field({
    type: [LicenseAdminRef],
    description: 'Makes a member of a project of the license its administrator (audited); answers the list.',
    authScopes: licenseAdmin,
    args: { LicenseId: t.arg.int({ required: false }), UserId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.grantLicenseAdmin(ctx, requireActor(ctx), { licenseId: args.LicenseId, userId: args.UserId }),
  }),
  RevokeLicenseAdmin: t.field({
    type: [LicenseAdminRef],
    description: 'Ends license administration (audited); the last administrator stays. Answers the list.',
    authScopes: licenseAdmin,
    args: { LicenseId: t.arg.int({ required: false }), UserId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.revokeLicenseAdmin(ctx, requireActor(ctx), { licenseId: args.LicenseId, userId: args.UserId }),
  }),
}));
