import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, ErrorBanner, PageLoader, showToast } from '../../../components';
import { href } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { carbonRemovalQuery, delCarbonRemoval, removalKeys } from '../api/carbon-removals.api';
import { CertificatePanel } from '../components/CertificatePanel';
import { RemovalForm } from '../components/RemovalForm';
import { emptyRemovalValues, valuesOfRemoval } from '../components/removal-form-values';
import { useRemovalTexts } from '../components/removal-ui';
import { useCanManageRemovals } from '../components/use-can-manage';

function BackLink() {
  const t = useRemovalTexts();
  return (
    <Anchor component={Link} to={href('carbon-removal')} size="sm">
      {t(37, 'Back to the list')}
    </Anchor>
  );
}

function NewRemoval() {
  const t = useRemovalTexts();
  const navigate = useNavigate();
  return (
    <Stack>
      <BackLink />
      <Title order={1} size="h2">
        {t(3, 'New removal or offset')}
      </Title>
      <RemovalForm
        removalId={null}
        initialValues={emptyRemovalValues()}
        readOnly={false}
        onSaved={(saved) => void navigate(href('carbon-removal/:id', { id: saved.id }), { replace: true })}
      />
      <Text size="sm" c="dimmed">
        {t(45, 'Save the removal first, then add its certificate.')}
      </Text>
    </Stack>
  );
}

function EditRemoval({ id }: { id: number }) {
  const t = useRemovalTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canManage = useCanManageRemovals();
  const [deleting, setDeleting] = useState(false);
  const query = useQuery(carbonRemovalQuery(id));
  const removal = query.data;
  return (
    <Stack>
      <BackLink />
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t(36, 'Removal or offset')}
          {removal && ` – ${format.mass(removal.kgCo2e)}`}
        </Title>
        {removal && canManage && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
          >
            {t(32, 'Delete')}
          </Button>
        )}
      </Group>
      {query.isPending && <PageLoader />}
      {query.isError && <ErrorBanner error={query.error} />}
      {removal && (
        <>
          <RemovalForm
            key={removal.id}
            removalId={removal.id}
            initialValues={valuesOfRemoval(removal)}
            readOnly={!canManage}
            onSaved={() => undefined}
          />
          <CertificatePanel removal={removal} canManage={canManage} />
        </>
      )}
      <ConfirmDialog
        opened={deleting}
        danger
        title={t(33, 'Delete the removal')}
        message={t(34, 'Delete this removal or offset and its certificate?')}
        onConfirm={async () => {
          await delCarbonRemoval(id);
          await queryClient.invalidateQueries({ queryKey: removalKeys.all });
          showToast({ variant: 'success', message: t(35, 'Removal deleted') });
          await navigate(href('carbon-removal'));
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

/** carbon-removal/{id} (issue 14): one removal or offset, its certificate; 'new' records one. */
export default function CarbonRemovalScreen() {
  const { id } = useParams();
  return id === undefined || id === 'new' ? <NewRemoval /> : <EditRemoval key={id} id={Number(id)} />;
}
