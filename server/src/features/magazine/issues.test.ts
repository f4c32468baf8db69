import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Issue } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness, type TestUser } from '../../../test/harness.ts';
import { DEMO_ISSUES, seedIssues } from '../../seed/magazine.ts';

let h: Harness;
let admin: TestUser;
let member: TestUser;
let dataDir: string;
let issues: Issue[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-issues-'));
  h = await createHarness(await createTestDatabase(), { DATA_DIR: dataDir });
  admin = await signUp(h, { role: 'admin' });
  member = await signUp(h);
  await seedIssues(h.db, dataDir);
  issues = (await h.app.inject({ method: 'GET', url: '/api/v1/issues' })).json<{
    data: { issues: Issue[] };
  }>().data.issues;
});
afterAll(async () => {
  await h.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pdfOf = (issue: Issue, headers: Record<string, string> = {}, query = '') =>
  h.app.inject({ method: 'GET', url: `/api/v1/issues/${issue.id}/pdf${query}`, headers });
const byAccess = (access: Issue['access']) => issues.find((i) => i.access === access)!;

async function pdfBytes(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++)
    doc.addPage([300, 400]).drawText(`Page ${i + 1}`, { x: 20, y: 20 });
  return Buffer.from(await doc.save());
}

function multipart(field: string, bytes: Buffer, fileName: string) {
  const boundary = '----hc-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (id: number, bytes: Buffer, token = admin.token, fileName = 'issue.pdf') => {
  const body = multipart('pdf', bytes, fileName);
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/admin/issues/${id}/pdf`,
    headers: { ...body.headers, ...auth(token) },
    payload: body.payload,
  });
};

describe('the demo issues', () => {
  it('are every demo issue, newest first, each with its contents', () => {
    expect(issues.map((i) => i.issue_number)).toEqual(DEMO_ISSUES.map((i) => i.issue_number));
    for (const issue of issues) {
      expect(issue.contents.length).toBe(
        DEMO_ISSUES.find((d) => d.issue_number === issue.issue_number)!.articles.length,
      );
      expect(issue.contents[0]?.page).toBe(3);
    }
  });

  it('are real multi-page PDFs whose page count is the one shown', async () => {
    for (const issue of issues) {
      const res = await pdfOf(issue, auth(member.token));
      expect(res.statusCode).toBe(200);
      const doc = await PDFDocument.load(res.rawPayload);
      expect([issue.title, doc.getPageCount()]).toEqual([issue.title, issue.page_count]);
      expect(issue.page_count).toBeGreaterThanOrEqual(2 + issue.contents.length);
      expect(res.rawPayload.length).toBe(issue.pdf_bytes);
    }
  });
});

describe('who may open an issue', () => {
  it('a members-only issue is refused to a visitor: 401 and no file', async () => {
    const res = await pdfOf(byAccess('members'));
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/members/),
    });
    expect(res.rawPayload.includes('%PDF-')).toBe(false);
  });

  it('a member opens it in the browser (inline) with her token or her page cookie, or downloads it', async () => {
    const issue = byAccess('members');
    for (const headers of [auth(member.token), { cookie: `hc_session=${member.token}` }]) {
      const res = await pdfOf(issue, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="hercircle-issue-${issue.issue_number}.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const saved = await pdfOf(issue, auth(member.token), '?download=1');
    expect(saved.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('a free issue opens for a visitor too; an ended or forged cookie counts as a visitor', async () => {
    expect((await pdfOf(byAccess('free'))).statusCode).toBe(200);
    const forged = await pdfOf(byAccess('members'), { cookie: 'hc_session=not-a-session' });
    expect(forged.statusCode).toBe(401);
  });

  it('an unknown or malformed issue is 404', async () => {
    for (const id of ['99999', '0', 'abc', '-1', '99999999999']) {
      const res = await h.app.inject({ method: 'GET', url: `/api/v1/issues/${id}/pdf` });
      expect([id, res.statusCode]).toEqual([id, 404]);
    }
  });
});

describe('publishing an issue', () => {
  let draft: Issue;

  it('starts as a draft that readers cannot see, and cannot be published without its PDF', async () => {
    const caller = await h.caller(admin.token);
    ({ issue: draft } = await caller.admin.issues.create({
      issue_number: 40,
      title: 'Test Issue',
      description: 'A test.',
      category: 'Career',
      topics: [],
      contents: [{ title: 'Opening', page: 2 }],
      month: '2026-12',
      access: 'members',
    }));
    expect(draft.status).toBe('draft');
    const visitor = await h.app.inject({ method: 'GET', url: `/api/v1/issues/${draft.id}` });
    expect(visitor.statusCode).toBe(404);
    await expect(
      caller.admin.issues.update({ id: draft.id, status: 'published' }),
    ).rejects.toMatchObject({ message: 'Upload the PDF before publishing the issue' });
  });

  it('an upload that is not a PDF is refused with a clear message, whatever its name', async () => {
    for (const bytes of [
      Buffer.from('GIF89a not a pdf at all'),
      Buffer.from('%PDF-1.7 and then nothing a reader could open'),
    ]) {
      const res = await upload(draft.id, bytes, admin.token, 'looks-like.pdf');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: expect.stringMatching(/not a PDF/),
      });
    }
  });

  it('only admins upload: a member gets 403, a visitor 401', async () => {
    expect((await upload(draft.id, await pdfBytes(2), member.token)).statusCode).toBe(403);
    const body = multipart('pdf', await pdfBytes(2), 'a.pdf');
    const visitor = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/issues/${draft.id}/pdf`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('a PDF whose pages the contents overrun is refused; a real one sets the page count from the file', async () => {
    const short = await upload(draft.id, await pdfBytes(1));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/the PDF has 1 pages/);
    const res = await upload(draft.id, await pdfBytes(3));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.issue).toMatchObject({ page_count: 3, status: 'draft' });
  });

  it('once published it is listed, and members open it', async () => {
    const caller = await h.caller(admin.token);
    const { issue } = await caller.admin.issues.update({ id: draft.id, status: 'published' });
    expect(issue.published_at).not.toBeNull();
    const list = await h.app.inject({ method: 'GET', url: '/api/v1/issues' });
    expect(list.json().data.issues[0]).toMatchObject({ id: draft.id, page_count: 3 });
    const res = await pdfOf(issue, auth(member.token));
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(3);
  });

  it('a second issue with the same number is refused', async () => {
    const caller = await h.caller(admin.token);
    await expect(
      caller.admin.issues.create({
        issue_number: 40,
        title: 'Again',
        description: 'x',
        category: 'Career',
        topics: [],
        contents: [],
        month: '2026-12',
        access: 'free',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('deleting it removes it for readers', async () => {
    const caller = await h.caller(admin.token);
    await caller.admin.issues.delete({ id: draft.id });
    expect((await pdfOf(draft, auth(member.token))).statusCode).toBe(404);
  });
});
