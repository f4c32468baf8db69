import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue PDFs on disk, in DATA_DIR/issues, each named by the SHA-256 of its bytes: every server
 * process reading the same data folder finds the same file, writing one twice is harmless, and a
 * name never points at other bytes.
 */
export const issuesDir = (dataDir: string) => path.resolve(dataDir, 'issues');

const NAME = /^[0-9a-f]{64}\.pdf$/;

/** The file's path, or null for a name that is not one of ours. */
export function issueFilePath(dataDir: string, name: string): string | null {
  return NAME.test(name) ? path.join(issuesDir(dataDir), name) : null;
}

/** Writes the bytes (through a temporary file, so a reader never sees half) and returns the name. */
export async function saveIssueFile(dataDir: string, bytes: Uint8Array): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex')}.pdf`;
  const dir = issuesDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  if (fs.existsSync(target)) return name;
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  await fs.promises.writeFile(temp, bytes);
  await fs.promises.rename(temp, target);
  return name;
}

/** Removes a file no issue uses any more; one already gone is fine. */
export async function removeIssueFile(dataDir: string, name: string): Promise<void> {
  const file = issueFilePath(dataDir, name);
  if (file) await fs.promises.rm(file, { force: true });
}
