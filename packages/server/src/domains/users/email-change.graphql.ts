import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as service from './email-change.service';
import { mayChangeIdentityOf } from './identity.policy';
import { UserRef } from './users.graphql';

// A new login email takes effect once the new address confirms it (issue 12 item 1). Not in the spec's list.

export const PendingEmailChangeRef = builder
  .objectRef<{ newEmail: string; expiresAt: Date }>('PendingEmailChange')
  .implement({
    description: 'A new login email waiting for the confirmation link sent to it.',
    fields: (t) => ({
      newEmail: t.exposeString('newEmail'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

builder.objectFields(UserRef, (t) => ({
  pendingEmail: t.field({
    type: PendingEmailChangeRef,
    nullable: true,
    resolve: (user, _args, ctx) => service.pendingEmailChange(ctx, user.id),
  }),
  identityEditable: t.boolean({
    description:
      'The caller may change the login email and bank details: the person, or an administrator of every license of the person.',
    resolve: (user, _args, ctx) => mayChangeIdentityOf(ctx.db, requireActor(ctx), user.id),
  }),
}));

builder.queryFields((t) => ({
  GetEmailChangeInfo: t.field({
    type: PendingEmailChangeRef,
    description: 'Public: the new address a confirmation link confirms, while the link works.',
    authScopes: { public: true },
    args: { Token: t.arg.string() },
    resolve: (_root, args, ctx) => service.getEmailChangeInfo(ctx, { token: args.Token }),
  }),
}));

builder.mutationFields((t) => ({
  RequestEmailChange: t.field({
    type: PendingEmailChangeRef,
    description:
      "Mails a confirmation link to the new address and a notice to the current one; the caller's own email without UserId.",
    extensions: {
      rule: "ownership: the caller's own email; another person's for an admin of every license they belong to (identity.policy), else NOT_FOUND",
    },
    authScopes: { authenticated: true },
    args: { UserId: t.arg.int({ required: false }), NewEmail: t.arg.string() },
    resolve: (_root, args, ctx) =>
      service.requestEmailChange(ctx, requireActor(ctx), { userId: args.UserId, newEmail: args.NewEmail }),
  }),
  CancelEmailChange: t.boolean({
    extensions: {
      rule: "ownership: the caller's own change; another person's for who may change it (identity.policy), else NOT_FOUND",
    },
    authScopes: { authenticated: true },
    args: { UserId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => service.cancelEmailChange(ctx, requireActor(ctx), { userId: args.UserId }),
  }),
  ConfirmEmailChange: t.string({
    description: 'Public: the link of the confirmation mail; answers the new login email. Works once.',
    authScopes: { public: true },
    args: { Token: t.arg.string() },
    resolve: (_root, args, ctx) => service.confirmEmailChange(ctx, { token: args.Token }),
  }),
}));
