import { LocationRecord } from './LocationEditScreen';

/** Offices/{action}/{id} (issue 15): a premise of the production, on the location's record. */
export default function OfficeEditScreen() {
  return <LocationRecord premises />;
}
