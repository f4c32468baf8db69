import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Grid,
  List,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { DELETION_REASONS } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useDataExport } from '../account/data-export.ts';
import { useSession } from '../../lib/auth.ts';
import { sessionStore } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { DELETION_NEXT_STEPS, PRIVACY_EMAIL } from '../../content/legal.ts';
import { useTexts } from '../../i18n/texts.ts';
import { legalTexts } from '../../i18n/areas/legal.ts';

export function AccountDeletionPage() {
  const { t } = useTexts(legalTexts);
  usePageTitle(t('deletion.title'));
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const dataExport = useDataExport((reason) => t('deletion.form.downloadFailed', { reason }));
  const form = useForm({
    initialValues: {
      reason: null as string | null,
      feedback: '',
      confirmDataLoss: false,
      confirmPermanent: false,
      exportData: true,
    },
  });
  const request = useMutation(
    trpc.content.requestDeletion.mutationOptions({
      onSuccess: () => setSubmitted(true),
      onError: (e) => console.error('Account deletion failed', e),
    }),
  );

  // The confirmation replaces a long form she has scrolled down: it takes focus, which brings it
  // into view and has a screen reader read it.
  useEffect(() => {
    if (submitted) confirmation.current?.focus();
  }, [submitted]);

  // The spec: after success the member is logged out and sent home 5 seconds later.
  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => {
      sessionStore.clear();
      queryClient.clear();
      void navigate({ to: '/' });
    }, 5000);
    return () => clearTimeout(timer);
  }, [submitted, navigate, queryClient]);

  // Her request ends her sessions, and her live stream may sign this tab out before its answer
  // arrives: meanwhile the form stays, not the sign-in card.
  if (!session && !submitted && !request.isPending) {
    return (
      <Container size="sm" py={64}>
        <Card padding="xl" ta="center">
          <Title order={1} fz={28}>
            {t('deletion.signedOut.title')}
          </Title>
          <Text c="dimmed" my="md">
            {t('deletion.signedOut.text')}
          </Text>
          <ButtonLink to="/sign-in" search={{ redirect: '/account-deletion' }}>
            {t('deletion.signedOut.signIn')}
          </ButtonLink>
        </Card>
      </Container>
    );
  }

  if (submitted) {
    return (
      <Container size="sm" py={64}>
        <Card padding="xl" ta="center">
          <Stack align="center">
            <IconCircleCheck size={48} color="var(--mantine-color-sage-6)" aria-hidden />
            <Title order={1} fz={28} ref={confirmation} tabIndex={-1} style={{ outline: 'none' }}>
              {t('deletion.done.title')}
            </Title>
            <Text>{t('deletion.done.text')}</Text>
            <Text c="dimmed" size="sm">
              {t('deletion.done.redirect')}
            </Text>
            <Button
              onClick={() => {
                sessionStore.clear();
                void navigate({ to: '/' });
              }}
            >
              {t('deletion.done.home')}
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }

  const valid = form.values.confirmDataLoss && form.values.confirmPermanent;
  return (
    <>
      <PageHeader title={t('deletion.title')} subtitle={t('deletion.subtitle')} />
      <Container py={48}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card padding="xl">
              <form
                onSubmit={form.onSubmit((v) => {
                  if (!valid || request.isPending) return;
                  request.mutate({
                    reason: (v.reason as (typeof DELETION_REASONS)[number] | null) ?? null,
                    feedback: v.feedback,
                    confirmDataLoss: true,
                    confirmPermanent: true,
                    exportData: v.exportData,
                  });
                })}
                noValidate
              >
                <Stack gap="md">
                  <TextInput
                    label={t('deletion.form.email')}
                    value={session?.user.email ?? ''}
                    readOnly
                    disabled
                  />
                  <Select
                    label={t('deletion.form.reason')}
                    placeholder={t('deletion.form.reasonPlaceholder')}
                    clearable
                    data={DELETION_REASONS.map((r) => ({
                      value: r,
                      label: t(`deletion.reasons.${r}`),
                    }))}
                    {...form.getInputProps('reason')}
                  />
                  <Textarea
                    label={t('deletion.form.feedback')}
                    autosize
                    minRows={3}
                    maxLength={2000}
                    {...form.getInputProps('feedback')}
                  />
                  <Checkbox
                    label={t('deletion.form.exportData')}
                    {...form.getInputProps('exportData', { type: 'checkbox' })}
                  />
                  <Button
                    variant="subtle"
                    onClick={() => dataExport.mutate()}
                    loading={dataExport.isPending}
                    style={{ alignSelf: 'flex-start' }}
                    px={0}
                  >
                    {t('deletion.form.downloadNow')}
                  </Button>
                  <Checkbox
                    required
                    label={t('deletion.form.confirmDataLoss')}
                    {...form.getInputProps('confirmDataLoss', { type: 'checkbox' })}
                  />
                  <Checkbox
                    required
                    label={t('deletion.form.confirmPermanent')}
                    {...form.getInputProps('confirmPermanent', { type: 'checkbox' })}
                  />
                  {request.isError && (
                    <Alert color="red" variant="light" role="alert">
                      {t('deletion.form.failed')}
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    color="red"
                    disabled={!valid || request.isPending}
                    loading={request.isPending}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('deletion.form.submit')}
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  {t('deletion.next.title')}
                </Title>
                <List spacing="xs" size="sm">
                  {DELETION_NEXT_STEPS.map((s) => (
                    <List.Item key={s}>{t(`deletion.next.${s}`)}</List.Item>
                  ))}
                </List>
              </Card>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  {t('deletion.alternatives.title')}
                </Title>
                <Stack gap={6}>
                  <Anchor component={Link} to="/profile" underline="always">
                    {t('deletion.alternatives.profile')}
                  </Anchor>
                  <Anchor component={Link} to="/settings" underline="always">
                    {t('deletion.alternatives.emails')}
                  </Anchor>
                  <Anchor component={Link} to="/contact" underline="always">
                    {t('deletion.alternatives.contact')}
                  </Anchor>
                </Stack>
              </Card>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  {t('deletion.help.title')}
                </Title>
                <Text size="sm">{t('deletion.help.text', { email: PRIVACY_EMAIL })}</Text>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
