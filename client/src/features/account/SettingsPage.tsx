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
import { DevicesCard } from './DevicesCard.tsx';
import { SignInSecurityCard } from './SignInSecurityCard.tsx';
import { PushCard } from '../device/PushCard.tsx';
import { LanguageCard } from '../device/LanguageCard.tsx';
import { TimeZoneCard } from '../device/TimeZoneCard.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

export function SettingsPage() {
  const { t } = useTexts(settingsTexts);
  usePageTitle(t('page.title'));
  const session = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
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

const EMAIL_FREQUENCIES = [
  'immediate',
  'daily',
  'off',
] as const satisfies readonly EmailFrequency[];

export function EmailPreferencesCard() {
  const { t } = useTexts(settingsTexts);
  const { prefs, save } = usePreferences({ saved: t('email.saved') });

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('email.title')}
        </Title>
        {prefs.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('email.loading')}>
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
              label={t('email.newsletter')}
              description={t('email.newsletterHelp')}
              checked={prefs.data.preferences.newsletter_opt_in}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ newsletter_opt_in: event.currentTarget.checked })}
            />
            <Select
              label={t('email.frequency')}
              description={t('email.frequencyHelp')}
              data={EMAIL_FREQUENCIES.map((value) => ({ value, label: t(`email.${value}`) }))}
              value={prefs.data.preferences.email_frequency}
              disabled={save.isPending}
              allowDeselect={false}
              onChange={(value) =>
                value && save.mutate({ email_frequency: value as EmailFrequency })
              }
              maw={360}
            />
            <Switch
              label={t('email.discreet')}
              description={t('email.discreetHelp')}
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
  const { t } = useTexts(settingsTexts);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg" id="theme-label">
          {t('appearance.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('appearance.savedHere')}
        </Text>
        <SegmentedControl
          aria-labelledby="theme-label"
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          data={[
            { label: t('appearance.light'), value: 'light' },
            { label: t('appearance.dark'), value: 'dark' },
            { label: t('appearance.auto'), value: 'auto' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Card>
  );
}

function DataCard() {
  const { t } = useTexts(settingsTexts);
  const dataExport = useDataExport((reason) => t('data.failed', { reason }));
  return (
    <Card>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('data.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('data.intro')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => dataExport.mutate()}
          loading={dataExport.isPending}
        >
          {t('data.download')}
        </Button>
      </Group>
    </Card>
  );
}
