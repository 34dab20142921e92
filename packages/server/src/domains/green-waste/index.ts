/** The waste screens (issue 14, green/waste): waste weights by kind, kept as entries of the carbon ledger. */
export { usesWasteScreens } from './green-waste.policy';
export { writeWasteEntry } from './green-waste.service';
