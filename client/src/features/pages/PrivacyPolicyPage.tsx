import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../../content/legal.ts';

export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <>
      <PageHeader title="Privacy Policy" subtitle={`Last updated ${PRIVACY_LAST_UPDATED}`} />
      <Container size={760} py={48}>
        <Stack gap="xl">
          {PRIVACY_SECTIONS.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <Title order={2} fz={22} id={s.id} mb="xs">
                {s.heading}
              </Title>
              {s.paragraphs.map((p) => (
                <Text key={p} lh={1.7} mb="xs">
                  {p}
                </Text>
              ))}
              {s.bullets && (
                <List spacing={4} lh={1.6}>
                  {s.bullets.map((b) => (
                    <List.Item key={b}>{b}</List.Item>
                  ))}
                </List>
              )}
              {s.id === 'your-rights' && (
                <Anchor component={Link} to="/account-deletion" underline="always">
                  Go to the account deletion form
                </Anchor>
              )}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
