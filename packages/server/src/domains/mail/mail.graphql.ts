import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { getOutbox } from './mail.service';

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

builder.queryFields((t) => ({
  GetOutbox: t.field({
    type: OutboxPageRef,
    description: 'Messages the app sent about this project (kept when no SMTP server is set), newest first.',
    authScopes: { admin: true },
    args: { Limit: t.arg.int({ required: false }), Offset: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) =>
      getOutbox(ctx, requireActor(ctx), { limit: args.Limit ?? 20, offset: args.Offset ?? 0 }),
  }),
}));
