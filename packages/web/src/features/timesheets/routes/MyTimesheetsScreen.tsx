import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListStates } from '../../../components/ListStates';
import { Pager } from '../../../components/Pager';
import { paths } from '../../../config/paths';
import { myTimesheets, timesheetKeys } from '../api/timesheets.api';
import { NewWeekButton } from '../components/NewWeekButton';
import { TimesheetCard } from '../components/TimesheetCard';
import { useTimesheetTexts } from '../components/timesheets-ui';
import { NEW_WEEK } from './MyTimesheetScreen';

export const MY_TIMESHEETS_PAGE = 20;

/** mytimesheets: the caller's weeks, newest first, paged; "New week" opens the week of a chosen day. */
export default function MyTimesheetsScreen() {
  const t = useTimesheetTexts();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: timesheetKeys.mine((page - 1) * MY_TIMESHEETS_PAGE, MY_TIMESHEETS_PAGE),
    queryFn: () => myTimesheets((page - 1) * MY_TIMESHEETS_PAGE, MY_TIMESHEETS_PAGE),
    placeholderData: keepPreviousData,
  });
  const pages = Math.ceil((list.data?.totalRecords ?? 0) / MY_TIMESHEETS_PAGE);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(1, 'My timesheets')}
        </Title>
        <NewWeekButton onOpen={(date) => navigate(`${paths.myTimesheets.detail(NEW_WEEK)}?date=${date}`)} />
      </Group>
      <ListStates list={list} empty={<Text>{t(83, 'No timesheet yet: start with a new week.')}</Text>}>
        {(items) =>
          items.map((row) => (
            <Card
              key={row.id}
              withBorder
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(paths.myTimesheets.detail(row.id))}
            >
              <TimesheetCard row={row} to={paths.myTimesheets.detail(row.id)} />
            </Card>
          ))
        }
      </ListStates>
      {pages > 1 && <Pager total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
