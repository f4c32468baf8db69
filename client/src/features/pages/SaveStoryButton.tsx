import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../../lib/auth.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { storiesTexts } from '../../i18n/areas/stories.ts';

/**
 * Save a story to "Saved" in her profile, or take it out. A visitor is told she signs in first, and is
 * taken to sign in and back.
 * Whether it is saved is read from her saved list, the same list her profile shows.
 */
export function SaveStoryButton({ storyId }: { storyId: number }) {
  const session = useSession();
  const { t } = useTexts(storiesTexts);
  const queryClient = useQueryClient();
  const saved = useQuery({ ...trpc.content.savedStories.queryOptions(), enabled: !!session });
  const done = () =>
    queryClient.invalidateQueries({ queryKey: trpc.content.savedStories.queryKey() });
  const save = useMutation(trpc.content.saveStory.mutationOptions({ onSuccess: done }));
  const unsave = useMutation(trpc.content.unsaveStory.mutationOptions({ onSuccess: done }));
  if (!session)
    return (
      <ButtonLink
        to="/sign-in"
        search={{ redirect: `/stories/${storyId}` }}
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconBookmark size={14} aria-hidden />}
      >
        {t('save.signIn')}
      </ButtonLink>
    );
  const isSaved = saved.data?.stories.some((s) => s.id === storyId) ?? false;
  return (
    <Button
      variant="subtle"
      color={isSaved ? 'plum' : 'gray'}
      size="compact-sm"
      aria-pressed={isSaved}
      disabled={!saved.data}
      loading={save.isPending || unsave.isPending}
      leftSection={
        isSaved ? (
          <IconBookmarkFilled size={14} aria-hidden />
        ) : (
          <IconBookmark size={14} aria-hidden />
        )
      }
      onClick={() => (isSaved ? unsave : save).mutate({ id: storyId })}
    >
      {isSaved ? t('save.saved') : t('save.save')}
    </Button>
  );
}
