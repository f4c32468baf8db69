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
import { DELETION_NEXT_STEPS, DELETION_REASON_LABELS } from '../../content/legal.ts';

export function AccountDeletionPage() {
  usePageTitle('Delete your account');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const dataExport = useDataExport();
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
            Account deletion
          </Title>
          <Text c="dimmed" my="md">
            Sign in to the account you want to delete.
          </Text>
          <ButtonLink to="/sign-in" search={{ redirect: '/account-deletion' }}>
            Sign in
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
              Your request is in
            </Title>
            <Text>
              Your account is deactivated and you have been signed out everywhere. It will be
              deleted after 30 days: changed your mind? The email we sent you has a link that
              cancels the deletion until then.
            </Text>
            <Text c="dimmed" size="sm">
              You will be taken to the home page in a few seconds.
            </Text>
            <Button
              onClick={() => {
                sessionStore.clear();
                void navigate({ to: '/' });
              }}
            >
              Return to Home
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }

  const valid = form.values.confirmDataLoss && form.values.confirmPermanent;
  return (
    <>
      <PageHeader
        title="Delete your account"
        subtitle="We are sorry to see you go. Before you do, read what happens next."
      />
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
                  <TextInput label="Email" value={session?.user.email ?? ''} readOnly disabled />
                  <Select
                    label="Why are you leaving? (optional)"
                    placeholder="Choose a reason"
                    clearable
                    data={DELETION_REASONS.map((r) => ({
                      value: r,
                      label: DELETION_REASON_LABELS[r] ?? r,
                    }))}
                    {...form.getInputProps('reason')}
                  />
                  <Textarea
                    label="Anything we could do better? (optional)"
                    autosize
                    minRows={3}
                    maxLength={2000}
                    {...form.getInputProps('feedback')}
                  />
                  <Checkbox
                    label="Email me a copy of my data"
                    {...form.getInputProps('exportData', { type: 'checkbox' })}
                  />
                  <Button
                    variant="subtle"
                    onClick={() => dataExport.mutate()}
                    loading={dataExport.isPending}
                    style={{ alignSelf: 'flex-start' }}
                    px={0}
                  >
                    Download my data now
                  </Button>
                  <Checkbox
                    required
                    label="I understand my stories, posts, messages and profile will be lost."
                    {...form.getInputProps('confirmDataLoss', { type: 'checkbox' })}
                  />
                  <Checkbox
                    required
                    label="I understand this is permanent and cannot be undone."
                    {...form.getInputProps('confirmPermanent', { type: 'checkbox' })}
                  />
                  {request.isError && (
                    <Alert color="red" variant="light" role="alert">
                      Your request could not be sent. Please try again.
                    </Alert>
                  )}
                  <Button
                    type="submit"
                    color="red"
                    disabled={!valid || request.isPending}
                    loading={request.isPending}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Delete my account
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  What happens next
                </Title>
                <List spacing="xs" size="sm">
                  {DELETION_NEXT_STEPS.map((s) => (
                    <List.Item key={s}>{s}</List.Item>
                  ))}
                </List>
              </Card>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  Alternatives
                </Title>
                <Stack gap={6}>
                  <Anchor component={Link} to="/profile" underline="always">
                    Edit your profile or hide details instead
                  </Anchor>
                  <Anchor component={Link} to="/settings" underline="always">
                    Get fewer emails
                  </Anchor>
                  <Anchor component={Link} to="/contact" underline="always">
                    Tell us what went wrong
                  </Anchor>
                </Stack>
              </Card>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  Need help?
                </Title>
                <Text size="sm">privacy@hercircle.example · We respond within 24-48 hours.</Text>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
