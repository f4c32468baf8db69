import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { initials } from '../../lib/auth.ts';
import { sessionStore, type Session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { uploadProfilePicture } from './upload.ts';

export function PictureCard({ session }: { session: Session }) {
  const { user } = session;
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const updated = await uploadProfilePicture(user.id, file, setProgress);
      sessionStore.updateUser(updated);
      await queryClient.invalidateQueries({
        queryKey: trpc.users.profile.queryKey({ id: user.id }),
      });
      setFile(null);
      notifications.show({ color: 'sage', message: 'Your new picture is up.' });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Profile picture
        </Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar
            src={preview ?? user.profile_picture}
            size={96}
            radius={999}
            color="plum"
            alt={preview ? 'Preview of the chosen picture' : `${user.first_name} ${user.last_name}`}
          >
            {initials(user.first_name, user.last_name)}
          </Avatar>
          <Text size="sm" c="dimmed">
            JPEG, PNG, WebP or GIF, up to 5 MB. We crop it to a square and remove location data.
          </Text>
        </Group>
        <FileInput
          label="Choose a picture"
          placeholder="No file chosen"
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          disabled={progress !== null}
        />
        {progress !== null && (
          <Progress value={progress} aria-label="Upload progress" size="md" animated />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button onClick={upload} disabled={!file} loading={progress !== null}>
          Upload
        </Button>
      </Stack>
    </Card>
  );
}

/** A temporary URL for a chosen file, released when the file changes or the card unmounts. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
