import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatSuspensionEnd } from '@hercircle/shared/messages';
import { useSession } from '../lib/auth.ts';
import { trpc } from '../lib/trpc.ts';

/**
 * For a suspended member, on every page: she can still read. Read from /auth/me, not from the
 * stored sign-in, as a suspension may start (or end) while she is signed in.
 */
export function SuspensionBanner() {
  const session = useSession();
  const me = useQuery({
    ...trpc.auth.me.queryOptions(),
    enabled: session !== null,
    staleTime: 60_000,
  });
  const until = session ? (me.data?.user ?? session.user).suspended_until : null;
  if (!until || new Date(until) <= new Date()) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color="orange"
        variant="light"
        role="status"
        icon={<IconAlertTriangle size={18} aria-hidden />}
      >
        Your account is suspended until {formatSuspensionEnd(until)}. You can still read.
      </Alert>
    </Container>
  );
}
