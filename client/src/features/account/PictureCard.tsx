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
import { useTexts } from '../../i18n/texts.ts';
import { profileTexts } from '../../i18n/areas/profile.ts';

export function PictureCard({ session }: { session: Session }) {
  const { user } = session;
  const { t } = useTexts(profileTexts);
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
      const updated = await uploadProfilePicture(user.id, file, setProgress, {
        failed: t('picture.failed'),
        offline: t('picture.offline'),
      });
      sessionStore.updateUser(updated);
      await queryClient.invalidateQueries({
        queryKey: trpc.users.profile.queryKey({ id: user.id }),
      });
      setFile(null);
      notifications.show({ color: 'sage', message: t('picture.uploaded') });
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
          {t('picture.title')}
        </Title>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar
            src={preview ?? user.profile_picture}
            size={96}
            radius={999}
            color="plum"
            alt={preview ? t('picture.previewAlt') : `${user.first_name} ${user.last_name}`}
          >
            {initials(user.first_name, user.last_name)}
          </Avatar>
          <Text size="sm" c="dimmed">
            {t('picture.rules')}
          </Text>
        </Group>
        <FileInput
          label={t('picture.choose')}
          placeholder={t('picture.noFile')}
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          disabled={progress !== null}
        />
        {progress !== null && (
          <Progress value={progress} aria-label={t('picture.progress')} size="md" animated />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button onClick={upload} disabled={!file} loading={progress !== null}>
          {t('picture.upload')}
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
