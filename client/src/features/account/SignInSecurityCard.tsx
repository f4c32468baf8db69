import { Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { TwoStepSection } from './security/TwoStepSection.tsx';
import { PasskeysSection } from './security/PasskeysSection.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { settingsTexts } from '../../i18n/areas/settings.ts';

/** /settings "Sign-in and security": two-step sign-in and passkeys (issue 32). */
export function SignInSecurityCard() {
  const { t } = useTexts(settingsTexts);
  const status = useQuery(trpc.auth.security.queryOptions());
  return (
    <Card id="security">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg">
            {t('security.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('security.intro')}
          </Text>
        </div>
        {status.isPending && <Skeleton height={80} radius="md" />}
        {status.isError && (
          <Text c="var(--hc-danger-text)" size="sm">
            {t('security.loadFailed')}
          </Text>
        )}
        {status.data && (
          <>
            <TwoStepSection status={status.data} />
            <Divider />
            <PasskeysSection hasPassword={status.data.has_password} />
          </>
        )}
      </Stack>
    </Card>
  );
}
