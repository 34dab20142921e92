import { gqlRequest } from '../../../lib/graphql';
import type { VehicleCommuteFieldsFragment } from './fragments/vehicle-commute-fields.generated';
import { MyVehicleCommuteDocument } from './operations/my-vehicle-commute.generated';
import { UpdMyVehicleCommuteDocument } from './operations/upd-my-vehicle-commute.generated';

/** A person's vehicle with the factor it uses and their commute in the current production (issue 18). */
export type VehicleCommute = VehicleCommuteFieldsFragment;

/** UpdUserVehicle's Vehicle input. */
export interface VehicleCommuteInput {
  name: string;
  brand: string;
  model: string;
  numberPlate: string;
  type: number;
  subType: number;
  taxHorsepower: number;
  energy: number;
  kgCoTwoPerKm: string | null;
}

export async function getVehicleCommute(userId: number): Promise<VehicleCommute> {
  const data = await gqlRequest(MyVehicleCommuteDocument, { u: userId });
  return data.GetUserVehicle;
}

/** Saves the vehicle and the commute; an empty commute ('') means none. */
export async function updVehicleCommute(
  userId: number,
  vehicle: VehicleCommuteInput,
  commuteKm: string,
): Promise<VehicleCommute> {
  const data = await gqlRequest(UpdMyVehicleCommuteDocument, { u: userId, v: vehicle, km: commuteKm });
  return data.UpdUserVehicle;
}
