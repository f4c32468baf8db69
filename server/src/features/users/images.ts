import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
export const PICTURE_SIZE = 512;

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Judges an upload by its bytes (never its name or declared type), then re-encodes it: oriented
 * from EXIF, cropped to a square, resized, and written as WebP without any metadata (no GPS).
 */
export async function processProfilePicture(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The file is not an image we accept. Upload a JPEG, PNG, WebP or GIF.',
    );
  }
  try {
    const { data, info } = await sharp(input, { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The image could not be read. It may be damaged; try another file.',
    );
  }
}
