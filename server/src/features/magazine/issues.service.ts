import type { Kysely } from 'kysely';
import type { Issue, IssueInput, IssueUpdateInput } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../../lib/audit.queries.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import { processCoverImage } from './cover-image.ts';
import { issueFilePath, removeIssueFile, saveIssueFile } from './issue-files.ts';
import { pdfPageCount } from './issue-pdf.ts';
import * as q from './issues.queries.ts';
import { msg } from '@hercircle/shared/message-format';

type Db = Kysely<Database>;

export const ISSUE_NOT_FOUND = 'Issue not found';
export const NOT_A_PDF =
  'The file is not a PDF we can read. Upload the issue as a PDF (its content must start with %PDF-).';
export const MEMBERS_ONLY = 'This issue is for members. Sign in to read it.';

function toIssue(row: q.IssueRow): Issue {
  return {
    id: row.id,
    issue_number: row.issue_number,
    title: row.title,
    description: row.description,
    category: row.category as Issue['category'],
    topics: row.topics,
    contents: row.contents,
    month: row.month,
    access: row.access,
    status: row.status,
    cover_url: pictureUrl(row.cover_media_id),
    page_count: row.page_count,
    pdf_bytes: row.pdf_bytes,
    pdf_url: row.pdf_file ? `/api/v1/issues/${row.id}/pdf` : null,
    published_at: row.published_at?.toISOString() ?? null,
  };
}

const isAdmin = (actor: AuthUser | null) => actor?.role === 'admin';

/** Published issues, newest first: what /publications lists. */
export async function listIssues(db: Db): Promise<{ issues: Issue[]; total: number }> {
  const rows = await q.listPublishedIssues(db);
  return { issues: rows.map(toIssue), total: rows.length };
}

/** A published issue, or a draft for an admin; anyone may read about a members-only one. */
export async function getIssue(db: Db, actor: AuthUser | null, id: number): Promise<Issue> {
  const row = await q.findIssue(db, id);
  if (!row || (row.status !== 'published' && !isAdmin(actor)))
    throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
  return toIssue(row);
}

/**
 * Where the issue's PDF is on disk, for whoever may read it: anyone for a free issue, members for
 * a members-only one (a visitor gets 401, never the file), admins for drafts too.
 */
export async function issueFile(
  db: Db,
  actor: AuthUser | null,
  input: { id: number; dataDir: string },
): Promise<{ path: string; bytes: number; fileName: string; access: Issue['access'] }> {
  const row = await q.findIssue(db, input.id);
  if (!row || (row.status !== 'published' && !isAdmin(actor)))
    throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
  if (row.access === 'members' && !actor) throw new AppError('UNAUTHORIZED', MEMBERS_ONLY);
  const file = row.pdf_file ? issueFilePath(input.dataDir, row.pdf_file) : null;
  if (!file || row.pdf_bytes === null) throw new AppError('NOT_FOUND', 'This issue has no PDF yet');
  return {
    path: file,
    bytes: row.pdf_bytes,
    fileName: `hercircle-issue-${row.issue_number}.pdf`,
    access: row.access,
  };
}

export async function listAdminIssues(db: Db, page: { limit: number; offset: number }) {
  const { rows, total } = await q.listAllIssues(db, page);
  return { issues: rows.map(toIssue), total };
}

async function refuseTakenNumber(db: Db, issueNumber: number, id?: number) {
  const other = await q.findIssueByNumber(db, issueNumber);
  if (other && other.id !== id)
    throw new AppError(
      'CONFLICT',
      msg('Issue {{number}} exists already: choose another number', { number: issueNumber }),
    );
}

function refuseContentsBeyond(contents: IssueInput['contents'] | undefined, pages: number | null) {
  if (pages === null) return;
  const beyond = contents?.find((c) => c.page > pages);
  if (beyond)
    throw new AppError(
      'VALIDATION_ERROR',
      msg('"{{title}}" is on page {{page}}, but the PDF has {{pages}} pages', {
        title: beyond.title,
        page: beyond.page,
        pages,
      }),
      { issues: [{ path: ['contents'], message: msg('The PDF has {{pages}} pages', { pages }) }] },
    );
}

