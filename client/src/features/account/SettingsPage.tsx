import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { EmailFrequency } from '@hercircle/shared/constants';
import { useSession } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { ContentNotesCard } from './ContentNotesCard.tsx';
import { QuickExitCard } from './QuickExitCard.tsx';
import { PrivacyCard } from './PrivacyCard.tsx';
import { BlockedMutedCard } from '../members/BlockedMutedCard.tsx';
import { ShieldCard } from '../shield/ShieldCard.tsx';
import { MyReportsCard } from '../safety/MyReportsCard.tsx';
import { DecisionsLinkCard } from '../fair-process/DecisionsLinkCard.tsx';
import { useDataExport } from './data-export.ts';
import { usePreferences } from './use-preferences.ts';
import { DISCREET_EMAIL_HELP } from './discreet-email.ts';
import { DevicesCard } from './DevicesCard.tsx';
import { SignInSecurityCard } from './SignInSecurityCard.tsx';
import { PushCard } from '../device/PushCard.tsx';
import { LanguageCard } from '../device/LanguageCard.tsx';
import { TimeZoneCard } from '../device/TimeZoneCard.tsx';

export function SettingsPage() {
  usePageTitle('Settings');
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Email, privacy, appearance, password, your data and devices."
      />
      <Container size="md" py="xl">
        <Stack gap="lg">
          <EmailPreferencesCard />
          <PushCard />
          <LanguageCard />
          <TimeZoneCard />
          <PrivacyCard />
          <AppearanceCard />
          <ContentNotesCard />
          <QuickExitCard />
          <BlockedMutedCard />
          <ShieldCard />
          <ChangePasswordCard userId={session.user.id} />
          <SignInSecurityCard />
          <MyReportsCard />
          <DecisionsLinkCard />
          <DataCard />
          <DevicesCard />
        </Stack>
      </Container>
    </>
  );
}

const EMAIL_FREQUENCY_OPTIONS: { value: EmailFrequency; label: string }[] = [
  { value: 'immediate', label: 'Right away, one email each' },
  { value: 'daily', label: 'A daily digest of what you missed' },
  { value: 'off', label: 'Off' },
];

export function EmailPreferencesCard() {
  const { prefs, save } = usePreferences({ saved: 'Email preferences saved.' });

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Email
        </Title>
        {prefs.isPending ? (
          <Stack
            gap="sm"
            role="status"
            aria-busy="true"
            aria-label="Loading your email preferences"
          >
            <Skeleton h={24} />
            <Skeleton h={24} />
          </Stack>
        ) : prefs.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(prefs.error)}
          </Alert>
        ) : (
          <>
            <Switch
              label="Newsletter"
              description="Our weekly letter: new stories, events and resources."
              checked={prefs.data.preferences.newsletter_opt_in}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ newsletter_opt_in: event.currentTarget.checked })}
            />
            <Select
              label="Notification emails"
              description="Replies, mentions, reactions, requests and news from your groups."
              data={EMAIL_FREQUENCY_OPTIONS}
              value={prefs.data.preferences.email_frequency}
              disabled={save.isPending}
              allowDeselect={false}
              onChange={(value) =>
                value && save.mutate({ email_frequency: value as EmailFrequency })
              }
              maw={360}
            />
            <Switch
              label="Discreet emails"
              description={DISCREET_EMAIL_HELP}
              checked={prefs.data.preferences.discreet_email}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ discreet_email: event.currentTarget.checked })}
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

function AppearanceCard() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="theme-label">
          Appearance
        </Title>
        <Text size="sm" c="dimmed">
          Saved on this device.
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          data={[
            { label: 'Light', value: 'light' },
            { label: 'Dark', value: 'dark' },
            { label: 'Match my device', value: 'auto' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Card>
  );
}

function DataCard() {
  const dataExport = useDataExport();
  return (
    <Card>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <div>
          <Title order={2} fz="lg">
            Your data
          </Title>
          <Text size="sm" c="dimmed">
            Everything we hold about you (profile, groups, posts, messages and stories) as a JSON
            file.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => dataExport.mutate()}
          loading={dataExport.isPending}
        >
          Download my data
        </Button>
      </Group>
    </Card>
  );
}
