import { useEffect } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { openConfirm } from '../../lib/modals.ts';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUTO_HIDE_REPORTS_MAX,
  BACKUP_FREQUENCIES,
  MAX_FILE_SIZE_OPTIONS,
  NEW_ACCOUNT_HOURS_MAX,
  NEW_ACCOUNT_LINKS_MAX,
  VERIFIED_EMAIL_ACTIONS,
  siteSettings,
  type SiteSettings,
  type VerifiedEmailAction,
} from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { errorMessage, fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { zodValidate } from '../../lib/forms.ts';
import { AdminPage } from './AdminPage.tsx';

const ACTION_LABELS: Record<VerifiedEmailAction, string> = {
  message_request: 'Message requests (a first message to someone)',
  report: 'Reports',
  post: 'Posts and replies in groups',
  rsvp: 'Event RSVPs',
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

export function AdminSettingsPage() {
  const settings = useQuery(trpc.admin.settings.get.queryOptions());
  return (
    <AdminPage title="Settings" description="How the site presents itself and handles content.">
      {settings.isPending ? (
        <Stack>
          <Skeleton h={180} radius="md" />
          <Skeleton h={180} radius="md" />
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(settings.error)}
        </Alert>
      ) : (
        <SettingsForm initial={settings.data.settings} />
      )}
    </AdminPage>
  );
}

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const form = useForm<SiteSettings>({
    initialValues: initial,
    validate: zodValidate(siteSettings),
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    setValues(initial);
    resetDirty(initial);
  }, [initial, setValues, resetDirty]);

  const saved = (message: string) => (data: { settings: SiteSettings }) => {
    queryClient.setQueryData(trpc.admin.settings.get.queryKey(), data);
    void queryClient.invalidateQueries({ queryKey: trpc.content.site.queryKey() });
    notifications.show({ color: 'sage', message });
  };
  const save = useMutation(
    trpc.admin.settings.update.mutationOptions({
      onSuccess: saved('Settings saved.'),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );
  const reset = useMutation(
    trpc.admin.settings.reset.mutationOptions({
      onSuccess: saved('Settings restored to their defaults.'),
    }),
  );

  const confirmReset = () =>
    openConfirm({
      title: 'Restore default settings?',
      children: <Text size="sm">Every setting on this page goes back to its default value.</Text>,
      labels: { confirm: 'Restore defaults', cancel: 'Cancel' },
      onConfirm: () => reset.mutate(),
    });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="General" description="Shown in the site's header and page titles.">
            <TextInput label="Site name" required {...form.getInputProps('siteName')} />
            <Textarea
              label="Site description"
              autosize
              minRows={2}
              {...form.getInputProps('siteDescription')}
            />
          </Section>
          <Section title="Notifications">
            <Switch
              label="Email notifications"
              description="Email admins about new contact messages and account deletion requests."
              {...form.getInputProps('emailNotifications', { type: 'checkbox' })}
            />
          </Section>
          <Section title="Content">
            <Switch
              label="Auto-publish"
              description="Stories created by admins are published at once."
              {...form.getInputProps('autoPublish', { type: 'checkbox' })}
            />
            <Switch
              label="Require approval"
              description="Stories from members wait for review before they appear."
              {...form.getInputProps('requireApproval', { type: 'checkbox' })}
            />
            <Select
              label="Maximum upload size"
              data={[...MAX_FILE_SIZE_OPTIONS]}
              allowDeselect={false}
              {...form.getInputProps('maxFileSize')}
            />
            <Select
              label="Backup frequency"
              data={BACKUP_FREQUENCIES.map((v) => ({
                value: v,
                label: v[0]?.toUpperCase() + v.slice(1),
              }))}
              allowDeselect={false}
              {...form.getInputProps('backupFrequency')}
            />
          </Section>
          <Section title="Moderation">
            <NumberInput
              label="Auto-hide after N reports"
              description="A post, reply or chat message reported by this many different members is hidden until a moderator reviews it."
              min={1}
              max={AUTO_HIDE_REPORTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('autoHideReports')}
            />
            <NumberInput
              label="New-account hours"
              description={`In an account's first hours: no message requests, at most ${NEW_ACCOUNT_LINKS_MAX} links per post or reply, and a post repeating hers in another group within the hour waits for a moderator. 0 turns these limits off.`}
              min={0}
              max={NEW_ACCOUNT_HOURS_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('newAccountHours')}
            />
            <Checkbox.Group
              label="Needs a confirmed email address"
              description="Until a member follows the link emailed to her, these are refused with a note pointing to the banner's Resend the email."
              {...form.getInputProps('verifiedEmailRequiredFor')}
            >
              <Stack gap={6} mt="xs">
                {VERIFIED_EMAIL_ACTIONS.map((action) => (
                  <Checkbox key={action} value={action} label={ACTION_LABELS[action]} />
                ))}
              </Stack>
            </Checkbox.Group>
          </Section>
          <Section title="Security recommendations">
            <List size="sm" spacing={6}>
              <List.Item>Give admin access only to people who moderate daily.</List.Item>
              <List.Item>Use a long, unique password; change it if you share a device.</List.Item>
              <List.Item>Deactivate accounts of people who leave the team the same day.</List.Item>
              <List.Item>Check the audit log after bulk changes.</List.Item>
            </List>
          </Section>
        </SimpleGrid>
        <Section title="Admin information">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Signed in as
              </Text>
              <Text>{session ? `${session.user.first_name} ${session.user.last_name}` : ''}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Email
              </Text>
              <Text>{session?.user.email}</Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Role
              </Text>
              <Text tt="capitalize">{session?.user.role}</Text>
            </div>
          </SimpleGrid>
        </Section>
        <FormError error={save.error ?? reset.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={confirmReset} loading={reset.isPending}>
            Reset
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
