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
  const profile = useQuery(trpc.users.profile.queryOptions({ id: userId }));
  return (
    <Card>
      <Stack gap="md">
        {profile.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your profile">
            <Skeleton h={28} w="40%" />
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={80} />
          </Stack>
        ) : profile.isError ? (
          <Alert color="red" variant="light" role="alert" title="Your profile could not be loaded">
            {errorMessage(profile.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void profile.refetch()}>
              Try again
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
          notifications.show({ color: 'sage', message: 'Profile saved.' });
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
              Profile information
            </Title>
            <Text size="sm" c="dimmed">
              Other members see your name, picture, bio, location, occupation and interests.
            </Text>
          </div>
          {!editing && (
            <Button variant="light" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            required
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            required
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          value={profile.email ?? ''}
          readOnly
          disabled
          description={MSG.emailCannotChange}
        />
        <Textarea
          label="Bio"
          autosize
          minRows={3}
          maxRows={8}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          placeholder={readOnly ? 'Nothing here yet' : 'A few lines about you'}
          {...form.getInputProps('bio')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Location"
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            placeholder={readOnly ? '' : 'City, country'}
            {...form.getInputProps('location')}
          />
          <TextInput
            label="Occupation"
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            {...form.getInputProps('occupation')}
          />
          <TextInput
            label="Interests"
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            placeholder={readOnly ? '' : 'Running, poetry, fintech'}
            {...form.getInputProps('interests')}
          />
          <TextInput
            label="Date of birth"
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
              Save
            </Button>
            <Button variant="default" onClick={cancel} disabled={update.isPending}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
