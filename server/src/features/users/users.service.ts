import type { Kysely } from 'kysely';
import {
  fileSizeToBytes,
  type MaxFileSize,
  type PublicUser,
  type SessionUser,
  type UpdatePreferencesInput,
  type UserProfile,
} from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pictureUrl } from '../../lib/media-url.ts';
import type { AuthUser } from '../../auth/sessions.ts';
import { toSessionUser } from '../auth/auth.service.ts';
import { processProfilePicture } from './images.ts';
import * as q from './users.queries.ts';
import { memberGetsNewsletter, setMemberSubscription } from '../newsletter/newsletter.service.ts';
import { announceAccountChange } from '../../auth/sessions.queries.ts';
import { msg } from '@hercircle/shared/message-format';

function canSeePrivate(actor: AuthUser, userId: number): boolean {
  return actor.id === userId || actor.role === 'admin';
}

export function toProfile(row: q.ProfileRow, showPrivate: boolean): UserProfile {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: showPrivate ? row.email : null,
    bio: row.bio,
    location: row.location,
    occupation: row.occupation,
    interests: row.interests,
    date_of_birth: showPrivate ? row.date_of_birth : null,
    profile_picture: pictureUrl(row.profile_picture_id),
    role: row.role,
    created_at: row.created_at.toISOString(),
    email_verified: showPrivate ? row.email_verified : null,
    discreet_email: showPrivate ? row.discreet_email : null,
    two_factor: showPrivate ? row.two_factor : null,
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  actor: AuthUser,
  input: { id: number } & q.ProfilePatch,
): Promise<UserProfile> {
  const { id: userId, ...patch } = input;
  if (!canSeePrivate(actor, userId))
    throw new AppError('FORBIDDEN', 'You can only edit your own profile');
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as q.ProfilePatch;
  const row = Object.keys(defined).length
    ? await q.updateProfile(db, userId, defined)
    : await q.findProfileById(db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toProfile(row, true);
}

export async function searchUsers(
  db: Kysely<Database>,
  actor: AuthUser,
  args: { q: string; limit: number; offset: number },
): Promise<{ users: PublicUser[]; total: number }> {
  const includeEmail = actor.role === 'admin';
  const [rows, count] = await q.searchUsers(db, {
    ...args,
    viewerId: actor.id,
    q: args.q.trim(),
    includeEmail,
  });
  return {
    users: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      profile_picture: pictureUrl(r.profile_picture_id),
      occupation: r.occupation,
      location: r.location,
      email: includeEmail ? r.email : null,
    })),
    total: count.total,
  };
}

/** The language her pages are rendered in, if she chose one (http/pages.ts). */
export function languageOf(db: Kysely<Database>, userId: number) {
  return q.findLanguage(db, userId);
}

/** Her preferences with the newsletter toggle, which the newsletter feature keeps. */
export async function getPreferences(db: Kysely<Database>, actor: AuthUser) {
  const [prefs, newsletter_opt_in] = await Promise.all([
    q.findPreferences(db, actor.id),
    memberGetsNewsletter(db, actor.id),
  ]);
  return { ...prefs, newsletter_opt_in };
}

export async function updatePreferences(
  db: Kysely<Database>,
  actor: AuthUser,
  input: UpdatePreferencesInput,
) {
  const { newsletter_opt_in, ...rest } = input;
  if (newsletter_opt_in !== undefined) await setMemberSubscription(db, actor, newsletter_opt_in);
  const prefs = await q.updatePreferences(db, actor.id, rest);
  // Her session lookups carry the choice (GET /auth/me; her messages' language): every process
  // forgets them.
  if (rest.discreet_email !== undefined || rest.language !== undefined)
    await announceAccountChange(db, actor.id);
  return { ...prefs, newsletter_opt_in: await memberGetsNewsletter(db, actor.id) };
}

/** Stores a new profile picture (re-encoded), removes the previous one, and returns the updated user. */
export async function setProfilePicture(
  db: Kysely<Database>,
  actor: AuthUser,
  input: { id: number; upload: Buffer; maxFileSize: MaxFileSize },
): Promise<SessionUser> {
  const { id: userId, upload, maxFileSize } = input;
  if (!canSeePrivate(actor, userId))
    throw new AppError('FORBIDDEN', 'You can only change your own picture');
  if (upload.length > fileSizeToBytes(maxFileSize)) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      msg('The image is larger than {{size}} MB. Choose a smaller one.', {
        size: maxFileSize.replace('MB', ''),
      }),
    );
  }
  if (upload.length === 0) throw new AppError('BAD_REQUEST', 'Choose an image to upload');
  const image = await processProfilePicture(upload);
  return db.transaction().execute(async (trx) => {
    const user = await q.findProfileById(trx, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    const media = await q.insertMedia(trx, {
      owner_user_id: userId,
      content_type: image.contentType,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
    });
    await q.setProfilePictureId(trx, userId, media.id);
    if (user.profile_picture_id !== null) await q.deleteMedia(trx, user.profile_picture_id);
    return toSessionUser({ ...user, profile_picture_id: media.id });
  });
}

/** A stored picture; anyone may fetch one by its id (the id is in the profile's public URL). */
export async function getMedia(
  db: Kysely<Database>,
  _actor: AuthUser | null,
  input: { id: number },
) {
  const media = await q.findMedia(db, input.id);
  if (!media) throw new AppError('NOT_FOUND', 'Image not found');
  return media;
}
