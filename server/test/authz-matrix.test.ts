import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.ts';
import { generateToken, hashToken } from '../src/auth/tokens.ts';
import { unsubscribeToken } from '../src/features/notifications/notification-emails.ts';
import { newsletterToken } from '../src/features/newsletter/newsletter.service.ts';
import { cancelDeletionToken } from '../src/features/account/account.service.ts';
import { notMeToken } from '../src/features/security/sign-in-alerts.ts';
import { listRestProcedures } from '../src/http/procedures.ts';
import { listProcedures } from '../src/trpc/catalog.ts';
import { appRouter } from '../src/trpc/app-router.ts';
import type { RestMeta } from '../src/trpc/init.ts';
import {
  ACTORS,
  EXTRA_ROUTES,
  HIDDEN,
  PROCEDURES,
  RULES,
  multipart,
  type Actor,
  type Entry,
  type Fixtures,
  type Outcome,
  type SignedIn,
} from './authz-matrix.ts';
import { SEES, type Sees } from './authz-lists.ts';
import { createTestDatabase } from './db.ts';
import { auth, createHarness, signUp, type Harness } from './harness.ts';
import { magazineFixtures, testDataDir } from './magazine-fixtures.ts';
import { podcastFixtures } from './podcast-fixtures.ts';

type ProcedureType = 'query' | 'mutation' | 'subscription';
const procedureList = listProcedures(appRouter);
const procedureTypes: Record<string, ProcedureType> = Object.fromEntries(
  procedureList.map((p) => [p.path, p.type]),
);
/** Writes a suspended member keeps (log out, her password, blocking…): marked in the procedure's meta. */
const allowedWhileSuspended = new Set(
  procedureList.filter((p) => p.meta.allowSuspended === true).map((p) => p.path),
);
const restOf = new Map(listRestProcedures(appRouter).map((p) => [p.path, p.rest]));

let h: Harness;
let f: Fixtures;
const tokens = {} as Record<SignedIn, string>;
const emails = {} as Record<SignedIn, string>;
const passwordHashes = new Map<number, string | null>();
/** A member who is no actor: she sends the messages that prove a live stream is open. */
let helperToken = '';
/** The token the deactivated member signed in with before she was deactivated. */
let tokenBeforeDeactivation = '';
/** Where the server listens for the live stream door (server-sent events need a real socket). */
let address = '';

const bearer = (token: string | null): Record<string, string> => (token ? auth(token) : {});

let calls = 0;
/** Every call comes from its own address, so per-IP limits never stand in for a decision. */
function nextIp(): string {
  calls += 1;
  return `10.${200 + (calls >> 16)}.${(calls >> 8) & 255}.${calls & 255}`;
}

/** Puts back what an allowed call changed on the caller's account, with a new main session. */
/**
 * Asking for deletion leaves her groups at once and may hand their admin role on: the groups she
 * belongs to, as they stand before such a call, to put back after it.
 */
async function groupsOf(actor: SignedIn) {
  const groupIds = (
    await h.db
      .selectFrom('group_members')
      .select('group_id')
      .where('user_id', '=', f.ids[actor])
      .execute()
  ).map((r) => r.group_id);
  if (groupIds.length === 0) return { groupIds, members: [], groups: [] };
  return {
    groupIds,
    members: await h.db
      .selectFrom('group_members')
      .selectAll()
      .where('group_id', 'in', groupIds)
      .execute(),
    groups: await h.db
      .selectFrom('groups')
      .select(['id', 'member_count'])
      .where('id', 'in', groupIds)
      .execute(),
  };
}

async function restoreGroups(saved: Awaited<ReturnType<typeof groupsOf>>): Promise<void> {
  if (saved.groupIds.length === 0) return;
  await h.db.deleteFrom('group_members').where('group_id', 'in', saved.groupIds).execute();
  await h.db
    .insertInto('group_members')
    .values(saved.members.map(({ id: _id, ...row }) => row))
    .execute();
  for (const g of saved.groups)
    await h.db
      .updateTable('groups')
      .set({ member_count: g.member_count })
      .where('id', '=', g.id)
      .execute();
}

