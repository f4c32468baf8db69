import type { PodcastEpisode } from '@hercircle/shared';
import { TOKEN_KEY } from '../../lib/session.ts';

/**
 * Sends an episode's audio to the REST door (multipart, field `audio`); the server judges the
 * file by its content, reads its duration, and answers the episode or a message saying what was
 * wrong.
 */
export async function uploadEpisodeAudio(episodeId: number, file: File): Promise<PodcastEpisode> {
  const data = new FormData();
  data.append('audio', file);
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch(`/api/v1/admin/podcast/episodes/${episodeId}/audio`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: data,
  }).catch(() => {
    throw new Error('Upload failed: check your connection and try again.');
  });
  const body = (await res.json().catch(() => ({}))) as {
    data?: { episode: PodcastEpisode };
    message?: string;
  };
  if (!res.ok || !body.data) throw new Error(body.message ?? 'Upload failed. Please try again.');
  return body.data.episode;
}
