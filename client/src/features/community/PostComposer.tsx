import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { IconChartBar, IconClock } from '@tabler/icons-react';
import { notifications } from '../../lib/toasts.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type ContentNote } from '@hercircle/shared/constants';
import type { Group as GroupData } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { LazyContentNoteSelect } from './LazyContentNoteSelect.tsx';
import { useContentRules } from './content-rules.ts';
import { useDraftKey } from './draft-key.ts';
import { MentionTextarea } from './MentionTextarea.tsx';
import { PollFields, emptyPoll, pollToInput, type PollDraft } from './PollFields.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { zonedToIso } from '../events/event-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

const HERE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A member's new post: its text, an optional content note and, where the group allows it, "Post
 * anonymously". A double click or a retry of the same draft carries the same idempotency key, so
 * the server stores it once.
 */
export function PostComposer({ group, onPosted }: { group: GroupData; onPosted: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useTexts(groupTexts);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<ContentNote | null>(null);
  const [anonymous, setAnonymous] = useState(false);
  const [repliesOff, setRepliesOff] = useState(false);
  const [poll, setPoll] = useState<PollDraft | null>(null);
  // A group admin's schedule: a wall-clock time in `zone` (hers unless she picks another).
  const [scheduleAt, setScheduleAt] = useState<string | null>(null);
  const [zone, setZone] = useState(HERE);
  const canSchedule = group.my_role === 'admin';
  const draftKey = useDraftKey();
  const create = useMutation(
    trpc.community.post.mutationOptions({
      onSuccess: ({ post }) => {
        draftKey.stored();
        setPoll(null);
        setScheduleAt(null);
        setDraft('');
        setNote(null);
        setAnonymous(false);
        setRepliesOff(false);
        onPosted();
        // The new post appears on top: this group's first page is read again.
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: group.id }),
        });
        notifications.show({
          color: 'sage',
          message: post.publish_at ? t('composer.scheduled') : t('composer.posted'),
        });
      },
    }),
  );
  const rules = useContentRules();
  const pollInput = poll && pollToInput(poll, zone);
  const valid =
    (rules?.postContent.safeParse(draft).success ?? false) &&
    (pollInput === null || (rules?.pollInput.safeParse(pollInput).success ?? false)) &&
    scheduleAt !== '';

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = rules?.postContent.safeParse(draft);
        if (parsed?.success && !create.isPending)
          create.mutate({
            id: group.id,
            content: parsed.data,
            ...(note && { content_note: note }),
            ...(anonymous && group.allow_anonymous && { anonymous: true }),
            ...(repliesOff && { reply_policy: 'nobody' as const }),
            ...(pollInput && { poll: pollInput }),
            ...(scheduleAt && canSchedule && { publish_at: zonedToIso(scheduleAt, zone) }),
            idempotency_key: draftKey.current(),
          });
      }}
    >
      <Stack gap="xs">
        <MentionTextarea
          groupId={group.id}
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder', { name: group.name })}
          autosize
          minRows={3}
          maxRows={10}
          value={draft}
          onValueChange={setDraft}
          maxLength={LIMITS.postMax}
        />
        {poll && (
          <PollFields value={poll} onChange={setPoll} zone={zone} onRemove={() => setPoll(null)} />
        )}
        {scheduleAt !== null && canSchedule && (
          <ScheduleFields at={scheduleAt} zone={zone} onAt={setScheduleAt} onZone={setZone} />
        )}
        {(!poll || (canSchedule && scheduleAt === null)) && (
          <Group gap="xs">
            {!poll && (
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconChartBar size={14} aria-hidden />}
                onClick={() => setPoll(emptyPoll())}
              >
                {t('composer.addPoll')}
              </Button>
            )}
            {canSchedule && scheduleAt === null && (
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconClock size={14} aria-hidden />}
                onClick={() => setScheduleAt('')}
              >
                {t('composer.schedule')}
              </Button>
            )}
          </Group>
        )}
        <Group align="flex-end" justify="space-between" gap="sm">
          <Stack gap="xs" style={{ flex: '1 1 16rem', maxWidth: '24rem' }}>
            <LazyContentNoteSelect value={note} onChange={setNote} />
            {group.allow_anonymous && (
              <Checkbox
                label={t('composer.anonymous')}
                description={t('composer.anonymousHelp')}
                checked={anonymous}
                onChange={(e) => setAnonymous(e.currentTarget.checked)}
              />
            )}
            <Checkbox
              label={t('composer.repliesOff')}
              description={t('composer.repliesOffHelp')}
              checked={repliesOff}
              onChange={(e) => setRepliesOff(e.currentTarget.checked)}
            />
          </Stack>
          {/* ms auto: on a narrow screen the button wraps under the options and stays at the end. */}
          <Group gap="xs" ms="auto">
            {scheduleAt !== null && canSchedule && (
              <Button variant="subtle" color="gray" onClick={() => setScheduleAt(null)}>
                {t('composer.postNow')}
              </Button>
            )}
            <Button type="submit" disabled={!valid} loading={create.isPending}>
              {scheduleAt !== null && canSchedule ? t('composer.schedulePost') : t('composer.post')}
            </Button>
          </Group>
        </Group>
        {create.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
