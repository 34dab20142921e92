import { LocationList } from './LocationsScreen';

/** Offices (issue 15): the production's premises, on the locations screens. */
export default function OfficesScreen() {
  return <LocationList premises />;
}
