import { Alert, Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DmPolicy, ProfileVisibility } from '@hercircle/shared/constants';
import { errorMessage } from '../../lib/errors.ts';
import { usePreferences } from './use-preferences.ts';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/** Who may message her and who may open her member page. */
export function PrivacyCard() {
  const { t } = useTexts(settingsTexts);
  const { prefs, save } = usePreferences({ saved: t('privacy.saved') });
  const anyMember = t('privacy.anyMember');
  const sharedGroups = t('privacy.sharedGroups');
  const dmOptions: { value: DmPolicy; label: string }[] = [
    { value: 'everyone', label: anyMember },
    { value: 'shared_groups', label: sharedGroups },
    { value: 'nobody', label: t('privacy.nobody') },
  ];
  const profileOptions: { value: ProfileVisibility; label: string }[] = [
    { value: 'members', label: anyMember },
    { value: 'shared_groups', label: sharedGroups },
  ];

  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('privacy.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('privacy.intro')}
          </Text>
        </div>
        {prefs.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('privacy.loading')}>
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
              label={t('privacy.dm')}
              description={t('privacy.dmHelp')}
              data={dmOptions}
              value={prefs.data.preferences.dm_policy}
              allowDeselect={false}
              disabled={save.isPending}
              onChange={(value) => value && save.mutate({ dm_policy: value as DmPolicy })}
              maw={360}
            />
            <Select
              label={t('privacy.profile')}
              description={t('privacy.profileHelp')}
              data={profileOptions}
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