async function restoreAccount(actor: SignedIn): Promise<void> {
  const id = f.ids[actor];
  await h.db.deleteFrom('account_deletion_requests').where('user_id', '=', id).execute();
  await h.db
    .updateTable('users')
    .set({ status: 'active', deactivated_at: null, password_hash: passwordHashes.get(id) ?? null })
    .where('id', '=', id)
    .execute();
  tokens[actor] = (await createSession(h.db, id)).token;
}

type Caller = Awaited<ReturnType<Harness['caller']>>;
/** A call as `token` (an actor's current one, read at call time) from a fresh address. */
const by = async <T>(token: string, act: (caller: Caller) => Promise<T>): Promise<T> =>
  act(await h.caller(token, nextIp()));

async function buildFixtures(): Promise<Fixtures> {
  let n = 0;
  const stamp = Date.now().toString(36);
  const unique = () => `${stamp}-${(n += 1)}`;
  const roster = [
    'member',
    'other',
    'groupMember',
    'groupAdmin',
    'siteAdmin',
    'deactivated',
    'suspended',
    'blocked',
    'banned',
    'otherGroupAdmin',
  ];
  const [helper, ...people] = await Promise.all([
    signUp(h, { first_name: 'Helper' }),
    ...roster.map((actor) =>
      signUp(h, {
        email: `authz-${actor.toLowerCase()}-${stamp}@example.com`,
        role: actor === 'siteAdmin' ? 'admin' : 'user',
        // The word search finds her by (authz-lists.ts).
        ...(actor === 'groupMember' ? { last_name: `Needle${stamp}` } : {}),
      }),
    ),
  ]);
  helperToken = helper.token;
  const ids = {} as Record<SignedIn, number>;
  for (const [i, person] of people.entries()) {
    const actor = roster[i] as SignedIn;
    ids[actor] = person.id;
    tokens[actor] = person.token;
    emails[actor] = person.email;
  }
  tokenBeforeDeactivation = tokens.deactivated;
  await by(tokens.member, (c) =>
    c.users.updateProfile({ id: ids.member, date_of_birth: MEMBER_BIRTH_DATE }),
  );
  for (const row of await h.db.selectFrom('users').select(['id', 'password_hash']).execute())
    passwordHashes.set(row.id, row.password_hash);
  const admin = <T>(act: (caller: Caller) => Promise<T>) => by(tokens.siteAdmin, act);

  // Deactivation ends the token she signed in with (kept to check); each call as her also brings a
  // session row that still exists, the harder case: the account's status alone must close the door.
  await admin((c) => c.admin.users.update({ id: ids.deactivated, status: 'inactive' }));

  const privateGroup = async (opts: { pendingRequest?: boolean } = {}) => {
    const { group } = await by(tokens.groupAdmin, (c) =>
      c.community.create({
        name: `Matrix private ${unique()}`,
        description: 'A private circle of the authorization matrix',
        is_private: true,
      }),
    );
    await by(tokens.groupMember, (c) => c.community.join({ id: group.id }));
    await by(tokens.groupAdmin, (c) =>
      c.community.approve({ id: group.id, userId: ids.groupMember }),
    );
    if (opts.pendingRequest) await by(tokens.member, (c) => c.community.join({ id: group.id }));
    return group;
  };
  const g = await privateGroup();
  const hidden = await privateGroup();
  // Plain members of G: one that G's author blocks, one a site admin suspends (below, once she joined).
  for (const actor of ['blocked', 'suspended'] as const) {
    await by(tokens[actor], (c) => c.community.join({ id: g.id }));
    await by(tokens.groupAdmin, (c) => c.community.approve({ id: g.id, userId: ids[actor] }));
  }
  await h.db
    .insertInto('user_blocks')
    .values({ blocker_id: ids.groupMember, blocked_id: ids.blocked })
    .execute();
  await h.db
    .insertInto('group_bans')
    .values({ group_id: g.id, user_id: ids.banned, banned_by: ids.groupAdmin })
    .execute();
  await by(tokens.otherGroupAdmin, (c) =>
    c.community.create({
      name: `Matrix other ${unique()}`,
      description: 'The circle of an admin of another group',
    }),
  );
  const { conversations } = await by(tokens.groupMember, (c) => c.chat.conversations());
  const roomOf = (groupId: number) => {
    const room = conversations.find((c) => c.group_id === groupId)?.id;
    if (!room) throw new Error(`group ${groupId} has no chat room`);
    return room;
  };
  const room = roomOf(g.id);
  const inactiveGroup = { id: hidden.id, room: roomOf(hidden.id) };
  await admin((c) => c.admin.communities.update({ id: hidden.id, status: 'inactive' }));
  const groupMessage = async () => {
    const content = `Matrix message ${unique()}`;
    const sent = await by(tokens.groupMember, (c) =>
      c.chat.send({ conversation_id: room, content }),
    );
    return sent.message.id;
  };
  const groupPost = async () => {
    const content = `Matrix post ${unique()}`;
    const sent = await by(tokens.groupMember, (c) => c.community.post({ id: g.id, content }));
    return sent.post.id;
  };
  const pollPost = async () => {
    const poll = { question: `Matrix poll ${unique()}`, options: ['Yes', 'No'] };
    const sent = await by(tokens.groupMember, (c) =>
      c.community.post({ id: g.id, content: 'A poll from the matrix', poll }),
    );
    return { id: sent.post.id, option: sent.post.poll!.options[0]!.id };
  };
  const groupReply = async () => {
    const id = await groupPost();
    const content = `Matrix reply ${unique()}`;
    const sent = await by(tokens.groupMember, (c) => c.community.createReply({ id, content }));
    return sent.reply.id;
  };
  const draftStory = async () => {
    const title = `Matrix draft ${unique()}`;
    const content = 'A draft story written by the matrix.';
    return (await admin((c) => c.admin.stories.create({ title, content }))).story.id;
  };
  const publishedStory = await draftStory();
  await admin((c) => c.admin.stories.publish({ id: publishedStory }));
  const event = async () => {
    const starts = Date.now() + 7 * 86_400_000;
    const { event } = await admin((c) =>
      c.events.create({
        title: `Matrix event ${unique()}`,
        description: 'An event of the authorization matrix',
        category: 'Community',
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 3_600_000).toISOString(),
        timezone: 'Europe/London',
        area: 'Online',
        online_url: 'https://meet.example.org/matrix',
      }),
    );
    return event.id;
  };

  // A word only her post in G holds, and her name; and a mention of G's post she made of suspended
  // and of blocked (one that raced her block: the bell leaves it out).
  const needle = `needle${stamp}`;
  const needlePost = (
    await by(tokens.groupMember, (c) => c.community.post({ id: g.id, content: `A ${needle}` }))
  ).post.id;
  await h.db
    .insertInto('notifications')
    .values(
      (['blocked', 'suspended'] as const).map((actor) => ({
        user_id: ids[actor],
        kind: 'mention' as const,
        actor_id: ids.groupMember,
        target_type: 'post',
        target_id: needlePost,
        url: `/community/group/${g.id}#post-${needlePost}`,
      })),
    )
    .execute();

  const suspend = (until: Date | null) =>
    h.db
      .updateTable('users')
      .set({ suspended_until: until })
      .where('id', '=', ids.suspended)
      .execute();
  await suspend(new Date(Date.now() + 30 * 86_400_000));

  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#639' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart('profile_picture', picture);
  const upload = await h.app.inject({
    method: 'POST',
    url: `/api/v1/users/${ids.other}/upload-profile-picture`,
    headers: { ...headers, ...bearer(tokens.other) },
    payload,
  });
  const media = Number(/\/media\/(\d+)/.exec(upload.json().data.user.profile_picture)?.[1]);

  return {
    ids,
    group: {
      id: g.id,
      description: g.description,
      room,
      message: await groupMessage(),
      post: await groupPost(),
      needle,
      needlePost,
    },
    inactiveGroup,
    publishedStory,
    event: await event(),
    magazine: await magazineFixtures(h, () => tokens.siteAdmin),
    podcast: await podcastFixtures(h, () => tokens.siteAdmin),
    media,
    picture,
    login: { email: helper.email, password: helper.password },
    memberPassword: people[0]?.password ?? '',
    unsubscribeToken: await unsubscribeToken(h.db, helper.id),
    newsletter: {
      confirm: await newsletterToken(h.db, 'newsletter-confirm', helper.email),
      unsubscribe: await newsletterToken(h.db, 'newsletter-unsubscribe', helper.email),
    },
    // One per actor for the GET and one for the POST.
    cancelDeletionTokens: await Promise.all(
      [...ACTORS, ...ACTORS].map(async () => {
        const leaving = await signUp(h);
        const request = await h.db
          .insertInto('account_deletion_requests')
          .values({
            user_id: leaving.id,
            email: leaving.email,
            purge_after: new Date(Date.now() + 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return cancelDeletionToken(h.db, request.id);
      }),
    ),
    // One per actor for the GET and one for the POST, each a live link to the helper's address.
    emailConfirmTokens: await Promise.all(
      [...ACTORS, ...ACTORS].map(async () => {
        const token = generateToken();
        await h.db
          .insertInto('email_confirmation_tokens')
          .values({
            id: hashToken(token),
            user_id: helper.id,
            purpose: 'confirm',
            email: helper.email,
            expires_at: new Date(Date.now() + 86_400_000),
          })
          .execute();
        return token;
      }),
    ),
    // One per actor for the GET and one for the POST: a live "Not you?" link of a helper's session.
    notMeTokens: await Promise.all(
      [...ACTORS, ...ACTORS].map(async () => {
        const { session } = await createSession(h.db, helper.id);
        const { public_id } = await h.db
          .selectFrom('sessions')
          .select('public_id')
          .where('id', '=', session.id)
          .executeTakeFirstOrThrow();
        return notMeToken(h.db, helper.id, public_id);
      }),
    ),
    settings: (await admin((c) => c.admin.settings.get())).settings,
    unique,
    fresh: {
      privateGroup: async (opts) => (await privateGroup(opts)).id,
      publicGroup: async (joinedBy) => {
        const name = `Matrix public ${unique()}`;
        const description = 'A public circle of the authorization matrix';
        const { group } = await by(helper.token, (c) => c.community.create({ name, description }));
        if (joinedBy === 'suspended') {
          // She joined before her suspension: lift it for the join, then put it back.
          const { suspended_until } = await h.db
            .selectFrom('users')
            .select('suspended_until')
            .where('id', '=', ids.suspended)
            .executeTakeFirstOrThrow();
          await suspend(null);
          await by(tokens.suspended, (c) => c.community.join({ id: group.id }));
          await suspend(suspended_until);
        } else if (joinedBy && joinedBy !== 'visitor' && joinedBy !== 'deactivated')
          await by(tokens[joinedBy], (c) => c.community.join({ id: group.id }));
        return group.id;
      },
      // A link of G's admin in G, or of a helper's fresh public group that anyone may join.
      invitation: async (opts = {}) => {
        const groupId =
          opts.groupId ??
          (
            await by(helper.token, (c) =>
              c.community.create({ name: `Matrix invited ${unique()}`, description: 'Invited' }),
            )
          ).group.id;
        const token = opts.groupId ? tokens.groupAdmin : helper.token;
        const { invitation } = await by(token, (c) =>
          c.community.createInvitation({ id: groupId }),
        );
        return { id: invitation.id, token: invitation.token };
      },
      groupMessage,
      groupPost,
      pollPost,
      groupReply,
      user: async () => {
        const email = `t-${unique()}@example.com`;
        return (await admin((c) => c.admin.users.create({ name: 'Matrix Target', email }))).user.id;
      },
      draftStory,
      storyComment: async () => {
        const content = `Matrix comment ${unique()}`;
        const sent = await by(tokens.member, (c) =>
          c.content.createStoryComment({ id: publishedStory, content }),
        );
        return sent.comment.id;
      },
      newsletterDraft: async () =>
        (
          await admin((c) =>
            c.admin.newsletter.create({ subject: `Matrix ${unique()}`, body: 'Matrix news' }),
          )
        ).issue.id,
      event,
    },
  };
}

interface Reply {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function viaTrpc(
  path: string,
  type: ProcedureType,
  input: unknown,
  token: string | null,
  tokenInUrl?: string,
): Promise<Reply> {
  // As the app's client sends them: a batch (here of one call), input keyed by its position.
  const batch = JSON.stringify({ 0: input });
  const query = `?batch=1${tokenInUrl ? `&connectionParams=${encodeURIComponent(JSON.stringify({ token: tokenInUrl }))}` : ''}`;
  const res =
    type === 'query'
      ? await h.app.inject({
          method: 'GET',
          url: `/trpc/${path}${query}&input=${encodeURIComponent(batch)}`,
          headers: bearer(token),
          remoteAddress: nextIp(),
        })
      : await h.app.inject({
          method: 'POST',
          url: `/trpc/${path}${query}`,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: batch,
          remoteAddress: nextIp(),
        });
  const body = parse(res.body);
  return { status: res.statusCode, body: Array.isArray(body) ? body[0] : body };
}

async function viaRest(rest: RestMeta, input: unknown, token: string | null): Promise<Reply> {
  const values = { ...(input as Record<string, unknown> | undefined) };
  const path = rest.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    delete values[name];
    return encodeURIComponent(String(value));
  });
  const bodyless = rest.method === 'GET' || rest.method === 'DELETE';
  const query = bodyless
    ? new URLSearchParams(
        Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString()
    : '';
  const res = await h.app.inject({
    method: rest.method,
    url: `/api/v1${path}${query ? `?${query}` : ''}`,
    headers: bearer(token),
    ...(bodyless ? {} : { payload: values }),
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: parse(res.body) };
}

/** Keys that never leave the server, and keys whose values a refused caller must not see. */
const NEVER_SENT = new Set(['password_hash', 'token_hash']);
const PRIVATE = new Set(['email', 'date_of_birth', 'password', 'token', 'current_password']);

const MEMBER_BIRTH_DATE = '1987-06-05';

/** Private data in a reply: secret keys, and other people's emails and tokens (admins see emails). */
function leaks(body: unknown, actor: Actor, refused: boolean): string[] {
  const others = (Object.keys(tokens) as SignedIn[]).filter((a) => a !== actor);
  const secrets = [
    ...others.map((a) => tokens[a]),
    ...(actor === 'siteAdmin' ? [] : others.map((a) => emails[a])),
    ...(actor === 'siteAdmin' || actor === 'member' ? [] : [MEMBER_BIRTH_DATE]),
  ];
  const found: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      if (secrets.some((secret) => value.includes(secret))) found.push(`${at}: a secret value`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const lower = key.toLowerCase();
        if (NEVER_SENT.has(lower) || (refused && PRIVATE.has(lower) && inner != null))
          found.push(`${at}.${key}`);
        walk(inner, `${at}.${key}`);
      }
    }
  };
  walk(body, 'body');
  return found;
}

type Door = 'tRPC' | 'REST' | 'SSE';

const COMMUNITY_ROOM = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A live stream as the browser opens it: server-sent events with the token as a connection
 * parameter. Refused: a serialized-error event. Allowed: a message sent to the community room
 * arrives (sent again until it does, since the stream may still be starting).
 */
async function viaStream(path: string, input: unknown, token: string | null): Promise<Reply> {
  const params = new URLSearchParams();
  if (token) params.set('connectionParams', JSON.stringify({ token }));
  if (input !== undefined) params.set('input', JSON.stringify(input));
  const abort = new AbortController();
  const res = await fetch(`${address}/trpc/${path}?${params}`, { signal: abort.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const content = `Stream check ${calls}-${Date.now()}`;
  let text = '';
  let pending = reader.read();
  try {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const refused = /event: serialized-error\ndata: (.*)\n/.exec(text);
      if (refused?.[1]) {
        const error = JSON.parse(refused[1]) as { data?: { httpStatus?: number } };
        return { status: error.data?.httpStatus ?? 500, body: { error } };
      }
      if (text.includes(content)) return { status: res.status, body: text };
      if (text.includes('event: connected'))
        await by(helperToken, (c) => c.chat.send({ conversation_id: COMMUNITY_ROOM, content }));
      const next = await Promise.race([pending, sleep(250).then(() => null)]);
      if (next?.done) break;
      if (next) {
        text += decoder.decode(next.value, { stream: true });
        pending = reader.read();
      }
    }
    return { status: 504, body: `the stream gave neither an error nor the message: ${text}` };
  } finally {
    abort.abort();
    await pending.catch(() => undefined);
  }
}

/** The documented error body: REST `{message, code, issues?}`, tRPC `{error: {message, data: {appCode}}}`. */
function documentedError(door: Door, body: unknown): boolean {
  const b = body as { message?: unknown; code?: unknown; error?: Record<string, unknown> } | null;
  if (door === 'REST')
    return (
      typeof b?.message === 'string' &&
      typeof b.code === 'string' &&
      Object.keys(b).every((key) => ['message', 'code', 'issues'].includes(key))
    );
  const data = b?.error?.data as { appCode?: unknown } | undefined;
  return typeof b?.error?.message === 'string' && typeof data?.appCode === 'string';
}

/** What went wrong with one reply, as readable lines (none when it is as the matrix says). */
function judge(door: Door, actor: Actor, expected: Outcome, reply: Reply, business: number[]) {
  const label = `${actor} via ${door}`;
  const problems: string[] = [];
  const body = (reply.body as { message?: string; error?: { message?: string } } | null) ?? {};
  const said = body.message ?? body.error?.message ?? '';
  if (expected === 'ok') {
    if ((reply.status < 200 || reply.status > 299) && !business.includes(reply.status))
      problems.push(`${label}: allowed, but answered ${reply.status} "${said}"`);
  } else if (reply.status !== expected) {
    problems.push(`${label}: expected ${expected}, got ${reply.status} "${said}"`);
  } else if (!documentedError(door, reply.body)) {
    problems.push(`${label}: refused without the documented error body`);
  }
  for (const leak of leaks(reply.body, actor, expected !== 'ok'))
    problems.push(`${label}: leaks ${leak}`);
  return problems;
}

async function tokenFor(actor: Actor, spendsSession = false): Promise<string | null> {
  if (actor === 'visitor') return null;
  if (actor === 'deactivated' || spendsSession)
    return (await createSession(h.db, f.ids[actor])).token;
  return tokens[actor];
}

/**
 * What an actor gets: the rule's column, except that a suspended member's every write answers 403
 * (api.md) unless the procedure allows it; open doors (sign in, contact, newsletter) stay open.
 */
function expectedOutcome(path: string, entry: Entry, actor: Actor): Outcome {
  const write = procedureTypes[path] === 'mutation';
  if (actor === 'suspended' && write && entry.rule !== 'public' && !allowedWhileSuspended.has(path))
    return 403;
  return RULES[entry.rule][actor];
}

/** An allowed answer's data: tRPC wraps it in `result.data`, REST in `data` (chat's: none). */
function dataOf(door: Door, body: unknown): unknown {
  const b = body as { data?: unknown; result?: { data?: unknown } } | null;
  return door === 'REST' ? (b?.data ?? b) : b?.result?.data;
}

/**
 * Calls a procedure as every actor through each of its doors; answers what went wrong, with what
 * an allowed answer holds judged by `sees` (authz-lists.ts) when given.
 */
async function runEntry(path: string, entry: Entry, sees?: Sees): Promise<string[]> {
  const type = procedureTypes[path];
  if (!type) return [`${path} is not a procedure`];
  const rest = restOf.get(path);
  // A live stream's tRPC door is server-sent events; every other procedure may also have REST.
  const doors: Door[] = type === 'subscription' ? ['SSE'] : ['tRPC'];
  if (rest) doors.push('REST');
  const problems: string[] = [];
  for (const actor of ACTORS) {
    const expected = expectedOutcome(path, entry, actor);
    for (const door of doors) {
      const input = await entry.input?.(f, actor);
      const token = await tokenFor(actor, entry.spendsSession);
      const saved = entry.changesAccount && actor !== 'visitor' ? await groupsOf(actor) : undefined;
      const reply =
        door === 'REST' && rest
          ? await viaRest(rest, input, token)
          : door === 'SSE'
            ? await viaStream(path, input, token)
            : await viaTrpc(path, type, input, token);
      problems.push(...judge(door, actor, expected, reply, entry.business ?? []));
      if (sees && reply.status >= 200 && reply.status <= 299)
        problems.push(...sees(f, actor, dataOf(door, reply.body)).map((p) => `${p} via ${door}`));
      if (entry.changesAccount && expected === 'ok' && actor !== 'visitor') {
        await restoreAccount(actor);
        if (saved) await restoreGroups(saved);
      }
    }
  }
  return problems;
}

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), {
    RATE_LIMIT_CHAT_PER_USER: '1000',
    RATE_LIMIT_POST_PER_USER: '1000',
    DATA_DIR: testDataDir(),
  });
  f = await buildFixtures();
  address = await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => h.close());

