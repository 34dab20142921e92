import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql';
import type { SpecialEquipmentInput } from '../../../lib/graphql-schema.generated';
import type { SpecialEquipmentFieldsFragment } from './fragments/special-equipment-fields.generated';
import { AddUpdSpecialEquipmentDocument } from './operations/add-upd-special-equipment.generated';
import { DelSpecialEquipmentDocument } from './operations/del-special-equipment.generated';
import {
  GetSpecialEquipmentCarbonDocument,
  type GetSpecialEquipmentCarbonQuery,
} from './operations/get-special-equipment-carbon.generated';
import { GetSpecialEquipmentsDocument } from './operations/get-special-equipments.generated';

export type SpecialEquipment = SpecialEquipmentFieldsFragment;
export type SpecialEquipmentCarbon = GetSpecialEquipmentCarbonQuery['GetSpecialEquipmentCarbon'];

export const equipmentKeys = {
  all: ['special-equipment'] as const,
  list: ['special-equipment', 'list'] as const,
  carbon: ['special-equipment', 'carbon'] as const,
};

export async function getSpecialEquipments() {
  return (await gqlRequest(GetSpecialEquipmentsDocument)).GetSpecialEquipments;
}
export async function getSpecialEquipmentCarbon() {
  return (await gqlRequest(GetSpecialEquipmentCarbonDocument)).GetSpecialEquipmentCarbon;
}
export async function addUpdSpecialEquipment(id: number | null, item: SpecialEquipmentInput) {
  return (await gqlRequest(AddUpdSpecialEquipmentDocument, { id, item })).AddUpdSpecialEquipment;
}
export async function delSpecialEquipment(id: number) {
  return (await gqlRequest(DelSpecialEquipmentDocument, { id })).DelSpecialEquipment;
}

export const specialEquipmentsQuery = () =>
  queryOptions({ queryKey: equipmentKeys.list, queryFn: getSpecialEquipments, staleTime: 0 });
export const specialEquipmentCarbonQuery = () =>
  queryOptions({ queryKey: equipmentKeys.carbon, queryFn: getSpecialEquipmentCarbon, staleTime: 0 });
