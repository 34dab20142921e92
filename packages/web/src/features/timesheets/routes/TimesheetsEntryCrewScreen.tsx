import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CrewEntryPicker } from '../../../components/CrewEntryPicker';
import { PageLoader } from '../../../components/Loader';
import { ScreenError } from '../../../components/ScreenError';
import { paths } from '../../../config/paths';
import { getTimesheetCrew, timesheetKeys } from '../api/timesheets.api';
import { useTimesheetTexts } from '../components/timesheets-ui';

/** timesheetsEntryCrew: production picks the crew member whose week they enter. */
export default function TimesheetsEntryCrewScreen() {
  const t = useTimesheetTexts();
  const navigate = useNavigate();
  const crew = useQuery({ queryKey: timesheetKeys.crew, queryFn: getTimesheetCrew });
  if (crew.isPending) return <PageLoader />;
  if (crew.isError) return <ScreenError error={crew.error} />;
  return (
    <CrewEntryPicker
      title={t(160, 'Timesheets for crew')}
      intro={t(
        161,
        'Enter a week for a crew member and send it for validation; you are recorded as the encoder.',
      )}
      noContract={t(162, 'No current contract')}
      crew={crew.data}
      onPick={(person) => navigate(paths.timesheetsEntryCrew.detail(person.id))}
    />
  );
}