describe('authorization matrix', () => {
  it('has an entry for every procedure, and every entry is a procedure', () => {
    const missing = Object.keys(procedureTypes).filter((path) => !(path in PROCEDURES));
    const unknown = Object.keys(PROCEDURES).filter((path) => !(path in procedureTypes));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it('has an entry for every REST path of the OpenAPI document, and no other', async () => {
    const document = (await h.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-trpc-procedure'?: string }>>;
    };
    const missing: string[] = [];
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path}`;
        documented.add(key);
        const procedure = operation['x-trpc-procedure'];
        if (procedure ? !(procedure in PROCEDURES) : !(key in EXTRA_ROUTES)) missing.push(key);
      }
    }
    const unknown = Object.keys(EXTRA_ROUTES).filter((key) => !documented.has(key));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
  });

  it('knows what every list in authz-lists.ts is, by its procedure', () => {
    expect(Object.keys(SEES).filter((path) => !(path in procedureTypes))).toEqual([]);
  });

  it('refuses the token a member signed in with before she was deactivated', async () => {
    const res = await h.app.inject({
      url: '/api/v1/auth/me',
      headers: bearer(tokenBeforeDeactivation),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(Object.keys(procedureTypes))('%s', async (path) => {
    const entry = PROCEDURES[path];
    if (!entry) throw new Error(`${path} has no entry in server/test/authz-matrix.ts`);
    expect(await runEntry(path, entry, SEES[path])).toEqual([]);
  });

  it('reads a token in the URL only for live streams', async () => {
    const problems: string[] = [];
    for (const [path, type] of Object.entries(procedureTypes)) {
      const entry = PROCEDURES[path];
      if (!entry || type === 'subscription' || entry.rule === 'public') continue;
      const input = await entry.input?.(f, 'member');
      const { token } = await createSession(h.db, f.ids.member);
      const reply = await viaTrpc(path, type, input, null, token);
      // Should the URL token work, the call may have changed her account: keep later cases true.
      if (reply.status !== 401) await restoreAccount('member');
      const label = `${path} with the member's token only in the URL`;
      problems.push(...judge('tRPC', 'visitor', 401, reply, []).map((p) => `${label}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(HIDDEN))('%s', async (name) => {
    const entry = HIDDEN[name];
    if (!entry) throw new Error(`${name} has no entry`);
    expect(await runEntry(entry.procedure, entry)).toEqual([]);
  });

  it.each(Object.keys(EXTRA_ROUTES))('%s', async (key) => {
    const entry = EXTRA_ROUTES[key];
    if (!entry) throw new Error(`${key} has no entry`);
    const method = key.split(' ')[0] as 'GET' | 'POST';
    const problems: string[] = [];
    for (const actor of ACTORS) {
      const { url, payload, headers } = entry.request(f);
      const res = await h.app.inject({
        method,
        url,
        headers: { ...headers, ...bearer(await tokenFor(actor)) },
        payload,
        remoteAddress: nextIp(),
      });
      const reply = { status: res.statusCode, body: parse(res.body) };
      problems.push(...judge('REST', actor, RULES[entry.rule][actor], reply, []));
    }
    expect(problems).toEqual([]);
  });
});
