import { useId, useRef, useState, type ComponentType, type RefObject } from 'react';
import { Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import {
  IconBulb,
  IconConfetti,
  IconHeart,
  IconHeartHandshake,
  IconMoodHappy,
} from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { REACTION_KINDS, type ReactionKind } from '@hercircle/shared/constants';
import type { Reactors } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

const ICONS: Record<ReactionKind, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  heart: IconHeart,
  clap: IconConfetti,
  hug: IconHeartHandshake,
  laugh: IconMoodHappy,
  insightful: IconBulb,
};

type GroupT = TFunction<'group'>;

/** "Heart, 3 reactions, you reacted": what a screen reader hears for a chip. */
export function chipLabel(t: GroupT, kind: ReactionKind, count: number, mine: boolean): string {
  const texts = { kind: t(`reactions.kinds.${kind}`), reactions: t('reactions.count', { count }) };
  return mine ? t('reactions.chipMine', texts) : t('reactions.chip', texts);
}

/** First names, then "and N others" for those not named (the server names at most ten). */
export function whoLabel(t: GroupT, entry: Reactors['reactions'][number] | undefined): string {
  if (!entry) return '…';
  const names = entry.users.map((u) => u.first_name).join(t('reactions.separator'));
  const others = entry.count - entry.users.length;
  if (others <= 0) return names;
  const rest = t('reactions.others', { count: others });
  return entry.users.length === 0 ? rest : t('reactions.namesAndOthers', { names, others: rest });
}

export interface ReactionTarget {
  kind: 'post' | 'reply';
  id: number;
  reactions: Record<ReactionKind, number>;
  my_reactions: ReactionKind[];
}

function useWhoReacted(target: ReactionTarget, enabled: boolean): Reactors | undefined {
  const input = { id: target.id };
  const post = useQuery(
    trpc.community.postReactors.queryOptions(input, { enabled: enabled && target.kind === 'post' }),
  );
  const reply = useQuery(
    trpc.community.replyReactors.queryOptions(input, {
      enabled: enabled && target.kind === 'reply',
    }),
  );
  return target.kind === 'post' ? post.data : reply.data;
}

/** Who reacted with this kind, beside the chip; loads when it first opens. */
function WhoReacted({
  id,
  chip,
  target,
  kind,
  opened,
}: {
  id: string;
  chip: RefObject<HTMLButtonElement | null>;
  target: ReactionTarget;
  kind: ReactionKind;
  opened: boolean;
}) {
  const who = useWhoReacted(target, opened);
  const { t } = useTexts(groupTexts);
  return (
    <Tooltip
      target={chip}
      label={
        <span id={id}>
          {whoLabel(
            t,
            who?.reactions.find((r) => r.kind === kind),
          )}
        </span>
      }
      opened={opened}
      withArrow
    />
  );
}

function Chip({
  target,
  kind,
  readOnly,
  busy,
  onToggle,
}: {
  target: ReactionTarget;
  kind: ReactionKind;
  readOnly: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTexts(groupTexts);
  const chip = useRef<HTMLButtonElement>(null);
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  // A discussion has five chips per post and reply, and most are never hovered: each one's tooltip
  // (its positioning, its query of who reacted) is set up when first hovered or focused, beside
  // the button, which stays the same element.
  const [armed, setArmed] = useState(false);
  const count = target.reactions[kind];
  const mine = target.my_reactions.includes(kind);
  const shown = open && count > 0;
  const Icon = ICONS[kind];
  const show = () => {
    setArmed(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        ref={chip}
        variant={mine ? 'light' : 'subtle'}
        color={mine ? 'plum' : 'gray'}
        size="compact-xs"
        leftSection={<Icon size={14} aria-hidden />}
        aria-label={chipLabel(t, kind, count, mine)}
        aria-pressed={mine}
        aria-describedby={shown ? tooltipId : undefined}
        disabled={readOnly}
        loading={busy}
        onClick={onToggle}
        onMouseEnter={show}
        onMouseLeave={() => setOpen(false)}
        onFocus={show}
        onBlur={() => setOpen(false)}
      >
        {count > 0 ? count : null}
      </Button>
      {armed && (
        <WhoReacted id={tooltipId} chip={chip} target={target} kind={kind} opened={shown} />
      )}
    </>
  );
}

/**
 * "5 reactions": a button that lists who reacted with each kind, for a touch screen (where a tap on
 * a chip reacts, and nothing hovers) and for anyone who wants to look before she reacts.
 */
function WhoReactedButton({ target }: { target: ReactionTarget }) {
  const [opened, setOpened] = useState(false);
  const { t } = useTexts(groupTexts);
  const who = useWhoReacted(target, opened);
  const total = REACTION_KINDS.reduce((sum, kind) => sum + target.reactions[kind], 0);
  if (total === 0) return null;
  const kinds = REACTION_KINDS.filter((kind) => target.reactions[kind] > 0);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          aria-expanded={opened}
          onClick={() => setOpened((o) => !o)}
        >
          {t('reactions.count', { count: total })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        <Stack gap={6} aria-label={t('reactions.who')} role="group">
          {kinds.map((kind) => {
            const Icon = ICONS[kind];
            return (
              <Group key={kind} gap={6} wrap="nowrap" align="flex-start">
                <Icon size={16} aria-hidden />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('reactions.whoLine', {
                    kind: t(`reactions.kinds.${kind}`),
                    number: target.reactions[kind],
                    names: whoLabel(
                      t,
                      who?.reactions.find((r) => r.kind === kind),
                    ),
                  })}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Reaction chips under a post or reply: one toggle per kind with its count. `onChanged` reads
 * again the list the item came from; visitors and non-members see the counts only.
 */
export function ReactionBar({
  target,
  readOnly,
  onChanged,
}: {
  target: ReactionTarget;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });
  const [add, remove] =
    target.kind === 'post'
      ? [trpc.community.reactPost, trpc.community.unreactPost]
      : [trpc.community.reactReply, trpc.community.unreactReply];
  const react = useMutation(add.mutationOptions({ onSuccess: onChanged, onError }));
  const unreact = useMutation(remove.mutationOptions({ onSuccess: onChanged, onError }));
  const pending = react.isPending ? react.variables : unreact.isPending ? unreact.variables : null;
  const { t } = useTexts(groupTexts);
  return (
    <Group gap={2} role="group" aria-label={t('reactions.label')}>
      {REACTION_KINDS.map((kind) => (
        <Chip
          key={kind}
          target={target}
          kind={kind}
          readOnly={readOnly}
          busy={pending?.kind === kind}
          onToggle={() =>
            (target.my_reactions.includes(kind) ? unreact : react).mutate({ id: target.id, kind })
          }
        />
      ))}
      {!readOnly && <WhoReactedButton target={target} />}
    </Group>
  );
}
