import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { parseFile } from 'music-metadata';
import { PODCAST_MAX_AUDIO_BYTES } from '@hercircle/shared';
import { AppError } from '../../lib/app-error.ts';

/**
 * Episode audio on disk: DATA_DIR/podcast/<uuid>.mp3 or .m4a. A new upload gets a new name, so an
 * address never changes its bytes (podcast apps and browsers may keep them), and the database holds
 * only the name.
 */
export function audioDir(dataDir: string): string {
  return path.resolve(dataDir, 'podcast');
}

export interface StoredAudio {
  file: string;
  type: 'audio/mpeg' | 'audio/mp4';
  bytes: number;
  durationSeconds: number;
}

const MB = PODCAST_MAX_AUDIO_BYTES / 1024 / 1024;
export const AUDIO_TOO_LARGE = `The audio is larger than ${MB} MB. Upload a shorter or smaller file.`;
export const NOT_AUDIO =
  'The file is not MP3 or M4A audio. Upload an MP3 or M4A file (its name and type do not count: its content does).';

/**
 * What the bytes are: MP3 (MPEG layer 3 frames) or M4A (an MPEG-4 file whose first box is `ftyp`,
 * holding AAC or ALAC and no video). Read from a file named without an extension, so
 * music-metadata judges the content alone and never guesses from a name.
 */
async function inspect(
  filePath: string,
): Promise<{ type: StoredAudio['type']; durationSeconds: number } | null> {
  let format;
  try {
    format = (await parseFile(filePath, { duration: true, skipCovers: true })).format;
  } catch {
    return null;
  }
  const duration = format.duration;
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) return null;
  const codec = format.codec ?? '';
  if (format.container === 'MPEG' && /Layer 3/.test(codec))
    return { type: 'audio/mpeg', durationSeconds: duration };
  if (/AAC|ALAC/i.test(codec) && format.hasVideo !== true && (await startsWithFtyp(filePath)))
    return { type: 'audio/mp4', durationSeconds: duration };
  return null;
}

async function startsWithFtyp(filePath: string): Promise<boolean> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    return head.toString('latin1', 4, 8) === 'ftyp';
  } finally {
    await handle.close();
  }
}

/**
 * Streams an upload to disk (never the whole file in memory), then keeps it only if it is MP3 or
 * M4A audio within the limit; otherwise nothing is left behind. `truncated` says the stream was
 * cut at the size limit (as @fastify/multipart reports it).
 */
export async function storeAudio(
  dataDir: string,
  source: Readable,
  truncated: () => boolean,
): Promise<StoredAudio> {
  const dir = audioDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const name = randomUUID();
  // No extension: the content is judged, not the name.
  const incoming = path.join(dir, `.incoming-${name}`);
  try {
    await pipeline(source, fs.createWriteStream(incoming));
    if (truncated()) throw new AppError('PAYLOAD_TOO_LARGE', AUDIO_TOO_LARGE);
    const found = await inspect(incoming);
    if (!found) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AUDIO);
    const file = `${name}.${found.type === 'audio/mpeg' ? 'mp3' : 'm4a'}`;
    const { size } = await fs.promises.stat(incoming);
    await fs.promises.rename(incoming, path.join(dir, file));
    return { file, type: found.type, bytes: size, durationSeconds: found.durationSeconds };
  } catch (error) {
    await fs.promises.rm(incoming, { force: true });
    throw error;
  }
}

/** Copies a file already on disk (the demo episodes) into the audio folder under `file`. */
export async function copyAudio(dataDir: string, from: string, file: string): Promise<void> {
  const dir = audioDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  const to = path.join(dir, file);
  if (!fs.existsSync(to)) await fs.promises.copyFile(from, to);
}

/** Reads what an audio file on disk is, for a file the seed ships (its true duration). */
export async function describeAudio(filePath: string): Promise<Omit<StoredAudio, 'file'>> {
  const found = await inspect(filePath);
  if (!found) throw new Error(`${filePath} is not MP3 or M4A audio`);
  const { size } = await fs.promises.stat(filePath);
  return { ...found, bytes: size };
}

/** Removes an episode's old or orphaned audio; a file already gone is no error. */
export async function removeAudio(dataDir: string, file: string | null): Promise<void> {
  if (!file) return;
  await fs.promises.rm(path.join(audioDir(dataDir), path.basename(file)), { force: true });
}
