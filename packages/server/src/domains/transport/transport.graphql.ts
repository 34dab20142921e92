import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { AddressInput, AddressRef } from '../addresses/addresses.graphql';
import * as service from './transport.service';

/** The transport manager (001 §6): administrators, production, canManageTransport. */
const MANAGE = { $any: { adminOrProd: true, right: 'canManageTransport' } } as const;
const MEMBER = { authenticated: true } as const;
const RULE = {
  rule: "project scope: the project's trips with canManageTransport, else the caller's own (transport.policy editableWhere); else NOT_FOUND",
};

const TransportRef = builder.objectRef<service.Transport>('Transport').implement({
  description: 'A trip (issue 15): means of transport 1-28 (001 §9), from/to, km, passengers, energy.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId', { nullable: true }),
    personName: t.exposeString('personName', { nullable: true }),
    transportTypeCode: t.exposeInt('transportTypeCode'),
    carbonClap: t.exposeInt('carbonClap', { description: 'Carbon-clap means of transport 1 to 20.' }),
    date: t.exposeString('date'),
    from: t.field({ type: AddressRef, nullable: true, resolve: (r) => r.from }),
    to: t.field({ type: AddressRef, nullable: true, resolve: (r) => r.to }),
    km: t.expose('km', { type: 'Decimal' }),
    kmByRouting: t.exposeBoolean('kmByRouting'),
    passengers: t.exposeInt('passengers'),
    energy: t.exposeString('energy'),
    description: t.exposeString('description'),
  }),
});

const TransportPageRef = builder
  .objectRef<{ items: service.Transport[]; totalRecords: number }>('TransportPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [TransportRef], resolve: (p) => p.items }),
      totalRecords: t.exposeInt('totalRecords'),
    }),
  });

const TransportInputRef = builder.inputType('TransportInput', {
  fields: (t) => ({
    transportTypeCode: t.int({ description: 'Transport-type code 1 to 28 (001 §9).' }),
    date: t.string({ ...DATE_INPUT }),
    userId: t.int({
      required: false,
      description: 'Who travelled; the transport manager only (default: the caller).',
    }),
    km: t.string({
      required: false,
      description:
        'Typed km; absent, the routing server (ROUTING_URL) measures the road between from and to.',
    }),
    passengers: t.int(),
    energy: t.string({ required: false }),
    description: t.string({ required: false }),
    from: t.field({ type: AddressInput, required: false }),
    to: t.field({ type: AddressInput, required: false }),
  }),
});

const pageArgs = {
  Offset: { required: false },
  Size: { required: false, description: '1 to 100, default 20.' },
} as const;

builder.queryFields((t) => ({
  GetMyTransports: t.field({
    extensions: { rule: "ownership: the caller's own trips (transport.policy ownWhere)" },
    type: TransportPageRef,
    description: 'mytransport: the caller’s trips, newest first.',
    authScopes: MEMBER,
    args: { Offset: t.arg.int(pageArgs.Offset), Size: t.arg.int(pageArgs.Size) },
    resolve: (_root, args, ctx) =>
      service.getTransports(ctx, requireActor(ctx), { mine: true, offset: args.Offset, size: args.Size }),
  }),
  GetTransports: t.field({
    extensions: { rule: "project scope: the project's trips (transport.policy editableWhere)" },
    type: TransportPageRef,
    description: 'TransportsList: every trip of the project, newest first, for the transport manager.',
    authScopes: MANAGE,
    args: { Offset: t.arg.int(pageArgs.Offset), Size: t.arg.int(pageArgs.Size) },
    resolve: (_root, args, ctx) =>
      service.getTransports(ctx, requireActor(ctx), { mine: false, offset: args.Offset, size: args.Size }),
  }),
  GetTransport: t.field({
    extensions: RULE,
    type: TransportRef,
    authScopes: MEMBER,
    args: { TransportId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getTransport(ctx, requireActor(ctx), { transportId: args.TransportId }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdTransport: t.field({
    extensions: RULE,
    type: TransportRef,
    description: 'Creates (no id) or changes a trip; its ledger entry follows in the same transaction.',
    authScopes: MEMBER,
    args: { TransportId: t.arg.int({ required: false }), Transport: t.arg({ type: TransportInputRef }) },
    resolve: (_root, args, ctx) =>
      service.addUpdTransport(ctx, requireActor(ctx), {
        transportId: args.TransportId,
        transport: args.Transport,
      }),
  }),
  DelTransport: t.field({
    extensions: RULE,
    type: 'Int',
    authScopes: MEMBER,
    args: { TransportId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delTransport(ctx, requireActor(ctx), { transportId: args.TransportId }),
  }),
}));
