import { useState } from 'react';
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSession } from '../lib/auth.ts';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { useTexts } from '../i18n/texts.ts';
import { frameTexts } from '../i18n/areas/frame.ts';

/**
 * For a member whose address is not confirmed, under the header on every page: a calm note with
 * "Resend the email" and what came of it. Read from /auth/me, not the stored sign-in, so it goes
 * as soon as she has followed the link (in another tab too, when she comes back to this one).
 * Hiding it lasts for this page only: the next page shows it again.
 */
export function EmailConfirmationBanner() {
  const session = useSession();
  const { t, i18n } = useTexts(frameTexts);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [hiddenOn, setHiddenOn] = useState<string | null>(null);
  const me = useQuery({
    ...trpc.auth.me.queryOptions(),
    enabled: session !== null,
    staleTime: 60_000,
  });
  const resend = useMutation(trpc.content.resendEmailConfirmation.mutationOptions());
  if (me.data?.user.email_verified !== false || hiddenOn === pathname) return null;
  return (
    <Container size="lg" pt="md" lang={i18n.language} dir={i18n.dir()}>
      <Alert
        color="blue"
        variant="light"
        role="region"
        aria-label={t('emailConfirmation.label')}
        icon={<IconMail size={18} aria-hidden />}
        withCloseButton
        closeButtonLabel={t('emailConfirmation.dismiss')}
        onClose={() => setHiddenOn(pathname)}
      >
        <Group gap="sm" wrap="wrap" align="center">
          <Text size="sm">{t('emailConfirmation.banner')}</Text>
          <Button
            size="xs"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t('emailConfirmation.resend')}
          </Button>
        </Group>
        <Text size="sm" mt={resend.isIdle ? 0 : 'xs'} role="status" aria-live="polite">
          {resend.isSuccess && t('emailConfirmation.sent')}
          {resend.isError && errorMessage(resend.error)}
        </Text>
      </Alert>
    </Container>
  );
}
