import { ACCOMMODATION_KINDS, MAX_DISTRIBUTION_ROWS } from '@setledger/shared/logistics/logistics.constants';
import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import { DATE_INPUT } from '../../graphql/input-rules';
import { AddressInput, AddressRef } from '../addresses/addresses.graphql';
import * as service from './accommodation.service';

/** Who manages accommodations (001 §6): administrators, production, canManageAccommodations. */
const MANAGE = {
  $all: { module: 'useAccommodation', $any: { adminOrProd: true, right: 'canManageAccommodations' } },
} as const;
/** A crew member's own rooms (myaccomodations). */
const OWN = { $all: { module: 'useAccommodation', authenticated: true } } as const;
const MANAGED_RULE = {
  rule: "project scope: the caller's project's accommodations (accommodation.policy editableWhere), else NOT_FOUND",
};

const AccommodationRef = builder.objectRef<service.Accommodation>('Accommodation').implement({
  description: 'An accommodation of the production (issue 15): hotel, flat… with rooms and nights.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.exposeString('kind'),
    name: t.exposeString('name'),
    addressId: t.exposeInt('addressId', { nullable: true }),
    address: t.field({ type: AddressRef, nullable: true, resolve: (a) => a.address }),
    supplierId: t.exposeInt('supplierId', { nullable: true }),
    supplierName: t.exposeString('supplierName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    country: t.exposeString('country'),
    strDate: t.exposeString('strDate'),
    endDate: t.exposeString('endDate'),
    rooms: t.exposeInt('rooms'),
    nights: t.exposeInt('nights'),
    notes: t.exposeString('notes'),
    roomNights: t.exposeInt('roomNights'),
    distributedRoomNights: t.exposeInt('distributedRoomNights'),
  }),
});

const AccommodationPageRef = builder
  .objectRef<{ items: service.Accommodation[]; totalRecords: number }>('AccommodationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [AccommodationRef], resolve: (p) => p.items }),
      totalRecords: t.exposeInt('totalRecords'),
    }),
  });

const DistributionRef = builder.objectRef<service.Distribution>('AccommodationDistribution').implement({
  description: "A crew member's rooms of an accommodation (distribution/{id}).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    accommodationId: t.exposeInt('accommodationId'),
    userId: t.exposeInt('userId'),
    personName: t.exposeString('personName'),
    rooms: t.exposeInt('rooms'),
    nights: t.exposeInt('nights'),
    strDate: t.exposeString('strDate'),
    endDate: t.exposeString('endDate'),
    isRead: t.boolean({ resolve: (d) => d.readAt !== null }),
  }),
});

const MyAccommodationRef = builder.objectRef<service.MyAccommodation>('MyAccommodation').implement({
  description: 'One of the caller’s rooms (myaccomodations), to confirm as read.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    accommodationId: t.exposeInt('accommodationId'),
    accommodationName: t.exposeString('accommodationName'),
    kind: t.exposeString('kind'),
    country: t.exposeString('country'),
    address: t.field({ type: AddressRef, nullable: true, resolve: (m) => m.address }),
    rooms: t.exposeInt('rooms'),
    nights: t.exposeInt('nights'),
    strDate: t.exposeString('strDate'),
    endDate: t.exposeString('endDate'),
    isRead: t.boolean({ resolve: (m) => m.readAt !== null }),
  }),
});

const MyAccommodationPageRef = builder
  .objectRef<{ items: service.MyAccommodation[]; totalRecords: number }>('MyAccommodationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [MyAccommodationRef], resolve: (p) => p.items }),
      totalRecords: t.exposeInt('totalRecords'),
    }),
  });

const AccommodationInputRef = builder.inputType('AccommodationInput', {
  fields: (t) => ({
    kind: t.string({ description: `One of ${ACCOMMODATION_KINDS.join(', ')}.` }),
    name: t.string(),
    supplierId: t.int({ required: false }),
    country: t.string({ description: 'ISO country code: it chooses the hotel factor.' }),
    strDate: t.string({ ...DATE_INPUT }),
    endDate: t.string({ ...DATE_INPUT }),
    rooms: t.int(),
    nights: t.int(),
    notes: t.string({ required: false }),
    address: t.field({ type: AddressInput, required: false }),
  }),
});

