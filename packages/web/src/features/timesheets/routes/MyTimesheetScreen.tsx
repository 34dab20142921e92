import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { getTimesheetWeek, timesheetKeys } from '../api/timesheets.api';
import { useTimesheetTexts } from '../components/timesheets-ui';
import { WeekPage } from '../components/WeekPage';
import { todayIso } from '../components/week-form';

/** 'new' with ?date=: the caller's week containing that day, opened by its id once it is saved. */
export const NEW_WEEK = 'new';

/** mytimesheets/:id: the caller's week; editable while not sent or refused; save, send, undo. */
export default function MyTimesheetScreen() {
  const t = useTimesheetTexts();
  const { id = NEW_WEEK } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const date = search.get('date') ?? todayIso();
  const sheetId = Number(id);
  const isNew = id === NEW_WEEK || !Number.isInteger(sheetId) || sheetId <= 0;
  const openWeek = (day: string) => navigate(`${paths.myTimesheets.detail(NEW_WEEK)}?date=${day}`);

  // A week already saved opens by its id, so a reload shows the same sheet.
  useEffect(() => {
    if (!isNew) return;
    let live = true;
    void queryClient
      .fetchQuery({ queryKey: timesheetKeys.week(null, date), queryFn: () => getTimesheetWeek(null, date) })
      .then((week) => {
        if (live && week.id) void navigate(paths.myTimesheets.detail(week.id), { replace: true });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [isNew, date, navigate, queryClient]);

  return (
    <WeekPage
      source={isNew ? { date } : { sheetId }}
      userId={null}
      back={{ to: paths.myTimesheets.list(), label: t(86, 'All my timesheets') }}
      onWeek={openWeek}
      onSaved={(week) => {
        if (week.id && week.id !== sheetId)
          void navigate(paths.myTimesheets.detail(week.id), { replace: true });
      }}
      onDeleted={() => navigate(paths.myTimesheets.list())}
    />
  );
}
