import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * An issue's cover, judged by its bytes: oriented, fitted inside 600 by 800 (a magazine's 3:4),
 * written as WebP without metadata.
 */
export async function processCoverImage(
  input: Buffer,
): Promise<{ bytes: Buffer; contentType: string; width: number; height: number }> {
  const format = await sharp(input)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The cover is not an image we accept. Upload a JPEG, PNG or WebP.',
    );
  try {
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(600, 800, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The cover could not be read. It may be damaged; try another file.',
    );
  }
}
