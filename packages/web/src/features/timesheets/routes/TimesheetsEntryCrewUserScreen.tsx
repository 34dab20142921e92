import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ScreenError } from '../../../components/ScreenError';
import { paths } from '../../../config/paths';
import { useTimesheetTexts } from '../components/timesheets-ui';
import { WeekPage } from '../components/WeekPage';
import { todayIso } from '../components/week-form';

/** timesheetsEntryCrew/:id (?date=): production enters the week of crew member :id, the same grid as the crew's. */
export default function TimesheetsEntryCrewUserScreen() {
  const t = useTimesheetTexts();
  const { id } = useParams();
  const userId = Number(id);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const date = search.get('date') ?? todayIso();
  if (!Number.isInteger(userId) || userId <= 0) return <ScreenError error={new Error('NOT_FOUND')} />;
  return (
    <WeekPage
      source={{ date }}
      userId={userId}
      back={{ to: paths.timesheetsEntryCrew.list(), label: t(163, 'Choose another crew member') }}
      onWeek={(day) => setSearch({ date: day })}
      onSaved={(week) => {
        if (week.weekStart !== date) setSearch({ date: week.weekStart }, { replace: true });
      }}
      onDeleted={() => navigate(paths.timesheetsEntryCrew.list())}
    />
  );
}
