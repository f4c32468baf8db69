import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AnchorLink } from '../../components/AnchorLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { guidelinesQuery } from './queries.ts';

const TITLE = 'Community guidelines';

/** /guidelines: the numbered house rules every moderation decision cites. */
export function GuidelinesPage() {
  usePageTitle(TITLE);
  const guidelines = useQuery(guidelinesQuery(trpc));
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="What we ask of everyone here. When our moderators act on a post or an account, they name the rule it broke."
      />
      <Container size={760} py={48}>
        <Stack gap="xl">
          {guidelines.isPending ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the guidelines">
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
                    {rule.number}. {rule.title}
                  </Title>
                  <Text lh={1.7} style={{ whiteSpace: 'pre-wrap' }}>
                    {rule.text}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
          <section aria-labelledby="when-rules-are-broken">
            <Title order={2} fz={22} id="when-rules-are-broken" mb="xs">
              When a rule is broken
            </Title>
            <Text lh={1.7} mb="xs">
              Anyone can report a post, reply, message, story, member or group. Our moderators
              review every report; a post reported by several members is hidden until they do.
            </Text>
            <Text lh={1.7}>
              If we act on something of yours, we tell you what we did, which rule it broke and why,
              in your notifications and by email. You can appeal each decision once, within six
              months, from{' '}
              <AnchorLink to="/decisions" underline="always">
                your moderation decisions
              </AnchorLink>
              ; another admin, not the one who decided, reviews it. How often we act is in our{' '}
              <Anchor href="/transparency" underline="always">
                transparency report
              </Anchor>
              .
            </Text>
          </section>
        </Stack>
      </Container>
    </>
  );
}
