import { FUEL_KINDS } from '@setledger/shared/green/green.constants';
import {
  COMPUTER_EQUIPMENT_TYPES,
  LOCATION_ADDRESS_SLOTS,
  LOCATION_KINDS,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  PAYMENT_TYPES,
  PREMISE_KINDS,
} from '@setledger/shared/locations/locations.constants';
import { useForm } from '../../../lib/i18n';

export type LocationTexts = (n: number, en: string) => string;
/** Every text of the locations screens (form 'locations'). */
export const useLocationTexts = (): LocationTexts => useForm('locations');

type Labels = Record<string, [number, string]>;
const STATUS: Labels = {
  scouted: [40, 'Scouted'],
  proposed: [41, 'Proposed'],
  confirmed: [42, 'Confirmed'],
  dropped: [43, 'Dropped'],
};
const TYPE: Labels = {
  decorFilm: [44, 'Film set'],
  premise: [45, 'Premise'],
  pme: [46, 'Film equipment (PME)'],
};
const PREMISE: Labels = {
  office: [47, 'Office'],
  workshop: [48, 'Workshop'],
  storage: [49, 'Storage'],
  studio: [50, 'Studio'],
  other: [51, 'Other'],
};
const KIND: Labels = {
  interior: [52, 'Interior'],
  exterior: [53, 'Exterior'],
  both: [54, 'Interior and exterior'],
};
const PAYMENT: Labels = {
  transfer: [55, 'Bank transfer'],
  cash: [56, 'Cash'],
  card: [57, 'Card'],
  cheque: [58, 'Cheque'],
};
const EQUIPMENT: Labels = {
  desktop: [59, 'Desktop computer'],
  laptop: [60, 'Laptop'],
  screen: [61, 'Screen'],
  printer: [62, 'Printer'],
  other: [51, 'Other'],
};
const FUEL: Labels = {
  diesel: [63, 'Diesel'],
  petrol: [64, 'Petrol'],
  hvo: [65, 'HVO'],
  lpg: [66, 'LPG'],
  gasOil: [67, 'Gas oil (red diesel)'],
  heatingOil: [68, 'Heating oil'],
};
const SLOT: Labels = {
  location: [70, 'Location'],
  parking: [71, 'Parking'],
  unitBase: [72, 'Unit base'],
  catering: [73, 'Catering'],
  crewParking: [74, 'Crew parking'],
  technicalParking: [75, 'Technical vehicles parking'],
  dressingRooms: [76, 'Dressing rooms'],
  makeUp: [77, 'Hair and make-up'],
  storage: [49, 'Storage'],
  delivery: [78, 'Deliveries'],
  hospital: [79, 'Nearest hospital'],
  police: [80, 'Police station'],
  fireStation: [81, 'Fire station'],
  other: [51, 'Other'],
};

const options = (t: LocationTexts, codes: Record<string, number>, labels: Labels) =>
  Object.entries(codes).map(([name, code]) => ({ value: String(code), label: t(...labels[name]!) }));
const labelOf = (t: LocationTexts, codes: Record<string, number>, labels: Labels, code: number) => {
  const name = Object.entries(codes).find(([, value]) => value === code)?.[0];
  return name ? t(...labels[name]!) : String(code);
};

export const statusOptions = (t: LocationTexts) => options(t, LOCATION_STATUSES, STATUS);
export const statusLabel = (t: LocationTexts, code: number) => labelOf(t, LOCATION_STATUSES, STATUS, code);
export const typeOptions = (t: LocationTexts) => options(t, LOCATION_TYPES, TYPE);
export const typeLabel = (t: LocationTexts, code: number) => labelOf(t, LOCATION_TYPES, TYPE, code);
export const premiseOptions = (t: LocationTexts) => options(t, PREMISE_KINDS, PREMISE);
export const premiseLabel = (t: LocationTexts, code: number) => labelOf(t, PREMISE_KINDS, PREMISE, code);
export const kindOptions = (t: LocationTexts) => options(t, LOCATION_KINDS, KIND);
export const paymentOptions = (t: LocationTexts) => options(t, PAYMENT_TYPES, PAYMENT);
export const equipmentOptions = (t: LocationTexts) => options(t, COMPUTER_EQUIPMENT_TYPES, EQUIPMENT);
export const fuelOptions = (t: LocationTexts) =>
  FUEL_KINDS.map((fuel) => ({ value: fuel, label: t(...FUEL[fuel]!) }));
export const slotLabel = (t: LocationTexts, slot: number) => t(...SLOT[LOCATION_ADDRESS_SLOTS[slot - 1]!]!);

export const STATUS_COLORS: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'teal', 3: 'red' };

/** The ledger source of a location's entry, as a text. */
export const sourceLabel = (t: LocationTexts, sourceType: string) =>
  ({
    locationElectricity: t(90, 'Electricity'),
    locationGas: t(91, 'Gas'),
    locationWater: t(92, 'Water'),
    locationGenerator: t(93, 'Generator'),
  })[sourceType] ?? sourceType;
