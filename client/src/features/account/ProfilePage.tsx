import { Button, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../lib/auth.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PictureCard } from './PictureCard.tsx';
import { ProfileInfoCard } from './ProfileInfoCard.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { MyStoriesCard } from './MyStoriesCard.tsx';
import { SavedStoriesCard } from './SavedStoriesCard.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { profileTexts } from '../../i18n/areas/profile.ts';

export function ProfilePage() {
  const { t } = useTexts(profileTexts);
  usePageTitle(t('page.title'));
  const session = useSession();
  if (!session) return null; // the route guard sends visitors to sign in
  return (
    <>
      <PageHeader
        title={t('page.heading')}
        subtitle={`${session.user.first_name} ${session.user.last_name} · ${session.user.email}`}
      />
      <Container py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PictureCard session={session} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ProfileInfoCard userId={session.user.id} />
              <MyStoriesCard />
              <SavedStoriesCard />
              <ChangePasswordCard userId={session.user.id} />
              <DangerZone />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

function DangerZone() {
  const { t } = useTexts(profileTexts);
  return (
    <Card style={{ borderColor: 'var(--mantine-color-red-light-color)' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg" c="var(--mantine-color-red-text)">
          {t('danger.title')}
        </Title>
        <Text size="sm">{t('danger.text')}</Text>
        <Button
          component={Link}
          to="/account-deletion"
          color="red"
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('danger.delete')}
        </Button>
      </Stack>
    </Card>
  );
}
