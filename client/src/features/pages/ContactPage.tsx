import {
  Alert,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { contactInput } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormError } from '../../components/FormError.tsx';
import { zodValidate } from '../../lib/forms.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CONTACT } from '../../content/legal.ts';
import { useTexts } from '../../i18n/texts.ts';
import { aboutTexts } from '../../i18n/areas/about.ts';

export function ContactPage() {
  const { t } = useTexts(aboutTexts);
  usePageTitle(t('contact.title'));
  const session = useSession();
  const initial = {
    name: session ? `${session.user.first_name} ${session.user.last_name}` : '',
    email: session?.user.email ?? '',
    subject: '',
    message: '',
  };
  const form = useForm({ initialValues: initial, validate: zodValidate(contactInput) });
  const send = useMutation(
    trpc.content.contact.mutationOptions({
      onSuccess: () => form.setValues({ ...initial, subject: '', message: '' }),
      onError: (e) => form.setErrors(fieldErrors(e)),
    }),
  );

  return (
    <>
      <PageHeader title={t('contact.title')} subtitle={t('contact.intro')} />
      <Container py={48}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card padding="xl">
              {send.isSuccess ? (
                <Stack>
                  <Alert
                    color="sage"
                    variant="light"
                    icon={<IconCircleCheck size={18} aria-hidden />}
                    role="status"
                    title={t('contact.sent')}
                  >
                    {t('contact.thanks')} {t('contact.responseTime')}
                  </Alert>
                  <Button
                    variant="default"
                    onClick={() => send.reset()}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('contact.another')}
                  </Button>
                </Stack>
              ) : (
                <form
                  onSubmit={form.onSubmit((values) => {
                    if (!send.isPending) send.mutate(values);
                  })}
                  noValidate
                >
                  <Stack gap="sm">
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      <TextInput
                        label={t('contact.name')}
                        required
                        {...form.getInputProps('name')}
                      />
                      <TextInput
                        label={t('contact.email')}
                        type="email"
                        required
                        {...form.getInputProps('email')}
                      />
                    </SimpleGrid>
                    <TextInput
                      label={t('contact.subject')}
                      required
                      {...form.getInputProps('subject')}
                    />
                    <Textarea
                      label={t('contact.message')}
                      required
                      autosize
                      minRows={6}
                      // Whole pixels per line (22 instead of 21.7): the HTML's six rows and the
                      // height autosize sets once the page runs (it rounds a line up) are then
                      // the same, and nothing below the field moves as the page hydrates.
                      styles={{ input: { lineHeight: 'calc(1.375rem * var(--mantine-scale))' } }}
                      {...form.getInputProps('message')}
                    />
                    <FormError error={send.error} />
                    <Button
                      type="submit"
                      loading={send.isPending}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {t('contact.send')}
                    </Button>
                  </Stack>
                </form>
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              <Card>
                <Title order={2} fz="lg">
                  {t('contact.responseTitle')}
                </Title>
                <Text>{t('contact.responseTime')}</Text>
              </Card>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  {t('contact.direct')}
                </Title>
                <Stack gap={6}>
                  {CONTACT.channels.map((c) => (
                    <Group key={c.id} gap="xs" wrap="nowrap">
                      <IconMail size={16} aria-hidden />
                      <Text size="sm">
                        {t(`contact.channels.${c.id}`)}: <bdi>{c.value}</bdi>
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
