import { ActionIcon, Anchor, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, ErrorBanner, showToast } from '../../../components';
import {
  addLocationFile,
  delLocationFile,
  fetchLocationFile,
  type Location,
  locationKeys,
} from '../api/locations.api';
import { useLocationTexts } from './location-texts';

type LocationFile = Location['files'][number];
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

/** A stored picture, fetched with the bearer token (only the location's readers get it). */
function Thumb({ file, alt }: { file: LocationFile; alt: string }) {
  const blob = useQuery({
    queryKey: ['locations', 'file', file.id],
    queryFn: async () => URL.createObjectURL(await fetchLocationFile(file.url)),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: file.contentType.startsWith('image/') && file.contentType !== 'image/heic',
  });
  if (!blob.data)
    return (
      <Group gap={4}>
        <IconPhoto size={16} aria-hidden />
        <Text size="sm">{file.originalName}</Text>
      </Group>
    );
  return (
    <Anchor href={blob.data} target="_blank" rel="noopener noreferrer">
      <Image src={blob.data} alt={alt} h={72} w={96} fit="cover" radius="sm" />
    </Anchor>
  );
}

/**
 * The picture of a meter reading (or the generator's, the map): shown, replaced by a new upload, removed after
 * a confirmation. Uploads are checked on the server (type by content, 10 MB at most).
 */
export function LocationPicture({
  location,
  kind,
  label,
  canManage,
  multiple = false,
}: {
  location: Location;
  kind: string;
  label: string;
  canManage: boolean;
  multiple?: boolean;
}) {
  const t = useLocationTexts();
  const queryClient = useQueryClient();
  const files = location.files.filter((file) => file.kind === kind);
  const [error, setError] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<LocationFile | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: locationKeys.one(location.id) });
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      await addLocationFile(location.id, kind, file);
      await refresh();
      showToast({ variant: 'success', message: t(100, 'Picture saved') });
    } catch (failure) {
      setError(failure);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs">
        {files.map((file) => (
          <Group key={file.id} gap={2}>
            <Thumb file={file} alt={`${label}: ${file.originalName}`} />
            {canManage && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t(101, 'Remove {name}').replace('{name}', file.originalName)}
                onClick={() => setRemoving(file)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {canManage && (
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={uploading}
                leftSection={<IconUpload size={14} />}
                aria-label={`${t(102, 'Upload')}: ${label}`}
              >
                {files.length > 0 && !multiple ? t(103, 'Replace') : t(102, 'Upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {error !== null && <ErrorBanner error={error} />}
      <ConfirmDialog
        opened={removing !== null}
        title={t(104, 'Remove the file')}
        message={t(105, 'Remove "{name}"?').replace('{name}', removing?.originalName ?? '')}
        danger
        onConfirm={async () => {
          await delLocationFile(removing!.id);
          await refresh();
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
