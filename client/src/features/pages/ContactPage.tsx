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

export function ContactPage() {
  usePageTitle('Contact Us');
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
      <PageHeader title="Contact Us" subtitle={CONTACT.intro} />
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
                    title="Message sent"
                  >
                    Thank you. {CONTACT.responseTime}
                  </Alert>
                  <Button
                    variant="default"
                    onClick={() => send.reset()}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    Send another message
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
                      <TextInput label="Name" required {...form.getInputProps('name')} />
                      <TextInput
                        label="Email"
                        type="email"
                        required
                        {...form.getInputProps('email')}
                      />
                    </SimpleGrid>
                    <TextInput label="Subject" required {...form.getInputProps('subject')} />
                    <Textarea
                      label="Message"
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
                      Send message
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
                  Response time
                </Title>
                <Text>{CONTACT.responseTime}</Text>
              </Card>
              <Card>
                <Title order={2} fz="lg" mb="xs">
                  Email us directly
                </Title>
                <Stack gap={6}>
                  {CONTACT.channels.map((c) => (
                    <Group key={c.label} gap="xs" wrap="nowrap">
                      <IconMail size={16} aria-hidden />
                      <Text size="sm">
                        {c.label}: {c.value}
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
