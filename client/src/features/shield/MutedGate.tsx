import { useId, useState, type ReactNode } from 'react';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { usePageTexts } from '../../i18n/page-texts.ts';
import { safetyTexts } from '../../i18n/areas/safety.ts';

/**
 * Something of someone else's, collapsed for her alone: "Muted: contains a word you muted · Show"
 * (her muted words), or what the post's author hid ("Hidden by the post’s author · Show"). Show
 * opens it for this view only; nothing changes for anyone else.
 */
export function CollapsedGate({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const { t } = usePageTexts(safetyTexts);
  if (!collapsed) return children;
  return (
    <div>
      <Box
        p={open ? 0 : 'xs'}
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
          onClick={() => setOpen(!open)}
          style={{ display: 'flex', alignItems: 'center', gap: 6, maxWidth: '100%' }}
        >
          <IconEyeOff size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text component="span" size="sm" c={open ? 'dimmed' : undefined}>
            {label} ·{' '}
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

/** An item of her lists that holds a word she muted, collapsed until she asks. */
export function MutedGate({ muted, children }: { muted: boolean; children: ReactNode }) {
  const { t } = usePageTexts(safetyTexts);
  return (
    <CollapsedGate collapsed={muted} label={t('gate.muted')}>
      {children}
    </CollapsedGate>
  );
}
