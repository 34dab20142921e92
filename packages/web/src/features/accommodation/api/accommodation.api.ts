import { gqlRequest } from '../../../lib/graphql';
import type {
  AccommodationDistributionInput,
  AccommodationInput,
} from '../../../lib/graphql-schema.generated';
import type { AccommodationFieldsFragment } from './fragments/accommodation-fields.generated';
import { AddUpdAccommodationDocument } from './operations/add-upd-accommodation.generated';
import { DelAccommodationDocument } from './operations/del-accommodation.generated';
import {
  GetAccommodationDocument,
  type GetAccommodationQuery,
} from './operations/get-accommodation.generated';
import {
  GetAccommodationDistributionDocument,
  type GetAccommodationDistributionQuery,
} from './operations/get-accommodation-distribution.generated';
import { GetAccommodationSuppliersDocument } from './operations/get-accommodation-suppliers.generated';
import { GetAccommodationsDocument } from './operations/get-accommodations.generated';
import { GetAccommodationCrewDocument } from './operations/get-logistics-crew.generated';
import {
  GetMyAccommodationsDocument,
  type GetMyAccommodationsQuery,
} from './operations/get-my-accommodations.generated';
import { ReadMyAccommodationDocument } from './operations/read-my-accommodation.generated';
import { SetAccommodationDistributionDocument } from './operations/set-accommodation-distribution.generated';

export type Accommodation = AccommodationFieldsFragment;
export type AccommodationDetail = GetAccommodationQuery['GetAccommodation'];
export type DistributionRow = GetAccommodationDistributionQuery['GetAccommodationDistribution'][number];
export type MyAccommodation = GetMyAccommodationsQuery['GetMyAccommodations']['items'][number];
export type { AccommodationDistributionInput, AccommodationInput };

export const accommodationKeys = {
  all: ['accommodation'] as const,
  list: (offset: number, search: string) => ['accommodation', 'list', offset, search] as const,
  one: (id: number) => ['accommodation', 'one', id] as const,
  distribution: (id: number) => ['accommodation', 'distribution', id] as const,
  mine: (offset: number) => ['accommodation', 'mine', offset] as const,
  crew: ['accommodation', 'crew'] as const,
  suppliers: ['accommodation', 'suppliers'] as const,
};

export const PAGE_SIZE = 20;

export async function getAccommodations(offset: number, search: string) {
  return (await gqlRequest(GetAccommodationsDocument, { o: offset, s: PAGE_SIZE, q: search }))
    .GetAccommodations;
}
export async function getAccommodation(id: number) {
  return (await gqlRequest(GetAccommodationDocument, { id })).GetAccommodation;
}
export async function addUpdAccommodation(id: number | null, a: AccommodationInput) {
  return (await gqlRequest(AddUpdAccommodationDocument, { id, a })).AddUpdAccommodation;
}
export async function delAccommodation(id: number) {
  return (await gqlRequest(DelAccommodationDocument, { id })).DelAccommodation;
}
export async function getDistribution(id: number) {
  return (await gqlRequest(GetAccommodationDistributionDocument, { id })).GetAccommodationDistribution;
}
export async function setDistribution(id: number, d: AccommodationDistributionInput[]) {
  return (await gqlRequest(SetAccommodationDistributionDocument, { id, d })).SetAccommodationDistribution;
}
export async function getMyAccommodations(offset: number) {
  return (await gqlRequest(GetMyAccommodationsDocument, { o: offset, s: PAGE_SIZE })).GetMyAccommodations;
}
export async function readMyAccommodation(id: number) {
  return (await gqlRequest(ReadMyAccommodationDocument, { id })).ReadMyAccommodation;
}
export async function getCrew() {
  return (await gqlRequest(GetAccommodationCrewDocument, {})).GetLogisticsCrew;
}
export async function getSuppliers() {
  return (await gqlRequest(GetAccommodationSuppliersDocument, {})).GetSuppliers;
}
