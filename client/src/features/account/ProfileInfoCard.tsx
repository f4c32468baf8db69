import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MSG, profileFields, type UserProfile } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { sessionStore } from '../../lib/session.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { zodValidate } from '../../lib/forms.ts';
import { useTexts } from '../../i18n/texts.ts';
import { profileTexts } from '../../i18n/areas/profile.ts';

const schema = z.object(profileFields);

interface Values {
  first_name: string;
  last_name: string;
  bio: string;
  location: string;
  occupation: string;
  interests: string;
  date_of_birth: string;
}

function toValues(profile: UserProfile): Values {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    occupation: profile.occupation ?? '',
    interests: profile.interests ?? '',
    date_of_birth: profile.date_of_birth ?? '',
  };
}

export function ProfileInfoCard({ userId }: { userId: number }) {
  const { t } = useTexts(profileTexts);
  const profile = useQuery(trpc.users.profile.queryOptions({ id: userId }));
  return (
    <Card>
      <Stack gap="md">
        {profile.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('info.loading')}>
            <Skeleton h={28} w="40%" />
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={80} />
          </Stack>
        ) : profile.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('info.loadFailed')}>
            {errorMessage(profile.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void profile.refetch()}>
              {t('info.retry')}
            </Button>
          </Alert>
        ) : (
          <ProfileForm profile={profile.data.user} />
        )}
      </Stack>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTexts(profileTexts);
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: toValues(profile), validate: zodValidate(schema) });
  const update = useMutation(trpc.users.updateProfile.mutationOptions());

  const cancel = () => {
    form.setValues(toValues(profile));
    form.resetDirty(toValues(profile));
    form.clearErrors();
    update.reset();
    setEditing(false);
  };

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: profile.id, ...values },
      {
        onSuccess: ({ user }) => {
          queryClient.setQueryData(trpc.users.profile.queryKey({ id: profile.id }), (old) =>
            old ? { ...old, user } : old,
          );
          const session = sessionStore.get();
          if (session)
            sessionStore.updateUser({
              ...session.user,
              first_name: user.first_name,
              last_name: user.last_name,
            });
          form.setValues(toValues(user));
          form.resetDirty(toValues(user));
          setEditing(false);
          notifications.show({ color: 'sage', message: t('info.saved') });
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );

  const readOnly = !editing;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg">
              {t('info.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('info.intro')}
            </Text>
          </div>
          {!editing && (
            <Button variant="light" onClick={() => setEditing(true)}>
              {t('info.edit')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('info.firstName')}
            dir="auto"
            required
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('info.lastName')}
            dir="auto"
            required
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('info.email')}
          value={profile.email ?? ''}
          readOnly
          disabled
          description={MSG.emailCannotChange}
        />
        <Textarea
          label={t('info.bio')}
          dir="auto"
          autosize
          minRows={3}
          maxRows={8}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          placeholder={readOnly ? t('info.bioEmpty') : t('info.bioPlaceholder')}
          {...form.getInputProps('bio')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('info.location')}
            dir="auto"
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            placeholder={readOnly ? '' : t('info.locationPlaceholder')}
            {...form.getInputProps('location')}
          />
          <TextInput
            label={t('info.occupation')}
            dir="auto"
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            {...form.getInputProps('occupation')}
          />
          <TextInput
            label={t('info.interests')}
            dir="auto"
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            placeholder={readOnly ? '' : t('info.interestsPlaceholder')}
            {...form.getInputProps('interests')}
          />
          <TextInput
            label={t('info.dateOfBirth')}
            type="date"
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            {...form.getInputProps('date_of_birth')}
          />
        </SimpleGrid>
        <FormError error={update.error} fallback={MSG.profileUpdateFailed} />
        {editing && (
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('info.save')}
            </Button>
            <Button variant="default" onClick={cancel} disabled={update.isPending}>
              {t('info.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
