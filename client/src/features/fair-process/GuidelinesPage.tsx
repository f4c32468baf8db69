import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';
import { guidelinesQuery } from './queries.ts';

/**
 * /guidelines: the numbered house rules every moderation decision cites. The rules are the site
 * admins' words, shown as they wrote them (in the direction they wrote them).
 */
export function GuidelinesPage() {
  const { t } = useTexts(fairProcessTexts);
  usePageTitle(t('guidelines.title'));
  const guidelines = useQuery(guidelinesQuery(trpc));
  return (
    <>
      <PageHeader title={t('guidelines.title')} subtitle={t('guidelines.subtitle')} />
      <Container size={760} py={48}>
        <Stack gap="xl">
          {guidelines.isPending ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label={t('guidelines.loading')}>
              <Skeleton h={72} />
              <Skeleton h={72} />
              <Skeleton h={72} />
            </Stack>
          ) : guidelines.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(guidelines.error)}
            </Alert>
          ) : (
            <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
              {guidelines.data.rules.map((rule) => (
                <li key={rule.number} id={`rule-${rule.number}`}>
                  <Title order={2} fz={22} mb={6}>
                    {rule.number}. <bdi>{rule.title}</bdi>
                  </Title>
                  <Text lh={1.7} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {rule.text}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
          <section aria-labelledby="when-rules-are-broken">
            <Title order={2} fz={22} id="when-rules-are-broken" mb="xs">
              {t('guidelines.whenBroken')}
            </Title>
            <Text lh={1.7} mb="xs">
              {t('guidelines.reporting')}
            </Text>
            <Text lh={1.7}>
              <Trans
                t={t}
                i18nKey="guidelines.acting"
                components={{
                  decisions: <AnchorLink to="/decisions" underline="always" />,
                  transparency: <Anchor href="/transparency" underline="always" />,
                }}
              />
            </Text>
          </section>
        </Stack>
      </Container>
    </>
  );
}
