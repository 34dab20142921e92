import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as translations from './translations.service';

const FormItem = builder
  .objectRef<{ formName: string; formNumber: number; message: string }>('FormItem')
  .implement({
    fields: (t) => ({
      formName: t.exposeString('formName'),
      formNumber: t.exposeInt('formNumber'),
      message: t.exposeString('message'),
    }),
  });

const MenuItem = builder.objectRef<{ number: number; value: number; message: string }>('MenuItem').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    value: t.exposeInt('value'),
    message: t.exposeString('message'),
  }),
});

builder.queryFields((t) => ({
  GetAllFormsContent: t.field({
    type: [FormItem],
    // Public: the login page needs its texts before anyone is signed in.
    authScopes: { public: true },
    args: { WebForm: t.arg.string(), TargetLanguage: t.arg.int() },
    resolve: (_root, args, ctx) =>
      translations.getAllFormsContent(ctx, { webForm: args.WebForm, targetLanguage: args.TargetLanguage }),
  }),
  GetAllMenus: t.field({
    type: [MenuItem],
    authScopes: { public: true },
    args: { TargetLanguage: t.arg.int() },
    resolve: (_root, args, ctx) => translations.getAllMenus(ctx, { targetLanguage: args.TargetLanguage }),
  }),
}));

builder.mutationFields((t) => ({
  ReportMissingMessage: t.boolean({
    extensions: { rule: "any member: records a missing text of the caller's language" },
    authScopes: { authenticated: true },
    args: {
      WebForm: t.arg.string(),
      FormNumber: t.arg.int(),
      Message: t.arg.string(),
      TargetLanguage: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      translations.reportMissingMessage(ctx, requireActor(ctx), {
        webForm: args.WebForm,
        formNumber: args.FormNumber,
        message: args.Message,
        targetLanguage: args.TargetLanguage,
      }),
  }),
}));
