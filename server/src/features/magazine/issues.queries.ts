import type { Kysely } from 'kysely';
import type { Database, MagazineIssuesTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

const COLUMNS = [
  'id',
  'issue_number',
  'title',
  'description',
  'category',
  'topics',
  'contents',
  'month',
  'access',
  'status',
  'cover_media_id',
  'pdf_file',
  'pdf_bytes',
  'page_count',
  'published_at',
] as const;

export type IssueRow = Awaited<ReturnType<typeof findIssue>> & object;

export function findIssue(db: Db, id: number) {
  return db.selectFrom('magazine_issues').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findIssueByNumber(db: Db, issueNumber: number) {
  return db
    .selectFrom('magazine_issues')
    .select(['id'])
    .where('issue_number', '=', issueNumber)
    .executeTakeFirst();
}

/** Published issues, newest number first. */
export function listPublishedIssues(db: Db) {
  return db
    .selectFrom('magazine_issues')
    .select(COLUMNS)
    .where('status', '=', 'published')
    .orderBy('issue_number', 'desc')
    .execute();
}

export async function listAllIssues(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('magazine_issues')
      .select(COLUMNS)
      .orderBy('issue_number', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('magazine_issues')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

type Writable = Partial<{
  issue_number: number;
  title: string;
  description: string;
  category: string;
  topics: string[];
  contents: { title: string; page: number }[];
  month: string;
  access: MagazineIssuesTable['access'];
  status: 'draft' | 'published';
  cover_media_id: number | null;
  pdf_file: string | null;
  pdf_bytes: number | null;
  page_count: number | null;
  published_at: Date | null;
}>;

const asRow = ({ topics, contents, ...rest }: Writable) => ({
  ...rest,
  ...(topics ? { topics: JSON.stringify(topics) } : {}),
  ...(contents ? { contents: JSON.stringify(contents) } : {}),
});

export function insertIssue(
  db: Db,
  issue: Writable & {
    issue_number: number;
    title: string;
    description: string;
    category: string;
    month: string;
    access: MagazineIssuesTable['access'];
  },
) {
  const { topics = [], contents = [], ...rest } = issue;
  return db
    .insertInto('magazine_issues')
    .values({ ...rest, topics: JSON.stringify(topics), contents: JSON.stringify(contents) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateIssueRow(db: Db, id: number, patch: Writable) {
  return db
    .updateTable('magazine_issues')
    .set({ ...asRow(patch), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function deleteIssueRow(db: Db, id: number) {
  return db.deleteFrom('magazine_issues').where('id', '=', id).execute();
}

/** Whether any issue still uses this PDF (files are named by content, so two may share one). */
export async function pdfFileInUse(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('magazine_issues')
    .select('id')
    .where('pdf_file', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertCoverImage(
  db: Db,
  media: {
    owner_user_id: number;
    content_type: string;
    bytes: Buffer;
    width: number;
    height: number;
  },
) {
  return db
    .insertInto('media')
    .values({ ...media, byte_size: media.bytes.length })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function deleteCoverImage(db: Db, id: number) {
  return db.deleteFrom('media').where('id', '=', id).execute();
}
