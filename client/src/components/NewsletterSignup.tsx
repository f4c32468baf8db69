import { useEffect, useState } from 'react';
import { Box, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../lib/trpc.ts';
import { errorMessage } from '../lib/errors.ts';
import { useSession } from '../lib/auth.ts';
import { useTexts } from '../i18n/texts.ts';
import { homeTexts } from '../i18n/areas/home.ts';

/**
 * The spec: success shows "Welcome to the Family!" for 3 seconds, then the form returns, cleared.
 * Under double opt-in an address waits for the link in a confirmation email, so the welcome says
 * so; a signed-in member's own address is confirmed at once (the server does the same).
 */
export function NewsletterSignup() {
  const session = useSession();
  const { t } = useTexts(homeTexts);
  const [email, setEmail] = useState('');
  const [welcomed, setWelcomed] = useState<'confirm' | 'subscribed' | null>(null);
  const subscribe = useMutation(
    trpc.content.subscribe.mutationOptions({
      onSuccess: (_data, { email: address }) => {
        setEmail('');
        const own = session?.user.email.toLowerCase() === address.toLowerCase();
        setWelcomed(own ? 'subscribed' : 'confirm');
      },
    }),
  );
  useEffect(() => {
    if (!welcomed) return;
    const timer = setTimeout(() => setWelcomed(null), 3000);
    return () => clearTimeout(timer);
  }, [welcomed]);

  return (
    <Box
      component="section"
      py={64}
      aria-labelledby="newsletter-heading"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-plum-8), var(--mantine-color-plum-9))',
        color: 'white',
      }}
    >
      <Container size="sm">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="newsletter-heading" c="white" fz={30}>
            {t('newsletter.title')}
          </Title>
          <Text c="plum.1">{t('newsletter.text')}</Text>
          <div aria-live="polite">
            {welcomed ? (
              <Stack gap={4}>
                <Text fw={700} fz="xl" c="white">
                  {t('newsletter.welcome')}
                </Text>
                <Text c="plum.1">{t('newsletter.gift')}</Text>
                <Text c="white" fw={600}>
                  {welcomed === 'confirm' ? t('newsletter.confirm') : t('newsletter.subscribed')}
                </Text>
              </Stack>
            ) : (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  // Empty does nothing; the browser checks the email format.
                  if (email.trim() && !subscribe.isPending)
                    subscribe.mutate({ email: email.trim() });
                }}
              >
                <Group gap="xs" justify="center" wrap="wrap">
                  <TextInput
                    type="email"
                    required
                    aria-label={t('newsletter.email')}
                    placeholder={t('newsletter.placeholder')}
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    w={{ base: '100%', xs: 300 }}
                  />
                  <Button type="submit" variant="white" loading={subscribe.isPending}>
                    {t('newsletter.subscribe')}
                  </Button>
                </Group>
                {subscribe.isError && (
                  <Text c="coral.1" size="sm" mt="xs" role="alert">
                    {errorMessage(subscribe.error)}
                  </Text>
                )}
              </form>
            )}
          </div>
        </Stack>
      </Container>
    </Box>
  );
}
