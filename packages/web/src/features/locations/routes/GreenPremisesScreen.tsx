import { LocationsFootprint } from './GreenLocationsScreen';

/** green/premises (issue 14): the carbon of the production's premises. */
export default function GreenPremisesScreen() {
  return <LocationsFootprint premises />;
}
