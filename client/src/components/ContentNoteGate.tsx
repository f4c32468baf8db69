import { useId, useState, type ReactNode } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import {
  CONTENT_NOTE_DEFAULT_MODE,
  type ContentNote,
  type ContentNoteMode,
} from '@hercircle/shared/constants';
import { useSession } from '../lib/auth.ts';
import { trpc } from '../lib/trpc.ts';
import { usePageTexts } from '../i18n/page-texts.ts';
import { safetyTexts } from '../i18n/areas/safety.ts';
import { safetyLabelsTexts } from '../i18n/areas/safety-labels.ts';

/**
 * What the viewer chose in Settings for a note; null when there is no note. Visitors, and members
 * whose preferences have not arrived (or failed), get the default: collapsed, never shown unasked.
 */
export function useContentNoteMode(note: ContentNote | null): ContentNoteMode | null {
  const session = useSession();
  const prefs = useQuery({
    ...trpc.users.preferences.queryOptions(),
    enabled: session !== null && note !== null,
  });
  if (note === null) return null;
  if (!session) return CONTENT_NOTE_DEFAULT_MODE;
  return prefs.data?.preferences.content_note_filters[note] ?? CONTENT_NOTE_DEFAULT_MODE;
}

/**
 * Content behind its content note: collapsed behind "Content note: <topic> · Show" by default,
 * open when the viewer chose Show, gone when she chose Hide. `own` is the viewer's own content,
 * which is collapsed at most: her filter must not make her post vanish from under her.
 */
export function ContentNoteGate({
  note,
  own = false,
  children,
}: {
  note: ContentNote | null;
  own?: boolean;
  children: ReactNode;
}) {
  const mode = useContentNoteMode(note);
  const { t } = usePageTexts(safetyTexts);
  const { t: label } = usePageTexts(safetyLabelsTexts);
  // null follows the preference (which may arrive after the first render); a click overrides it.
  const [choice, setChoice] = useState<boolean | null>(null);
  const contentId = useId();
  if (note === null) return children;
  if (mode === 'hide' && !own) return null;
  const open = choice ?? mode === 'show';

  return (
    <div>
      <Box
        p={open ? 0 : 'sm'}
        mb={open ? 4 : 0}
        style={
          open
            ? undefined
            : {
                borderRadius: 'var(--mantine-radius-md)',
                background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
              }
        }
      >
        <UnstyledButton
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setChoice(!open)}
          style={{ display: 'flex', alignItems: 'center', gap: 6, maxWidth: '100%' }}
        >
          <IconAlertTriangle size={open ? 14 : 16} aria-hidden style={{ flexShrink: 0 }} />
          <Text component="span" size={open ? 'xs' : 'sm'} c={open ? 'dimmed' : undefined}>
            <Trans
              t={t}
              i18nKey="gate.note"
              values={{ topic: label(`contentNotes.${note}`) }}
              components={{ topic: <strong /> }}
            />{' '}
            ·{' '}
            <Text component="span" inherit c="var(--mantine-color-anchor)" td="underline" fw={600}>
              {open ? t('gate.hide') : t('gate.show')}
            </Text>
          </Text>
        </UnstyledButton>
      </Box>
      <div id={contentId}>{open && children}</div>
    </div>
  );
}
