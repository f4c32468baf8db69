import { useEffect, useRef } from 'react';
import { Alert, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';
import { DecisionCard } from './DecisionCard.tsx';
import { myDecisionsQuery } from './queries.ts';

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
  const { t } = useTexts(fairProcessTexts);
  usePageTitle(t('decisions.title'));
  const decisions = useQuery(myDecisionsQuery(trpc));
  useFocusLinkedDecision(decisions.isSuccess);
  return (
    <>
      <PageHeader title={t('decisions.title')} subtitle={t('decisions.subtitle')} />
      <Container size="md" py="xl">
        <Stack gap="lg">
          {decisions.isPending ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label={t('decisions.loading')}>
              <Skeleton h={160} />
              <Skeleton h={160} />
            </Stack>
          ) : decisions.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(decisions.error)}
            </Alert>
          ) : decisions.data.decisions.length === 0 ? (
            <Text>{t('decisions.none')}</Text>
          ) : (
            <>
              {decisions.data.decisions.map((d) => (
                <DecisionCard key={d.id} decision={d} />
              ))}
              {decisions.data.total > decisions.data.decisions.length && (
                <Text size="sm" c="dimmed">
                  {t('decisions.showing', {
                    shown: decisions.data.decisions.length,
                    count: decisions.data.total,
                  })}
                </Text>
              )}
            </>
          )}
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="decisions.footer"
              components={{ guidelines: <AnchorLink to="/guidelines" underline="always" /> }}
            />
          </Text>
        </Stack>
      </Container>
    </>
  );
}
