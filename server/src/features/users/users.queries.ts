import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { UpdatePreferencesInput } from '@hercircle/shared';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { blockedPairIds, openMembership } from '../../lib/visibility.queries.ts';
import { secondFactor } from '../../auth/sessions.queries.ts';

/** A profile's columns, for the member page too (profile.queries.ts). */
export const PROFILE_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'bio',
  'location',
  'occupation',
  'interests',
  'date_of_birth',
  'profile_picture_id',
  'role',
  'status',
  'created_at',
  'email_verified',
  'discreet_email',
] as const;

/** Whether she has a second factor (her self view's `two_factor`), beside the profile columns. */
export const twoFactorColumn = (eb: ExpressionBuilder<Database, 'users'>) =>
  secondFactor(eb.ref('users.id')).as('two_factor');

export function findProfileById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(PROFILE_COLUMNS)
    .select(twoFactorColumn)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

export interface ProfilePatch {
  first_name?: string;
  last_name?: string;
  bio?: string | null;
  location?: string | null;
  occupation?: string | null;
  interests?: string | null;
  date_of_birth?: string | null;
}

export function updateProfile(db: Kysely<Database>, id: number, patch: ProfilePatch) {
  return db
    .updateTable('users')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returning(PROFILE_COLUMNS)
    .returning(twoFactorColumn)
    .executeTakeFirst();
}

/**
 * Whether the viewer may read a member's details: she shows them to all members, or they share an
 * active group where she is not quiet (profile_visibility). Herself and site admins are decided by
 * the caller.
 */
function detailsVisible(eb: ExpressionBuilder<Database, 'users'>, viewerId: number) {
  return eb.or([
    eb('users.profile_visibility', '=', 'members'),
    eb('users.id', '=', viewerId),
    eb.exists(
      eb
        .selectFrom('group_members as mine')
        .innerJoin('group_members as theirs', 'theirs.group_id', 'mine.group_id')
        .innerJoin('groups', 'groups.id', 'mine.group_id')
        .select('mine.id')
        .where('mine.user_id', '=', viewerId)
        .whereRef('theirs.user_id', '=', 'users.id')
        .where(openMembership('theirs'))
        .where('groups.status', '=', 'active'),
    ),
  ]);
}

/**
 * Active members whose name (or, for admins, email) contains q, case-insensitive; never one of a
 * blocked pair with the viewer. Occupation and location only where her profile_visibility lets
 * the viewer read them (admins always).
 */
export function searchUsers(
  db: Kysely<Database>,
  args: { viewerId: number; q: string; includeEmail: boolean; limit: number; offset: number },
) {
  const pattern = containsPattern(args.q);
  let query = db
    .selectFrom('users')
    .where('status', '=', 'active')
    .where('id', 'not in', blockedPairIds(db, args.viewerId));
  if (args.q) {
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
        ...(args.includeEmail ? [eb('email', 'ilike', pattern)] : []),
      ]),
    );
  }
  return Promise.all([
    query
      .select(['id', 'first_name', 'last_name', 'email', 'profile_picture_id'])
      .select((eb) => {
        // includeEmail is the admin's view: she sees every detail.
        const shown = args.includeEmail ? sql<boolean>`true` : detailsVisible(eb, args.viewerId);
        return [
          eb.case().when(shown).then(eb.ref('occupation')).end().as('occupation'),
          eb.case().when(shown).then(eb.ref('location')).end().as('location'),
        ];
      })
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
}

const PREFERENCE_COLUMNS = [
  'email_frequency',
  'dm_policy',
  'profile_visibility',
  'content_note_filters',
  'show_quick_exit',
  'discreet_email',
  'time_zone',
  'language',
] as const;

/** The language she chose (null until she does). */
export async function findLanguage(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.language ?? null;
}

export function findPreferences(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(PREFERENCE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The newsletter opt-in is not a column here: the service sets and reads the subscription. */
export function updatePreferences(
  db: Kysely<Database>,
  id: number,
  prefs: Omit<UpdatePreferencesInput, 'newsletter_opt_in'>,
) {
  const { content_note_filters, ...flags } = prefs;
  return db
    .updateTable('users')
    .set({
      ...flags,
      // Merged into the stored map: a client may send only the notes it changes.
      ...(content_note_filters && {
        content_note_filters: sql<string>`content_note_filters || ${JSON.stringify(content_note_filters)}::jsonb`,
      }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(PREFERENCE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function insertMedia(
  db: Kysely<Database>,
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

export function findMedia(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('media')
    .select(['content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deleteMedia(db: Kysely<Database>, id: number) {
  return db.deleteFrom('media').where('id', '=', id).execute();
}

export function setProfilePictureId(db: Kysely<Database>, userId: number, mediaId: number | null) {
  return db
    .updateTable('users')
    .set({ profile_picture_id: mediaId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
