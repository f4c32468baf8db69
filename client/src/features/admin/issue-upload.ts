import type { Issue } from '@hercircle/shared';
import { TOKEN_KEY } from '../../lib/session.ts';

/**
 * Sends an issue's PDF or cover to the REST door (multipart, field `pdf` or `cover`); the server
 * judges the file by its content and answers the issue, or a message saying what was wrong.
 */
export async function uploadIssueFile(
  issueId: number,
  field: 'pdf' | 'cover',
  file: File,
): Promise<Issue> {
  const data = new FormData();
  data.append(field, file);
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch(`/api/v1/admin/issues/${issueId}/${field}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: data,
  }).catch(() => {
    throw new Error('Upload failed: check your connection and try again.');
  });
  const body = (await res.json().catch(() => ({}))) as {
    data?: { issue: Issue };
    message?: string;
  };
  if (!res.ok || !body.data) throw new Error(body.message ?? 'Upload failed. Please try again.');
  return body.data.issue;
}
