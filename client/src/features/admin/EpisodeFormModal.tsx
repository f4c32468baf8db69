import { useState } from 'react';
import { FileInput, Select, Textarea, TextInput } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import type { PodcastEpisode } from '@hercircle/shared';
import { trpc, trpcClient } from '../../lib/trpc.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { clock } from '../podcast/format.ts';
import { useAfterSave, useRecordForm } from './record-form.ts';
import { uploadEpisodeAudio } from './episode-upload.ts';
import { chaptersToText, parseChapters } from './chapters-text.ts';

type Values = {
  title: string;
  show_notes: string;
  guest: string;
  /** One chapter a line: its start, then its title ("1:05 Say the number"). */
  chapters: string;
  status: 'draft' | 'published';
};

const EMPTY: Values = { title: '', show_notes: '', guest: '', chapters: '', status: 'draft' };

const valuesOf = (e: PodcastEpisode): Values => ({
  title: e.title,
  show_notes: e.show_notes,
  guest: e.guest ?? '',
  chapters: chaptersToText(e.chapters),
  status: e.status,
});

const STATUS = [
  { value: 'draft', label: 'Draft (hidden)' },
  { value: 'published', label: 'Published' },
];

/** What the audio field says of the audio there now. */
function audioNow(e: PodcastEpisode | null): string {
  if (!e?.audio_bytes || e.duration_seconds === null)
    return 'MP3 or M4A, up to 200 MB. Needed before the episode can be published.';
  const mb = (e.audio_bytes / 1024 / 1024).toFixed(1);
  return `Now: ${clock(e.duration_seconds)} long, ${mb} MB. Choose a file to replace it.`;
}

/**
 * Creates or edits an episode, then sends the chosen audio, then publishes or unpublishes it if
 * asked: the server publishes an episode only once it has its audio.
 */
export function EpisodeFormModal({
  episode,
  onClose,
}: {
  episode: PodcastEpisode | 'new' | null;
  onClose: () => void;
}) {
  const form = useRecordForm(episode, EMPTY, valuesOf);
  const [audio, setAudio] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const isNew = episode === 'new';
  const saved = useAfterSave(trpc.admin.podcast.pathKey(), () => {
    setAudio(null);
    onClose();
  });

  const submit = form.onSubmit(async (values) => {
    const chapters = parseChapters(values.chapters);
    if (typeof chapters === 'string') return form.setFieldError('chapters', chapters);
    const input = {
      title: values.title,
      show_notes: values.show_notes,
      guest: values.guest,
      chapters,
    };
    setSaving(true);
    setError(null);
    try {
      const client = await trpcClient();
      let record =
        episode === 'new'
          ? (await client.admin.podcast.create.mutate(input)).episode
          : (await client.admin.podcast.update.mutate({ id: episode!.id, ...input })).episode;
      if (audio) record = await uploadEpisodeAudio(record.id, audio);
      if (values.status !== record.status)
        await client.admin.podcast.update.mutate({ id: record.id, status: values.status });
      saved(isNew ? 'Episode created.' : 'Changes saved.');
    } catch (e) {
      form.setErrors(fieldErrors(e));
      setError(e);
    } finally {
      setSaving(false);
    }
  });

  const current = episode !== 'new' && episode ? episode : null;
  return (
    <FormModal
      opened={episode !== null}
      onClose={onClose}
      title={isNew ? 'New episode' : 'Edit episode'}
      size="lg"
      onSubmit={submit}
      error={error}
      submitLabel={isNew ? 'Create episode' : 'Save changes'}
      submitProps={{ loading: saving }}
    >
      <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
      <TextInput
        label="Guest"
        description="Optional: shown as “With …”"
        {...form.getInputProps('guest')}
      />
      <Textarea
        label="Show notes"
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('show_notes')}
      />
      <FileInput
        label="Audio"
        description={audioNow(current)}
        accept="audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a"
        clearable
        leftSection={<IconMusic size={16} aria-hidden />}
        value={audio}
        onChange={setAudio}
      />
      <Textarea
        label="Chapters"
        description="Optional. One a line: its start, then its title (1:05 Say the number)"
        autosize
        minRows={2}
        {...form.getInputProps('chapters')}
      />
      <Select
        label="Status"
        data={STATUS}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
    </FormModal>
  );
}
