import { gqlRequest } from '../../../lib/graphql';
import type { TransportInput } from '../../../lib/graphql-schema.generated';
import type { TransportFieldsFragment } from './fragments/transport-fields.generated';
import { AddUpdTransportDocument } from './operations/add-upd-transport.generated';
import { DelTransportDocument } from './operations/del-transport.generated';
import { GetMyTransportsDocument } from './operations/get-my-transports.generated';
import { GetTransportDocument } from './operations/get-transport.generated';
import { GetTransportCrewDocument } from './operations/get-transport-crew.generated';
import { GetTransportPlacesDocument } from './operations/get-transport-places.generated';
import { GetTransportsDocument } from './operations/get-transports.generated';

export type Transport = TransportFieldsFragment;
export type { TransportInput };

export const transportKeys = {
  all: ['transport'] as const,
  list: (mine: boolean, offset: number) => ['transport', 'list', mine, offset] as const,
  one: (id: number) => ['transport', 'one', id] as const,
  crew: ['transport', 'crew'] as const,
  places: ['transport', 'places'] as const,
};

export const PAGE_SIZE = 20;

export async function getTransports(mine: boolean, offset: number) {
  if (mine) return (await gqlRequest(GetMyTransportsDocument, { o: offset, s: PAGE_SIZE })).GetMyTransports;
  return (await gqlRequest(GetTransportsDocument, { o: offset, s: PAGE_SIZE })).GetTransports;
}
export async function getTransport(id: number) {
  return (await gqlRequest(GetTransportDocument, { id })).GetTransport;
}
export async function addUpdTransport(id: number | null, t: TransportInput) {
  return (await gqlRequest(AddUpdTransportDocument, { id, t })).AddUpdTransport;
}
export async function delTransport(id: number) {
  return (await gqlRequest(DelTransportDocument, { id })).DelTransport;
}
export async function getTransportCrew() {
  return (await gqlRequest(GetTransportCrewDocument, {})).GetLogisticsCrew;
}
export async function getTransportPlaces() {
  return (await gqlRequest(GetTransportPlacesDocument, {})).GetTransportPlaces;
}
