import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatSuspensionEnd } from '@hercircle/shared/messages';
import { useSession } from '../lib/auth.ts';
import { trpc } from '../lib/trpc.ts';
import { dateFormat } from '../lib/dates.ts';
import { useTexts } from '../i18n/texts.ts';
import { frameTexts } from '../i18n/areas/frame.ts';

/**
 * When the suspension ends, as the API's refusal names it: in English exactly its words
 * ("30 November 2026, 14:05 UTC"), in Spanish and Arabic the same moment in UTC, in her language.
 */
function suspensionEnd(iso: string, language: string): string {
  if (language === 'en') return formatSuspensionEnd(iso);
  return dateFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * For a suspended member, on every page: she can still read. Read from /auth/me, not from the
 * stored sign-in, as a suspension may start (or end) while she is signed in.
 */
export function SuspensionBanner() {
  const session = useSession();
  const { t, i18n } = useTexts(frameTexts);
  const me = useQuery({
    ...trpc.auth.me.queryOptions(),
    enabled: session !== null,
    staleTime: 60_000,
  });
  const until = session ? (me.data?.user ?? session.user).suspended_until : null;
  if (!until || new Date(until) <= new Date()) return null;
  return (
    <Container size="lg" pt="md" lang={i18n.language} dir={i18n.dir()}>
      <Alert
        color="orange"
        variant="light"
        role="status"
        icon={<IconAlertTriangle size={18} aria-hidden />}
      >
        {t('suspended', { date: suspensionEnd(until, i18n.language) })}
      </Alert>
    </Container>
  );
}
