import { Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { TwoStepSection } from './security/TwoStepSection.tsx';
import { PasskeysSection } from './security/PasskeysSection.tsx';

/** /settings "Sign-in and security": two-step sign-in and passkeys (issue 32). */
export function SignInSecurityCard() {
  const status = useQuery(trpc.auth.security.queryOptions());
  return (
    <Card id="security">
      <Stack gap="lg">
        <div>
          <Title order={2} fz="lg">
            Sign-in and security
          </Title>
          <Text size="sm" c="dimmed">
            Keep your account yours, even if someone learns or guesses your password.
          </Text>
        </div>
        {status.isPending && <Skeleton height={80} radius="md" />}
        {status.isError && (
          <Text c="red.8" size="sm">
            Your sign-in settings could not be loaded. Please try again.
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
