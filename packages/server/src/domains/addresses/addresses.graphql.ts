import { builder, CONFIG_SCOPES } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as service from './addresses.service';
import type { AddressRow } from './addresses.sql';

export const AddressRef = builder.objectRef<AddressRow>('Address').implement({
  description: 'Address of 001 §3.2.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    number: t.exposeString('number'),
    box: t.exposeString('box'),
    zip: t.exposeString('zip'),
    state: t.exposeString('state'),
    city: t.exposeString('city'),
    country: t.exposeString('country'),
    countryCode: t.exposeString('countryCode'),
    countryKey: t.exposeString('countryKey'),
    other: t.exposeString('other'),
    lat: t.exposeFloat('lat'),
    lng: t.exposeFloat('lng'),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    street: t.string({ required: false }),
    number: t.string({ required: false }),
    box: t.string({ required: false }),
    zip: t.string({ required: false }),
    state: t.string({ required: false }),
    city: t.string({ required: false }),
    country: t.string({ required: false }),
    countryCode: t.string({ required: false }),
    countryKey: t.string({ required: false }),
    other: t.string({ required: false }),
    lat: t.float({ required: false }),
    lng: t.float({ required: false }),
  }),
});

builder.queryFields((t) => ({
  GetAddress: t.field({
    type: AddressRef,
    extensions: {
      rule: "license scope: an address of the caller's license (addresses.policy), else NOT_FOUND",
    },
    authScopes: { authenticated: true },
    args: { AddressId: t.arg.int() },
    resolve: (_root, args, ctx) => service.getAddress(ctx, requireActor(ctx), { addressId: args.AddressId }),
  }),
}));

builder.mutationFields((t) => ({
  NewAddress: t.field({
    type: 'Int',
    description: 'Creates an empty address of the caller license and returns its id.',
    authScopes: CONFIG_SCOPES,
    resolve: (_root, _args, ctx) => service.newAddress(ctx, requireActor(ctx)),
  }),
  UpdAddress: t.field({
    type: AddressRef,
    authScopes: CONFIG_SCOPES,
    args: { AddressId: t.arg.int(), UpdatedAddress: t.arg({ type: AddressInput }) },
    resolve: (_root, args, ctx) =>
      service.updAddress(ctx, requireActor(ctx), { addressId: args.AddressId, address: args.UpdatedAddress }),
  }),
  DelAddress: t.field({
    type: 'Int',
    authScopes: CONFIG_SCOPES,
    args: { AddressId: t.arg.int() },
    resolve: (_root, args, ctx) => service.delAddress(ctx, requireActor(ctx), { addressId: args.AddressId }),
  }),
}));
