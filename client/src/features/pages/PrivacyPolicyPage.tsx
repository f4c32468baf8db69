import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { dateFormat, useDates } from '../../lib/dates.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PRIVACY_EMAIL, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../../content/legal.ts';
import { useTexts } from '../../i18n/texts.ts';
import { legalTexts } from '../../i18n/areas/legal.ts';

export function PrivacyPolicyPage() {
  const { t } = useTexts(legalTexts);
  const { language } = useDates();
  usePageTitle(t('privacy.title'));
  // A month and a year, the same in every zone ("September 2025").
  const updated = dateFormat(language === 'en' ? 'en-US' : language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${PRIVACY_LAST_UPDATED}T00:00:00Z`));
  return (
    <>
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.updated', { date: updated })} />
      <Container size={760} py={48}>
        <Stack gap="xl">
          {PRIVACY_SECTIONS.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <Title order={2} fz={22} id={s.id} mb="xs">
                {t(s.heading)}
              </Title>
              {s.paragraphs.map((p) => (
                <Text key={p} lh={1.7} mb="xs">
                  {t(p, { email: PRIVACY_EMAIL })}
                </Text>
              ))}
              {'bullets' in s && (
                <List spacing={4} lh={1.6}>
                  {s.bullets.map((b) => (
                    <List.Item key={b}>{t(b)}</List.Item>
                  ))}
                </List>
              )}
              {s.id === 'your-rights' && (
                <Anchor component={Link} to="/account-deletion" underline="always">
                  {t('privacy.deletionLink')}
                </Anchor>
              )}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
