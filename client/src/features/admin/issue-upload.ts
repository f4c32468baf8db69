import type { Issue } from '@hercircle/shared';
import { postFile } from '../../lib/upload.ts';

/** An issue's PDF or cover (field `pdf` or `cover`), judged by its content on the server. */
export async function uploadIssueFile(
  issueId: number,
  field: 'pdf' | 'cover',
  file: File,
): Promise<Issue> {
  const url = `/api/v1/admin/issues/${issueId}/${field}`;
  return (await postFile<{ issue: Issue }>(url, field, file)).issue;
}
