import { useEffect, useRef } from 'react';
import { Alert, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DecisionCard } from './DecisionCard.tsx';
import { myDecisionsQuery } from './queries.ts';

const TITLE = 'Moderation decisions';

/**
 * Her link (#decision-{id}, from a notification or an email) may arrive before the statements do,
 * so the browser's own jump finds nothing: once they are on the page, go there once and focus it.
 */
function useFocusLinkedDecision(loaded: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    const hash = window.location.hash;
    if (!loaded || !/^#decision-\d+$/.test(hash) || done.current === hash) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [loaded]);
}

/** /decisions: the statements of reasons about her content or account, and her appeals. */
export function DecisionsPage() {
  usePageTitle(TITLE);
  const decisions = useQuery(myDecisionsQuery(trpc));
  useFocusLinkedDecision(decisions.isSuccess);
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="What our moderators decided about your posts or your account, which rule it applies, and how to appeal."
      />
      <Container size="md" py="xl">
        <Stack gap="lg">
          {decisions.isPending ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your decisions">
              <Skeleton h={160} />
              <Skeleton h={160} />
            </Stack>
          ) : decisions.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(decisions.error)}
            </Alert>
          ) : decisions.data.decisions.length === 0 ? (
            <Text>
              No moderation decisions about you. If a moderator ever acts on something of yours, you
              will read here what was decided, why, and how to appeal.
            </Text>
          ) : (
            <>
              {decisions.data.decisions.map((d) => (
                <DecisionCard key={d.id} decision={d} />
              ))}
              {decisions.data.total > decisions.data.decisions.length && (
                <Text size="sm" c="dimmed">
                  Showing the latest {decisions.data.decisions.length} of {decisions.data.total}.
                </Text>
              )}
            </>
          )}
          <Text size="sm" c="dimmed">
            Every decision names a rule from our{' '}
            <AnchorLink to="/guidelines" underline="always">
              community guidelines
            </AnchorLink>
            . You can appeal each one once, within six months; an admin who did not take it decides.
          </Text>
        </Stack>
      </Container>
    </>
  );
}
