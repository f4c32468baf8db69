import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPost, Poll } from '@hercircle/shared';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage } from '../../lib/errors.ts';
import { dateFormat, useDateZone } from '../../lib/dates.ts';
import { useTexts } from '../../i18n/texts.ts';
import { groupTexts } from '../../i18n/areas/group.ts';

const percent = (votes: number, total: number) => (total ? Math.round((votes / total) * 100) : 0);

/** Counts and percentages, her own choices marked; never who voted for what. */
function Results({ poll }: { poll: Poll }) {
  const { t } = useTexts(groupTexts);
  return (
    <Stack gap={8}>
      {poll.options.map((option) => {
        const share = percent(option.votes, poll.total_votes);
        const mine = poll.my_votes.includes(option.id);
        const votes = t('poll.votes', { count: option.votes });
        return (
          <div key={option.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={mine ? 600 : undefined} style={{ minWidth: 0 }} dir="auto">
                {option.text}
                {mine && (
                  <>
                    {' '}
                    <IconCheck size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                    <VisuallyHidden> {t('poll.yourChoice')}</VisuallyHidden>
                  </>
                )}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('poll.result', { votes, share })}
              </Text>
            </Group>
            <Progress
              value={share}
              color={mine ? 'plum' : 'sage'}
              size="md"
              aria-label={t('poll.resultLabel', { option: option.text, votes, share })}
            />
          </div>
        );
      })}
    </Stack>
  );
}

/**
 * A post's poll under its body: a member votes (radio buttons for one choice, checkboxes for
 * several) and sees the results once she has, with counts and percentages that change live
 * (a vote anywhere reaches open pages as the post again). She may change her vote until it closes.
 */
export function PollBlock({ post, canVote }: { post: GroupPost; canVote: boolean }) {
  const poll = post.poll!;
  const queryClient = useQueryClient();
  const zone = useDateZone();
  const { t, i18n } = useTexts(groupTexts);
  const questionId = useId();
  const voted = poll.my_votes.length > 0;
  const open = canVote && !poll.closed && post.publish_at === null;
  const [choosing, setChoosing] = useState(false);
  const [showResults, setShowResults] = useState(false);
  const [choice, setChoice] = useState<string[]>(poll.my_votes.map(String));
  const vote = useMutation(
    trpc.community.votePoll.mutationOptions({
      onSuccess: () => {
        setChoosing(false);
        void queryClient.invalidateQueries({
          queryKey: trpc.community.posts.queryKey({ id: post.group_id }),
        });
      },
    }),
  );
  const voting = open && (choosing || (!voted && !showResults));
  const closes =
    poll.closes_at &&
    dateFormat(i18n.language === 'en' ? 'en-US' : i18n.language, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(new Date(poll.closes_at));
  const status = [
    poll.multiple ? t('poll.chooseMany') : t('poll.chooseOne'),
    t('poll.votes', { count: poll.total_votes }),
    poll.closed ? t('poll.closed') : closes ? t('poll.closes', { date: closes }) : null,
  ].filter(Boolean);

  return (
    <Paper withBorder radius="md" p="sm" mt="sm" role="group" aria-labelledby={questionId}>
      <Stack gap="xs">
        <div>
          <Text fw={600} id={questionId} dir="auto">
            {poll.question}
          </Text>
          <Text size="xs" c="dimmed">
            {status.join(' · ')}
          </Text>
        </div>
        {voting ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (choice.length > 0 && !vote.isPending)
                vote.mutate({ id: post.id, options: choice.map(Number) });
            }}
          >
            <Stack gap="xs">
              {poll.multiple ? (
                <Checkbox.Group value={choice} onChange={setChoice} aria-label={poll.question}>
                  <Stack gap={6}>
                    {poll.options.map((o) => (
                      <Checkbox key={o.id} value={String(o.id)} label={<bdi>{o.text}</bdi>} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              ) : (
                <Radio.Group
                  value={choice[0] ?? null}
                  onChange={(v) => setChoice([v])}
                  aria-label={poll.question}
                >
                  <Stack gap={6}>
                    {poll.options.map((o) => (
                      <Radio key={o.id} value={String(o.id)} label={<bdi>{o.text}</bdi>} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
              <Group gap="xs">
                <Button
                  type="submit"
                  size="compact-sm"
                  disabled={choice.length === 0}
                  loading={vote.isPending}
                >
                  {t('poll.vote')}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setChoosing(false);
                    setShowResults(true);
                  }}
                >
                  {voted ? t('poll.cancel') : t('poll.viewResults')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <>
            <Results poll={poll} />
            {open && (
              <Button
                variant="subtle"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  setChoice(poll.my_votes.map(String));
                  setChoosing(true);
                }}
              >
                {voted ? t('poll.changeVote') : t('poll.vote')}
              </Button>
            )}
          </>
        )}
        {vote.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(vote.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
