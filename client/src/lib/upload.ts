import { TOKEN_KEY } from './session.ts';

/**
 * Sends one file to a REST upload route (multipart, the given field) as the signed-in member and
 * answers the route's `data`; the server judges the file by its content, and its message says
 * what was wrong. (A profile picture uses XMLHttpRequest for its progress: account/upload.ts.)
 */
export async function postFile<T>(url: string, field: string, file: File): Promise<T> {
  const data = new FormData();
  data.append(field, file);
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch(url, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: data,
  }).catch(() => {
    throw new Error('Upload failed: check your connection and try again.');
  });
  const body = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!res.ok || !body.data) throw new Error(body.message ?? 'Upload failed. Please try again.');
  return body.data;
}
