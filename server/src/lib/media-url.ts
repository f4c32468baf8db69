/** Public address of a stored image. Ids are never reused, so the response can be cached forever. */
export function pictureUrl(mediaId: number | null): string | null {
  return mediaId === null ? null : `/api/v1/media/${mediaId}`;
}
