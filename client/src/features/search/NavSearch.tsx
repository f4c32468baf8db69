import { useState, type FormEvent } from 'react';
import { ActionIcon, Box, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTexts } from '../../i18n/texts.ts';
import { searchTexts } from '../../i18n/areas/search.ts';

/**
 * The nav bar's search box (signed-in members: search needs a session). Phones have no room for a
 * box in the bar, so they get a button to the /search page instead.
 */
export function NavSearch() {
  const { t } = useTexts(searchTexts);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    void navigate({ to: '/search', search: q ? { q } : {} });
    setText('');
  };
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={t('nav.form')}
        onSubmit={submit}
        visibleFrom="md"
      >
        <TextInput
          aria-label={t('nav.box')}
          placeholder={t('nav.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={100}
          w={180}
          radius="xl"
        />
      </Box>
      <ActionIcon
        component={Link}
        to="/search"
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={t('nav.button')}
        hiddenFrom="md"
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
    </>
  );
}
