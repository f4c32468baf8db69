import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

/**
 * A visitor's way in. Its button speaks the page's language: on a page not yet translated (the
 * /community list marks itself English) it stays in English beside the page's English title.
 */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const href = useRouterState({ select: (s) => s.location.href });
  const translated = useRouterState({
    select: (s) => s.matches.at(-1)?.staticData.translated === true,
  });
  const { t, i18n } = useTexts(groupTexts);
  const action = translated ? t('signIn.action') : i18n.getFixedT('en', 'group')('signIn.action');
  return (
    <Container size="sm" py={64}>
      <Card padding="xl" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconUsersGroup size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={30}>
            {title}
          </Title>
          <Text c="dimmed" maw={440}>
            {text}
          </Text>
          <ButtonLink to="/sign-in" search={{ redirect: href }} size="md" variant="cta">
            {action}
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}