const DistributionInputRef = builder.inputType('AccommodationDistributionInput', {
  fields: (t) => ({
    userId: t.int(),
    rooms: t.int(),
    nights: t.int(),
    strDate: t.string({ ...DATE_INPUT }),
    endDate: t.string({ ...DATE_INPUT }),
  }),
});

builder.queryFields((t) => ({
  GetAccommodations: t.field({
    extensions: MANAGED_RULE,
    type: AccommodationPageRef,
    description: 'accomodationList: a page of the project’s accommodations, newest first, searched by name.',
    authScopes: MANAGE,
    args: {
      Offset: t.arg.int({ required: false }),
      Size: t.arg.int({ required: false, description: '1 to 100, default 20.' }),
      Search: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.getAccommodations(ctx, requireActor(ctx), {
        offset: args.Offset,
        size: args.Size,
        search: args.Search,
      }),
  }),
  GetAccommodation: t.field({
    extensions: MANAGED_RULE,
    type: AccommodationRef,
    authScopes: MANAGE,
    args: { AccommodationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getAccommodation(ctx, requireActor(ctx), { accommodationId: args.AccommodationId }),
  }),
  GetAccommodationDistribution: t.field({
    extensions: MANAGED_RULE,
    type: [DistributionRef],
    description: 'distribution/{id}: who sleeps in an accommodation, with rooms, nights and dates.',
    authScopes: MANAGE,
    args: { AccommodationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getDistribution(ctx, requireActor(ctx), { accommodationId: args.AccommodationId }),
  }),
  GetMyAccommodations: t.field({
    extensions: { rule: "ownership: the caller's own rooms (accommodation.policy ownDistributionsWhere)" },
    type: MyAccommodationPageRef,
    description: 'myaccomodations: the caller’s rooms, newest first.',
    authScopes: OWN,
    args: {
      Offset: t.arg.int({ required: false }),
      Size: t.arg.int({ required: false, description: '1 to 100, default 20.' }),
    },
    resolve: (_root, args, ctx) =>
      service.getMyAccommodations(ctx, requireActor(ctx), { offset: args.Offset, size: args.Size }),
  }),
}));

builder.mutationFields((t) => ({
  AddUpdAccommodation: t.field({
    extensions: MANAGED_RULE,
    type: AccommodationRef,
    description:
      'Creates (no id) or changes an accommodation; its ledger entries follow in the same transaction.',
    authScopes: MANAGE,
    args: {
      AccommodationId: t.arg.int({ required: false }),
      Accommodation: t.arg({ type: AccommodationInputRef }),
    },
    resolve: (_root, args, ctx) =>
      service.addUpdAccommodation(ctx, requireActor(ctx), {
        accommodationId: args.AccommodationId,
        accommodation: args.Accommodation,
      }),
  }),
  DelAccommodation: t.field({
    extensions: MANAGED_RULE,
    type: 'Int',
    authScopes: MANAGE,
    args: { AccommodationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delAccommodation(ctx, requireActor(ctx), { accommodationId: args.AccommodationId }),
  }),
  SetAccommodationDistribution: t.field({
    extensions: MANAGED_RULE,
    type: [DistributionRef],
    description: 'Replaces the distribution of an accommodation (at most 200 people), all or nothing.',
    authScopes: MANAGE,
    args: {
      AccommodationId: t.arg.int(),
      Distribution: t.arg({ type: [DistributionInputRef], extensions: { maxItems: MAX_DISTRIBUTION_ROWS } }),
    },
    resolve: (_root, args, ctx) =>
      service.setDistribution(ctx, requireActor(ctx), {
        accommodationId: args.AccommodationId,
        distribution: args.Distribution,
      }),
  }),
  ReadMyAccommodation: t.field({
    extensions: {
      rule: "ownership: one of the caller's own rooms (accommodation.policy ownDistributionsWhere)",
    },
    type: 'Int',
    description: 'The caller confirms reading one of their rooms (numAccToRead).',
    authScopes: OWN,
    args: { DistributionId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.readMyAccommodation(ctx, requireActor(ctx), { distributionId: args.DistributionId }),
  }),
}));
