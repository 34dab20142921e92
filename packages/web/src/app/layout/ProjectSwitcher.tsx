import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../components/ErrorBanner';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { changeProject, getMyProjects } from '../../lib/api/shell.api';
import { useForm } from '../../lib/i18n';
import { storeToken } from '../../lib/session';
import { useSession } from '../../lib/session-context';

/** myProjects + changeProject: the new token replaces the old one and every screen reloads its data. */
export function ProjectSwitcher() {
  const t = useForm('shell');
  const toText = useErrorText();
  const navigate = useNavigate();
  const { claims } = useSession();
  const [switching, setSwitching] = useState(false);
  const { data: projects = [] } = useQuery({
    // Under the 'projects' key: creating or deleting a project (features/projects) refreshes the switcher too.
    queryKey: ['projects', 'switcher', claims.UserID],
    queryFn: getMyProjects,
  });
  const change = async (value: string | null) => {
    if (!value || Number(value) === claims.ProjectID) return;
    setSwitching(true);
    try {
      // The new token resets the cached data of the old project (lib/session storeToken).
      storeToken(await changeProject(Number(value)));
      showToast({ variant: 'success', message: t(26, 'Project switched') });
      void navigate(paths.myDashboard());
    } catch (error) {
      showToast({ variant: 'danger', title: t(27, 'Error'), message: toText(error) });
    } finally {
      setSwitching(false);
    }
  };
  return (
    <Select
      aria-label={t(16, 'Switch project')}
      data={projects.map((p) => ({ value: String(p.id), label: p.titre }))}
      value={claims.ProjectID !== undefined ? String(claims.ProjectID) : null}
      onChange={(value) => void change(value)}
      allowDeselect={false}
      disabled={switching || projects.length < 2}
      w={220}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
