import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CERTIFICATE_CONTENT_TYPES } from '@setledger/shared/green/carbon-removals.constants';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, showToast } from '../../../components';
import { downloadFile } from '../../../lib/files';
import {
  addCarbonRemovalCertificate,
  type CarbonRemoval,
  delCarbonRemovalCertificate,
  removalKeys,
} from '../api/carbon-removals.api';
import { useRemovalTexts } from './removal-ui';

/** The certificate of a removal: one PDF or image, checked by the server, downloaded with the bearer token. */
export function CertificatePanel({ removal, canManage }: { removal: CarbonRemoval; canManage: boolean }) {
  const t = useRemovalTexts();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: removalKeys.all });
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      await addCarbonRemovalCertificate(removal.id, file);
      await refresh();
      showToast({ variant: 'success', message: t(42, 'Certificate uploaded') });
    } catch (caught) {
      setError(caught);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(16, 'Certificate')}
        </Title>
        <ErrorBanner error={error} />
        {removal.certificateUrl ? (
          <Group justify="space-between">
            <Text data-testid="certificate-name">{removal.certificateName}</Text>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() =>
                  void downloadFile(removal.certificateUrl!, removal.certificateName ?? 'certificate').catch(
                    setError,
                  )
                }
              >
                {t(39, 'Download')}
              </Button>
              {canManage && (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setRemoving(true)}
                >
                  {t(40, 'Remove the certificate')}
                </Button>
              )}
            </Group>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t(44, 'No certificate yet.')}
          </Text>
        )}
        {canManage && (
          <FileButton onChange={(file) => void upload(file)} accept={CERTIFICATE_CONTENT_TYPES.join(',')}>
            {(props) => (
              <Button {...props} loading={uploading} leftSection={<IconUpload size={16} />} w="fit-content">
                {removal.certificateUrl
                  ? t(52, 'Replace the certificate')
                  : t(38, 'Upload a certificate (PDF or image)')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing}
        danger
        title={t(40, 'Remove the certificate')}
        message={t(41, 'Remove the certificate of this removal?')}
        onConfirm={async () => {
          await delCarbonRemovalCertificate(removal.id);
          await refresh();
          showToast({ variant: 'success', message: t(43, 'Certificate removed') });
        }}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
}