/** A new issue starts as a draft: it is published once it has its PDF. */
export async function createIssue(db: Db, actor: AuthUser, input: IssueInput): Promise<Issue> {
  return db.transaction().execute(async (trx) => {
    await refuseTakenNumber(trx, input.issue_number);
    const { id } = await q.insertIssue(trx, { ...input, status: 'draft' });
    await insertAuditEntry(trx, actor, 'create', 'magazine_issue', id, { title: input.title });
    return getIssue(trx, actor, id);
  });
}

export async function updateIssue(
  db: Db,
  actor: AuthUser,
  input: IssueUpdateInput,
): Promise<Issue> {
  return db.transaction().execute(async (trx) => {
    const row = await q.findIssue(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    const { id, status, ...patch } = input;
    if (patch.issue_number !== undefined) await refuseTakenNumber(trx, patch.issue_number, id);
    refuseContentsBeyond(patch.contents, row.page_count);
    const publishing = status === 'published' && row.status !== 'published';
    if (publishing && !row.pdf_file)
      throw new AppError('CONFLICT', 'Upload the PDF before publishing the issue');
    await q.updateIssueRow(trx, id, {
      ...patch,
      ...(status ? { status } : {}),
      ...(publishing ? { published_at: new Date() } : {}),
    });
    const after = await getIssue(trx, actor, id);
    await insertAuditEntry(trx, actor, publishing ? 'publish' : 'update', 'magazine_issue', id, {
      before: toIssue(row),
      after,
    });
    return after;
  });
}

export async function deleteIssue(
  db: Db,
  actor: AuthUser,
  input: { id: number; dataDir: string },
): Promise<void> {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await q.findIssue(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    await q.deleteIssueRow(trx, row.id);
    if (row.cover_media_id !== null) await q.deleteCoverImage(trx, row.cover_media_id);
    await insertAuditEntry(trx, actor, 'delete', 'magazine_issue', row.id, { title: row.title });
    return row.pdf_file;
  });
  if (removed && !(await q.pdfFileInUse(db, removed)))
    await removeIssueFile(input.dataDir, removed);
}

/**
 * The issue's PDF, judged by its content (the %PDF- header, then read by pdf-lib), never its name:
 * its page count comes from the file, and its contents must fit in it.
 */
export async function setIssuePdf(
  db: Db,
  actor: AuthUser,
  input: { id: number; upload: Buffer; dataDir: string },
): Promise<Issue> {
  const existing = await q.findIssue(db, input.id);
  if (!existing) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
  const pages = await pdfPageCount(input.upload);
  if (pages === null) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PDF);
  refuseContentsBeyond(existing.contents, pages);
  const name = await saveIssueFile(input.dataDir, input.upload);
  const { issue, previous } = await db.transaction().execute(async (trx) => {
    const row = await q.findIssue(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    await q.updateIssueRow(trx, row.id, {
      pdf_file: name,
      pdf_bytes: input.upload.length,
      page_count: pages,
    });
    await insertAuditEntry(trx, actor, 'update', 'magazine_issue', row.id, {
      pdf: { bytes: input.upload.length, pages },
    });
    return { issue: await getIssue(trx, actor, row.id), previous: row.pdf_file };
  });
  if (previous && previous !== name && !(await q.pdfFileInUse(db, previous)))
    await removeIssueFile(input.dataDir, previous);
  return issue;
}

/** The cover, re-encoded like a profile picture (its metadata stripped), into the media table. */
export async function setIssueCover(
  db: Db,
  actor: AuthUser,
  input: { id: number; upload: Buffer },
): Promise<Issue> {
  const image = await processCoverImage(input.upload);
  return db.transaction().execute(async (trx) => {
    const row = await q.findIssue(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    const media = await q.insertCoverImage(trx, {
      owner_user_id: actor.id,
      content_type: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
    });
    await q.updateIssueRow(trx, row.id, { cover_media_id: media.id });
    if (row.cover_media_id !== null) await q.deleteCoverImage(trx, row.cover_media_id);
    await insertAuditEntry(trx, actor, 'update', 'magazine_issue', row.id, { cover: media.id });
    return getIssue(trx, actor, row.id);
  });
}
