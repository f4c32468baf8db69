import { Alert, Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DmPolicy, ProfileVisibility } from '@hercircle/shared/constants';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from './use-preferences.ts';

const DM_OPTIONS: { value: DmPolicy; label: string }[] = [
  { value: 'everyone', label: 'Any member' },
  { value: 'shared_groups', label: 'Members of groups I belong to' },
  { value: 'nobody', label: 'Nobody' },
];

const PROFILE_OPTIONS: { value: ProfileVisibility; label: string }[] = [
  { value: 'members', label: 'Any member' },
  { value: 'shared_groups', label: 'Members of groups I belong to' },
];

/** Who may message her and who may open her member page. */
export function PrivacyCard() {
  const { prefs, save } = usePreferences({ saved: 'Privacy settings saved.' });

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            Privacy
          </Title>
          <Text size="sm" c="dimmed">
            Site moderators can always see your profile. A member you have blocked can neither
            message you nor see your posts.
          </Text>
        </div>
        {prefs.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading your privacy settings">
            <Skeleton h={36} maw={360} />
            <Skeleton h={36} maw={360} />
          </Stack>
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <>
            <Select
              label="Who can send me direct messages"
              description="A first message arrives as a request you accept or decline."
              data={DM_OPTIONS}
              value={prefs.data.preferences.dm_policy}
              allowDeselect={false}
              disabled={save.isPending}
              onChange={(value) => value && save.mutate({ dm_policy: value as DmPolicy })}
              maw={360}
            />
            <Select
              label="Who can see my profile"
              description="Your name still shows beside what you post."
              data={PROFILE_OPTIONS}
              value={prefs.data.preferences.profile_visibility}
              allowDeselect={false}
              disabled={save.isPending}
              onChange={(value) =>
                value && save.mutate({ profile_visibility: value as ProfileVisibility })
              }
              maw={360}
            />
          </>
        )}
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
