import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { auth, type Harness } from './harness.ts';

/** A data folder of its own for a test's uploads (issue PDFs), removed with the machine's temp. */
export const testDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'hc-data-'));

/** What the authorization matrix and the fuzz runs need of the magazine and the directory. */
export interface MagazineFixtures {
  /** A published, members-only issue with its PDF. */
  issue: number;
  /** A draft issue that uploads go to. */
  draft: number;
  /** A small, real PDF to upload. */
  pdf: Buffer;
  fresh: {
    /** A new draft issue (deleting one uses it up). */
    issue(): Promise<number>;
    /** A new resource. */
    resource(): Promise<number>;
  };
}

let issueNumber = 9000;

/** `adminToken` is read at each call: the site admin's session may be renewed between calls. */
export async function magazineFixtures(
  h: Harness,
  adminToken: () => string,
): Promise<MagazineFixtures> {
  const admin = async () => h.caller(adminToken());
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]);
  doc.addPage([300, 400]);
  const pdf = Buffer.from(await doc.save());
  const issue = async (access: 'free' | 'members' = 'members') => {
    issueNumber += 1;
    const { issue } = await (
      await admin()
    ).admin.issues.create({
      issue_number: issueNumber,
      title: `Matrix issue ${issueNumber}`,
      description: 'An issue of the test fixtures',
      category: 'Community',
      topics: [],
      contents: [],
      month: '2026-12',
      access,
    });
    return issue.id;
  };
  const published = await issue();
  const boundary = '----magazine-fixture-boundary';
  const upload = await h.app.inject({
    method: 'POST',
    url: `/api/v1/admin/issues/${published}/pdf`,
    headers: {
      ...auth(adminToken()),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="i.pdf"\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (upload.statusCode !== 200) throw new Error(`issue PDF upload: ${upload.body}`);
  await (await admin()).admin.issues.update({ id: published, status: 'published' });
  return {
    issue: published,
    draft: await issue(),
    pdf,
    fresh: {
      issue: () => issue(),
      resource: async () =>
        (
          await (
            await admin()
          ).admin.resources.create({
            type: 'helpline',
            title: `Matrix line ${Date.now()}`,
            description: 'A helpline of the test fixtures',
            phone: '0800 000 000',
            country: 'GB',
            topic: 'mental-health',
          })
        ).resource.id,
    },
  };
}
