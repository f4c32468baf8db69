import type { PodcastEpisode } from '@hercircle/shared';
import { postFile } from '../../lib/upload.ts';

/** An episode's audio (field `audio`); the server reads its format and duration from the file. */
export async function uploadEpisodeAudio(episodeId: number, file: File): Promise<PodcastEpisode> {
  const url = `/api/v1/admin/podcast/episodes/${episodeId}/audio`;
  return (await postFile<{ episode: PodcastEpisode }>(url, 'audio', file)).episode;
}
