import { builder } from '../../graphql/builder';
import { requireActor } from '../../graphql/context';
import * as files from './location-files.service';
import * as footprint from './location-footprint.service';
import * as service from './locations.service';
import {
  LocationDetailRef,
  LocationInput,
  LocationPageRef,
  LocationsFootprintRef,
} from './locations-types.graphql';

/** Who changes locations and premises (001 §6): administrators, production, canManageLocations. */
const MANAGE = { $any: { adminOrProd: true, right: 'canManageLocations' } } as const;
/** Who reads them: who manages them, and the green readers checking the meters behind the ledger. */
const READ = {
  $any: {
    adminOrProd: true,
    anyRight: ['canManageLocations', 'canAccessGreenReporting', 'canViewGreenTable'],
  },
} as const;
/** green/locations and green/premises: the ledger's readers (carbon READ), in a project with the green module. */
const GREEN_READ = {
  $all: {
    module: 'useGreen',
    $any: { adminOrProd: true, anyRight: ['canAccessGreenReporting', 'canViewGreenTable'] },
  },
} as const;

const LocationFileRef =
  builder.objectRef<Awaited<ReturnType<typeof files.addLocationFile>>>('LocationFileSaved');
LocationFileRef.implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    locationId: t.exposeInt('locationId'),
    kind: t.exposeString('kind'),
    originalName: t.exposeString('originalName'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.string({ resolve: (f) => `/files/locations/${f.id}` }),
  }),
});

/** The filters of GetProjectLocationList (001 §7.6), shared by the paged GetProjectLocationPage. */
const LIST_ARGS = builder.args((t) => ({
  ClientId: t.int({ required: false }),
  StrDate: t.string({ required: false }),
  EndDate: t.string({ required: false }),
  Status: t.int({ required: false }),
  RemovePremise: t.boolean({ required: false }),
  RemoveLocationPME: t.boolean({ required: false }),
  RemoveLocationDecorFilm: t.boolean({ required: false }),
}));
const listFilter = (args: {
  ClientId?: number | null;
  StrDate?: string | null;
  EndDate?: string | null;
  Status?: number | null;
  RemovePremise?: boolean | null;
  RemoveLocationPME?: boolean | null;
  RemoveLocationDecorFilm?: boolean | null;
}) => ({
  clientId: args.ClientId,
  strDate: args.StrDate,
  endDate: args.EndDate,
  status: args.Status,
  removePremise: args.RemovePremise,
  removeLocationPME: args.RemoveLocationPME,
  removeLocationDecorFilm: args.RemoveLocationDecorFilm,
});

