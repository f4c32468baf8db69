import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { useTexts } from '../i18n/texts.ts';
import { frameTexts } from '../i18n/areas/frame.ts';

/**
 * Any unknown address, on any page's route. In her language (and its direction) even inside a page
 * not yet translated, which is marked English.
 */
export function NotFound() {
  const { t, i18n } = useTexts(frameTexts);
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={96} lang={i18n.language} dir={i18n.dir()}>
      <Stack align="center" gap="md" ta="center">
        <Text
          c="var(--mantine-color-plum-text)"
          ff="heading"
          fz={96}
          fw={700}
          lh={1}
          aria-hidden="true"
        >
          404
        </Text>
        <Title order={1} fz={28}>
          <span className="sr-only">404. </span>
          {t('notFound.heading')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('notFound.text')}
        </Text>
        <ButtonLink to="/" size="md">
          {t('notFound.home')}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
