import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Avatar, Group, Paper, Popover, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';
import { useMergedRef } from '@mantine/hooks';
import { initials } from '../../lib/auth.ts';
import { activeMention, mentionToken } from './mention-token.ts';
import { useMentionSuggestions } from './use-mention-suggestions.ts';

type Props = Omit<TextareaProps, 'value' | 'onChange'> & {
  groupId: number;
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
};

/** The alt of a picture that says nothing the name beside it does not (no text to translate). */
const DECORATIVE = '';

/**
 * A textarea where typing `@` and the start of a name offers the group's members: arrows move,
 * Enter or Tab picks, Escape closes; a pick inserts `@[Amara Okafor](42)`. A textarea may not take
 * the combobox role, so it keeps its own and points at the list with aria-autocomplete,
 * aria-controls and aria-activedescendant (the ARIA 1.2 pattern for an editable field).
 */
export function MentionTextarea({ groupId, value, onValueChange, ref, ...props }: Props) {
  const inner = useRef<HTMLTextAreaElement>(null);
  const merged = useMergedRef(inner, ref);
  const listId = useId();
  const { t } = useTexts(groupTexts);
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  // Escape closes the list for the @ it was opened at; typing a new @ opens it again.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const nextCaret = useRef<number | null>(null);

  const typed = focused ? activeMention(value, caret) : null;
  const mention = typed && typed.start !== dismissed ? typed : null;
  const members = useMentionSuggestions(groupId, mention?.query ?? null);
  const open = mention !== null && members.length > 0;
  const current = Math.min(active, Math.max(members.length - 1, 0));

  useLayoutEffect(() => {
    if (nextCaret.current === null || !inner.current) return;
    inner.current.setSelectionRange(nextCaret.current, nextCaret.current);
    setCaret(nextCaret.current);
    nextCaret.current = null;
  }, [value]);

  const track = (el: HTMLTextAreaElement) => {
    setCaret(el.selectionStart);
    setActive(0);
  };

  const pick = (member: (typeof members)[number]) => {
    if (!mention) return;
    const token = `${mentionToken(member)} `;
    nextCaret.current = mention.start + token.length;
    onValueChange(value.slice(0, mention.start) + token + value.slice(caret));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const picked = members[current];
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + members.length) % members.length);
    } else if ((e.key === 'Enter' || e.key === 'Tab') && picked && !e.shiftKey) {
      e.preventDefault();
      pick(picked);
    } else if (e.key === 'Escape') {
      // Closes the list only: a dialog around the box stays open.
      e.preventDefault();
      e.stopPropagation();
      setDismissed(mention.start);
    }
  };

  return (
    <Popover
      opened={open}
      position="bottom-start"
      withRoles={false}
      hideDetached={false}
      trapFocus={false}
      returnFocus={false}
      shadow="md"
      width={280}
    >
      <Popover.Target>
        <Textarea
          {...props}
          ref={merged}
          value={value}
          onChange={(e) => {
            onValueChange(e.currentTarget.value);
            track(e.currentTarget);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${current}` : undefined}
        />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        {/* Gone at once on close, not after the fade: the box's aria-controls goes with it. */}
        {open && (
          <Paper
            component="ul"
            id={listId}
            role="listbox"
            aria-label={t('composer.mentions')}
            m={0}
            p={0}
          >
            {members.map((m, i) => (
              <Group
                component="li"
                key={m.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === current}
                gap="xs"
                wrap="nowrap"
                px="xs"
                py={6}
                style={{
                  listStyle: 'none',
                  cursor: 'pointer',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: i === current ? 'var(--mantine-color-plum-light)' : undefined,
                }}
                // mousedown, not click: the box keeps its focus and caret.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(m);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <Avatar
                  src={m.profile_picture}
                  alt={DECORATIVE}
                  size={24}
                  radius="xl"
                  color="plum"
                  aria-hidden
                >
                  {initials(m.first_name, m.last_name)}
                </Avatar>
                <Text size="sm" truncate>
                  {m.first_name} {m.last_name}
                </Text>
              </Group>
            ))}
          </Paper>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