builder.queryFields((t) => ({
  GetProjectLocationList: t.field({
    extensions: { rule: "project scope: the caller's project's locations (locations.policy visibleWhere)" },
    type: LocationPageRef,
    description:
      'Locations by status (-1 all) without premises, PME or decor-film locations when asked, meeting a date range (001 §7.6): the first 100 and the count (GetProjectLocationPage pages and searches).',
    authScopes: READ,
    args: LIST_ARGS,
    resolve: (_root, args, ctx) =>
      service.getProjectLocationList(ctx, requireActor(ctx), {
        ...listFilter(args),
        size: 100,
      }),
  }),
  GetProjectLocationPage: t.field({
    extensions: { rule: "project scope: the caller's project's locations (locations.policy visibleWhere)" },
    type: LocationPageRef,
    description:
      'GetProjectLocationList with a search text and paging (issue 15): a page (Size 1 to 100, default 20) and the count.',
    authScopes: READ,
    args: {
      ...LIST_ARGS,
      SearchText: t.arg.string({ required: false }),
      Offset: t.arg.int({ required: false }),
      Size: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      service.getProjectLocationList(ctx, requireActor(ctx), {
        ...listFilter(args),
        searchText: args.SearchText,
        offset: args.Offset,
        size: args.Size,
      }),
  }),
  GetLocation: t.field({
    extensions: {
      rule: "project scope: another project's location is NOT_FOUND (locations.policy visibleWhere)",
    },
    type: LocationDetailRef,
    description: 'One location with its addresses, owner, computer equipment and files.',
    authScopes: READ,
    args: { LocationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.getLocation(ctx, requireActor(ctx), { locationId: args.LocationId }),
  }),
  GetLocationsFootprint: t.field({
    extensions: {
      rule: "project scope: the caller's project's locations and ledger entries (locations.policy, carbon.policy)",
    },
    type: LocationsFootprintRef,
    description:
      'green/locations (Premises false) and green/premises (Premises true): kWh, m3, litres and kg CO2e of each from its ledger entries, with factor provenance and totals.',
    authScopes: GREEN_READ,
    args: { Premises: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) =>
      footprint.getLocationsFootprint(ctx, requireActor(ctx), { premises: args.Premises === true }),
  }),
}));

builder.mutationFields((t) => ({
  NewLocation: t.field({
    extensions: { rule: "project scope: a new location of the caller's project" },
    type: LocationDetailRef,
    description: 'An empty location of the caller’s project (optionally for a client).',
    authScopes: MANAGE,
    args: { ClientId: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => service.newLocation(ctx, requireActor(ctx), { clientId: args.ClientId }),
  }),
  UpdLocation: t.field({
    extensions: {
      rule: "project scope: another project's location is NOT_FOUND (locations.policy editableWhere)",
    },
    type: LocationDetailRef,
    description:
      'Every field of the location, its addresses and computer equipment, in one transaction; its meters’ ledger entries follow.',
    authScopes: MANAGE,
    args: { LocationId: t.arg.int(), UpdatedLocation: t.arg({ type: LocationInput }) },
    resolve: (_root, args, ctx) =>
      service.updLocation(ctx, requireActor(ctx), {
        locationId: args.LocationId,
        updatedLocation: args.UpdatedLocation,
      }),
  }),
  DelLocation: t.int({
    extensions: {
      rule: "project scope: another project's location is NOT_FOUND (locations.policy editableWhere)",
    },
    description: 'Deletes a location, its addresses, files and ledger entries; answers its id.',
    authScopes: MANAGE,
    args: { LocationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      service.delLocation(ctx, requireActor(ctx), { locationId: args.LocationId }),
  }),
  DelLocations: t.intList({
    extensions: {
      rule: 'project scope: all or nothing; one id of another project or unknown refuses the list as NOT_FOUND',
    },
    description: 'Deletes 1 to 100 locations, all or none; answers their ids.',
    authScopes: MANAGE,
    args: { LocationsId: t.arg.intList() },
    resolve: (_root, args, ctx) =>
      service.delLocations(ctx, requireActor(ctx), { locationIds: args.LocationsId }),
  }),
  AddLocationFile: t.field({
    extensions: {
      rule: "project scope: another project's location is NOT_FOUND (locations.policy editableWhere)",
    },
    type: LocationFileRef,
    description:
      'A meter’s (electricityStart, …, waterEnd) or the generator’s picture, the map, a picture or a document: JPEG, PNG, WebP, HEIC or PDF of at most 10 MB; a meter’s new picture replaces its old one.',
    authScopes: MANAGE,
    args: { LocationId: t.arg.int(), Kind: t.arg.string(), File: t.arg({ type: 'File' }) },
    resolve: (_root, args, ctx) =>
      files.addLocationFile(ctx, requireActor(ctx), {
        locationId: args.LocationId,
        kind: args.Kind,
        file: args.File,
      }),
  }),
  DelLocationFile: t.int({
    extensions: {
      rule: "project scope: another project's location is NOT_FOUND (locations.policy editableWhere)",
    },
    authScopes: MANAGE,
    args: { LocationFileId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      files.delLocationFile(ctx, requireActor(ctx), { fileId: args.LocationFileId }),
  }),
}));
