import { builder, CONFIG_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as service from './payroll-codes.service';

const PayCodeRef = builder.objectRef<service.PayCodeRow>('PayCode').implement({
  description: 'Payroll code of 001 §3.8, shared by the projects of a license.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    licenseId: t.exposeInt('licenseId'),
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PayCodeInput = builder.inputType('PayCodeInput', {
  fields: (t) => ({ code: t.string(), description: t.string({ required: false }) }),
});

builder.queryFields((t) => ({
  GetPayCodes: t.field({
    type: [PayCodeRef],
    extensions: { rule: "license scope: every member reads the license's pay codes (payroll-codes.policy)" },
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => service.getPayCodes(ctx, requireActor(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdPayCode: t.field({
    type: PayCodeRef,
    authScopes: CONFIG_SCOPES,
    args: { PayCodeId: t.arg.int({ required: false }), PayCode: t.arg({ type: PayCodeInput }) },
    resolve: (_root, args, ctx) =>
      service.addUpdPayCode(ctx, requireActor(ctx), { payCodeId: args.PayCodeId, payCode: args.PayCode }),
  }),
  DelPayCode: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { PayCodeId: t.arg.int() },
    resolve: (_root, args, ctx) => service.delPayCode(ctx, requireActor(ctx), { payCodeId: args.PayCodeId }),
  }),
}));
