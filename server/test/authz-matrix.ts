/**
 * The authorization matrix: for every tRPC procedure (and so its REST twin) and every REST-only
 * route, who may call it and how to build a valid input for a given caller. authz-matrix.test.ts
 * runs every entry as every actor and fails, naming it, when the router or the OpenAPI document has
 * something this table lacks (or the other way round).
 */
import { MAX_ID, type SiteSettings } from '@hercircle/shared';
import type { MagazineFixtures } from './magazine-fixtures.ts';
import type { PodcastFixtures } from './podcast-fixtures.ts';

/**
 * Who calls. `deactivated` signed in before an admin deactivated her; each of her calls carries a
 * session that still exists, the harder case: the account's status alone must close the door.
 * `suspended` and `blocked` are plain members of G (neither admin nor author of its post and
 * message): a site admin suspended the first, and G's author (groupMember) blocked the second.
 * `banned` was banned from G; `otherGroupAdmin` runs a group of her own, not G.
 */
export const ACTORS = [
  'visitor',
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
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = Exclude<Actor, 'visitor'>;

/** 'ok' means any 2xx (or a listed business status); a number is the status a denied caller gets. */
export type Outcome = 'ok' | 401 | 403 | 404;

/**
 * One column per actor of the first seven, then `plain`: what a plain member of G (not its admin,
 * not the author of its post or message) gets. The last four actors follow from them: `blocked`
 * is such a plain member, `suspended` too for reads (every write of hers answers 403 unless the
 * procedure's meta allows it: see authz-matrix.test.ts), and `banned` and `otherGroupAdmin` have
 * no more rights in G than `other`. Their own refusals (a banned member's join, a blocked pair's
 * content) are tested where those features live.
 */
function row(
  ...outcomes: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]
): Record<Actor, Outcome> {
  const [visitor, member, other, groupMember, groupAdmin, siteAdmin, deactivated, plain] = outcomes;
  return {
    visitor,
    member,
    other,
    groupMember,
    groupAdmin,
    siteAdmin,
    deactivated,
    suspended: plain,
    blocked: plain,
    banned: other,
    otherGroupAdmin: other,
  };
}

/**
 * The access rules the services promise. `member` is the target of the self rules; G is a private
 * group whose admin is groupAdmin and whose plain member is groupMember (group managers: its admins
 * and site admins). Private groups are listed, so their posts and members answer 403, but a
 * group's chat room is hidden from outsiders (404).
 */
export const RULES = {
  //                    visitor member other groupMember groupAdmin siteAdmin deactivated plain
  public: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  authed: row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 401, 'ok'),
  admin: row(401, 403, 403, 403, 403, 'ok', 401, 403),
  selfOrAdmin: row(401, 'ok', 403, 403, 403, 'ok', 401, 403),
  self: row(401, 'ok', 403, 403, 403, 403, 401, 403),
  groupReaders: row(401, 403, 403, 'ok', 'ok', 'ok', 401, 'ok'),
  groupMembers: row(401, 403, 403, 'ok', 'ok', 403, 401, 'ok'),
  groupManagers: row(401, 403, 403, 403, 'ok', 'ok', 401, 403),
  roomParticipant: row(401, 404, 404, 'ok', 'ok', 404, 401, 'ok'),
  messageSender: row(401, 404, 404, 'ok', 403, 403, 401, 403),
  messageSenderOrAdmin: row(401, 404, 404, 'ok', 403, 'ok', 401, 403),
  postAuthor: row(401, 404, 404, 'ok', 403, 403, 401, 403),
  postAuthorOrManagers: row(401, 404, 404, 'ok', 'ok', 'ok', 401, 403),
  // G's post is groupMember's, who blocked `blocked`: a blocked pair neither reads nor answers it.
  postReaders: { ...row(401, 404, 404, 'ok', 'ok', 'ok', 401, 'ok'), blocked: 404 },
  postMembers: { ...row(401, 404, 404, 'ok', 'ok', 403, 401, 'ok'), blocked: 404 },
  postManagers: row(401, 404, 404, 403, 'ok', 'ok', 401, 403),
  hiddenFromMembers: row(401, 404, 404, 404, 404, 'ok', 401, 404),
  hiddenFromAll: row(401, 404, 404, 404, 404, 404, 401, 404),
} satisfies Record<string, Record<Actor, Outcome>>;
export type Rule = keyof typeof RULES;

/** What the test file builds once, and fresh resources for calls that would use them up. */
export interface Fixtures {
  ids: Record<SignedIn, number>;
  /**
   * The private group G, its chat room, and a message and a post groupMember sent there; `needle`
   * is a word only one post holds, hers in G (search finds it only for G's members she did not block).
   */
  group: {
    id: number;
    description: string;
    room: number;
    message: number;
    post: number;
    needle: string;
    needlePost: number;
  };
  /** A group like G that a site admin set inactive, and its chat room. */
  inactiveGroup: { id: number; room: number };
  publishedStory: number;
  /** A public event a site admin organises, with no capacity (events.*). */
  event: number;
  /** Magazine issues and resources (issue 36). */
  magazine: MagazineFixtures;
  /** Podcast episodes (issue 36). */
  podcast: PodcastFixtures;
  /** A picture another member uploaded (GET /media/{id}). */
  media: number;
  /** A small PNG to upload. */
  picture: Buffer;
  /** Credentials of a member who is not an actor (login must not hand out an actor's data). */
  login: { email: string; password: string };
  memberPassword: string;
  /** A valid one-click unsubscribe token from notification emails (a member who is not an actor). */
  unsubscribeToken: string;
  /** Valid newsletter link tokens (the address of a member who is not an actor). */
  newsletter: { confirm: string; unsubscribe: string };
  /** Valid cancel links of pending account deletions (members who are not actors), one per request. */
  cancelDeletionTokens: string[];
  /** Valid "Not you?" links of sessions of a member who is not an actor, one per request. */
  notMeTokens: string[];
  /** Valid address-confirmation links of a member who is not an actor, one per request. */
  emailConfirmTokens: string[];
  settings: SiteSettings;
  /** A value no other call used (emails, names). */
  unique(): string;
  fresh: {
    /** A private group with groupAdmin as admin, groupMember as member, optionally a pending request. */
    privateGroup(opts?: { pendingRequest?: boolean }): Promise<number>;
    /** A public group of a helper member, joined by `joinedBy` when she is signed in. */
    publicGroup(joinedBy?: Actor): Promise<number>;
    /** An open invitation link: in group `groupId` (G's, by its admin), else to a fresh public group. */
    invitation(opts?: { groupId?: number }): Promise<{ id: number; token: string }>;
    /** A message of groupMember in G's room. */
    groupMessage(): Promise<number>;
    /** A post of groupMember in G's discussion. */
    groupPost(): Promise<number>;
    /** A post of groupMember in G's discussion with a poll, and one of its options. */
    pollPost(): Promise<{ id: number; option: number }>;
    /** A reply of groupMember to a post of hers in G's discussion. */
    groupReply(): Promise<number>;
    user(): Promise<number>;
    draftStory(): Promise<number>;
    /** A comment of member on the published story. */
    storyComment(): Promise<number>;
    /** A newsletter issue draft (sending it uses it up). */
    newsletterDraft(): Promise<number>;
    /** A public event a site admin organises. */
    event(): Promise<number>;
  };
}

export interface Entry {
  rule: Rule;
  input?: (f: Fixtures, actor: Actor) => unknown;
  /** Statuses an allowed caller may get for a business reason (input that cannot cheaply be valid). */
  business?: number[];
  /** The call ends the caller's session: it runs on a fresh one. */
  spendsSession?: boolean;
  /** An allowed call changes the caller's account (sessions, password, status): put it back. */
  changesAccount?: boolean;
}

const page = () => ({});
/** Issue numbers are unique: each create the matrix makes takes the next. */
let matrixIssueNumber = 5000;
const self = (f: Fixtures) => ({ id: f.ids.member });
const inG = (f: Fixtures) => ({ id: f.group.id });
const notSelf = (f: Fixtures, actor: Actor) => ({
  id: actor === 'siteAdmin' ? f.ids.member : f.ids.siteAdmin,
});
const story = (f: Fixtures) => ({
  title: `Matrix story ${f.unique()}`,
  content: 'A story long enough to be accepted by the schema.',
});
const moderateInFreshG = async (f: Fixtures) => ({
  id: await f.fresh.privateGroup(),
  userId: f.ids.groupMember,
});
const email = (f: Fixtures) => `authz-${f.unique()}@example.com`;
const newGroup = (f: Fixtures) => ({
  name: `Matrix ${f.unique()}`,
  description: 'Made by the authorization matrix',
  category: 'General',
});

/** Every procedure of appRouter, by its dotted path. */
export const PROCEDURES: Record<string, Entry> = {
  // auth
  'auth.register': {
    rule: 'public',
    input: (f) => ({
      email: email(f),
      password: 'violet-harbour-lantern',
      first_name: 'New',
      last_name: 'Member',
    }),
  },
  'auth.login': { rule: 'public', input: (f) => f.login },
  'auth.logout': { rule: 'authed', spendsSession: true },
  'auth.logoutEverywhere': { rule: 'authed', changesAccount: true },
  'auth.refreshToken': { rule: 'authed', spendsSession: true },
  'auth.forgotPassword': { rule: 'public', input: (f) => ({ email: email(f) }) },
  // A valid reset token would end a fixture's sessions; an unknown one is refused with 400 for all.
  'auth.resetPassword': {
    rule: 'public',
    business: [400],
    input: () => ({ token: 'not-a-reset-token', new_password: 'violet-harbour-lantern' }),
  },
  'auth.me': { rule: 'authed' },
  // Sign-in steps with made-up challenges: refused alike for everyone.
  'auth.twoFactor': {
    rule: 'public',
    business: [401],
    input: () => ({ challenge: 'not-a-challenge', code: '123456' }),
  },
  // A code for a fresh address each call; a wrong code to a fresh address is refused alike for all.
  'auth.emailCode': { rule: 'public', input: (f) => ({ email: email(f) }) },
  'auth.emailCodeSignIn': {
    rule: 'public',
    business: [401],
    input: (f) => ({ email: email(f), code: '000000' }),
  },
  'auth.passkeySignInOptions': { rule: 'public' },
  'auth.passkeySignIn': {
    rule: 'public',
    business: [401],
    input: () => ({ challenge_id: 'not-a-challenge', response: { id: 'not-a-credential' } }),
  },
  // Her sign-in methods and devices: each caller her own (a wrong password or code is refused).
  'auth.security': { rule: 'authed' },
  'auth.sessions': { rule: 'authed' },
  'auth.endSession': {
    rule: 'authed',
    business: [404],
    input: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  'auth.endOtherSessions': { rule: 'authed', changesAccount: true },
  'auth.totpBegin': { rule: 'authed' },
  'auth.totpConfirm': { rule: 'authed', business: [400], input: () => ({ code: '000000' }) },
  'auth.totpDisable': {
    rule: 'authed',
    business: [400],
    input: () => ({ password: 'not-the-password' }),
  },
  'auth.recoveryCodes': {
    rule: 'authed',
    business: [400],
    input: () => ({ password: 'not-the-password' }),
  },
  'auth.passkeys': { rule: 'authed' },
  'auth.passkeyOptions': { rule: 'authed' },
  'auth.passkeyAdd': {
    rule: 'authed',
    business: [400],
    input: () => ({ challenge_id: 'not-a-challenge', name: 'Key', response: {} }),
  },
  'auth.passkeyRemove': {
    rule: 'authed',
    business: [400],
    input: () => ({ id: MAX_ID, password: 'not-the-password' }),
  },

  // users
  'users.profile': { rule: 'authed', input: self },
  'users.updateProfile': {
    rule: 'selfOrAdmin',
    input: (f) => ({ id: f.ids.member, bio: 'Edited by the authorization matrix' }),
  },
  'users.search': { rule: 'authed', input: (f) => ({ q: f.group.needle }) },
  'users.changePassword': {
    rule: 'self',
    changesAccount: true,
    input: (f) => ({
      id: f.ids.member,
      current_password: f.memberPassword,
      new_password: 'copper-meadow-kettle',
    }),
  },
  'users.preferences': { rule: 'authed' },
  'users.updatePreferences': {
    rule: 'authed',
    input: () => ({ newsletter_opt_in: false, email_notifications: true }),
  },
  // Each caller blocks or mutes the site admin (the site admin: the member): never herself.
  'users.block': { rule: 'authed', input: notSelf },
  'users.unblock': { rule: 'authed', input: notSelf },
  'users.mute': { rule: 'authed', input: notSelf },
  'users.unmute': { rule: 'authed', input: notSelf },
  'users.blocks': { rule: 'authed', input: page },
  'users.mutes': { rule: 'authed', input: page },
  // Her own shield (issue 33): notification filters and muted words.
  'users.filters': { rule: 'authed' },
  'users.updateFilters': {
    rule: 'authed',
    input: () => ({ new_accounts: false, strangers: false, muted_words: [] }),
  },
  'search.query': { rule: 'authed', input: (f) => ({ q: f.group.needle }) },

  // community
  'community.pulse': { rule: 'public' },
  'community.list': { rule: 'authed', input: page },
  'community.get': { rule: 'authed', input: inG },
  'community.create': { rule: 'authed', input: (f) => ({ ...newGroup(f), is_private: false }) },
  'community.update': {
    rule: 'groupManagers',
    input: (f) => ({ id: f.group.id, description: f.group.description }),
  },
  'community.delete': {
    rule: 'groupManagers',
    input: async (f) => ({ id: await f.fresh.privateGroup() }),
  },
  'community.join': { rule: 'authed', input: async (f) => ({ id: await f.fresh.publicGroup() }) },
  'community.leave': {
    rule: 'authed',
    input: async (f, actor) => ({ id: await f.fresh.publicGroup(actor) }),
  },
  'community.members': { rule: 'groupReaders', input: inG },
  'community.mentionable': { rule: 'groupMembers', input: (f) => ({ id: f.group.id, q: 'a' }) },
  'community.setMembership': {
    rule: 'groupMembers',
    input: (f) => ({ id: f.group.id, quiet: false }),
  },
  'community.insights': { rule: 'groupManagers', input: inG },
  'community.myGroups': { rule: 'authed', input: page },
  // Invitation links, screening questions and the welcome (issue 35).
  'community.invitations': { rule: 'groupManagers', input: inG },
  'community.createInvitation': { rule: 'groupManagers', input: inG },
  'community.endInvitation': {
    rule: 'groupManagers',
    input: async (f) => ({
      id: f.group.id,
      invitationId: (await f.fresh.invitation({ groupId: f.group.id })).id,
    }),
  },
  'community.invitation': {
    rule: 'public',
    input: async (f) => ({ token: (await f.fresh.invitation()).token }),
  },
  'community.acceptInvitation': {
    rule: 'authed',
    input: async (f) => ({ token: (await f.fresh.invitation()).token }),
  },
  'community.questions': { rule: 'authed', input: inG },
  'community.updateQuestions': {
    rule: 'groupManagers',
    input: (f) => ({ id: f.group.id, questions: ['What brings you here?'] }),
  },
  'community.welcome': { rule: 'groupReaders', input: inG },
  'community.updateWelcome': {
    rule: 'groupManagers',
    input: (f) => ({ id: f.group.id, welcome: 'Welcome to the circle.' }),
  },
  'community.dismissWelcome': { rule: 'groupMembers', input: inG },
  'community.changeRole': {
    rule: 'groupManagers',
    input: (f) => ({ id: f.group.id, userId: f.ids.groupMember, role: 'member' }),
  },
  'community.requests': { rule: 'groupManagers', input: inG },
  'community.approve': {
    rule: 'groupManagers',
    input: async (f) => ({
      id: await f.fresh.privateGroup({ pendingRequest: true }),
      userId: f.ids.member,
    }),
  },
  'community.decline': {
    rule: 'groupManagers',
    input: async (f) => ({
      id: await f.fresh.privateGroup({ pendingRequest: true }),
      userId: f.ids.member,
    }),
  },
  // Group moderation acts on groupMember in a fresh copy of G (a ban or removal would change G).
  'community.removeMember': { rule: 'groupManagers', input: moderateInFreshG },
  'community.bans': { rule: 'groupManagers', input: inG },
  'community.ban': { rule: 'groupManagers', input: moderateInFreshG },
  'community.unban': { rule: 'groupManagers', input: moderateInFreshG },
  'community.posts': { rule: 'groupReaders', input: inG },
  'community.post': {
    rule: 'groupMembers',
    input: (f) => ({ id: f.group.id, content: 'A post from the matrix' }),
  },
  'community.updatePost': {
    rule: 'postAuthor',
    input: (f) => ({ id: f.group.post, content: 'Edited by the matrix' }),
  },
  'community.deletePost': {
    rule: 'postAuthorOrManagers',
    input: async (f) => ({ id: await f.fresh.groupPost() }),
  },
  'community.hidePost': {
    rule: 'postManagers',
    input: async (f) => ({ id: await f.fresh.groupPost(), reason: 'Matrix' }),
  },
  'community.unhidePost': {
    rule: 'postManagers',
    input: async (f) => ({ id: await f.fresh.groupPost() }),
  },
  'community.replies': {
    rule: 'postReaders',
    input: (f) => ({ id: f.group.post }),
  },
  'community.createReply': {
    rule: 'postMembers',
    input: (f) => ({ id: f.group.post, content: 'A reply from the matrix' }),
  },
  'community.updateReply': {
    rule: 'postAuthor',
    input: async (f) => ({ id: await f.fresh.groupReply(), content: 'Edited by the matrix' }),
  },
  'community.deleteReply': {
    rule: 'postAuthorOrManagers',
    input: async (f) => ({ id: await f.fresh.groupReply() }),
  },
  'community.hideReply': {
    rule: 'postManagers',
    input: async (f) => ({ id: await f.fresh.groupReply(), reason: 'Matrix' }),
  },
  'community.unhideReply': {
    rule: 'postManagers',
    input: async (f) => ({ id: await f.fresh.groupReply() }),
  },
  // The post author's shield: who may reply, hiding a reply, blocking from her post.
  'community.setReplyPolicy': {
    rule: 'postAuthor',
    input: async (f) => ({ id: await f.fresh.groupPost(), reply_policy: 'everyone' }),
  },
  'community.hideReplyAsAuthor': {
    rule: 'postAuthor',
    input: async (f) => ({ id: await f.fresh.groupReply(), hidden: true }),
  },
  'community.postEngaged': { rule: 'postAuthor', input: (f) => ({ id: f.group.post }) },
  // Nobody engaged with a fresh post: her choice of anyone is refused (400) once she may ask.
  'community.blockFromPost': {
    rule: 'postAuthor',
    business: [400],
    input: async (f) => ({ id: await f.fresh.groupPost(), user_ids: [f.ids.siteAdmin] }),
  },
  'community.reactPost': {
    rule: 'postReaders',
    input: (f) => ({ id: f.group.post, kind: 'heart' }),
  },
  'community.unreactPost': {
    rule: 'postReaders',
    input: (f) => ({ id: f.group.post, kind: 'heart' }),
  },
  'community.postReactors': { rule: 'postReaders', input: (f) => ({ id: f.group.post }) },
  'community.reactReply': {
    rule: 'postReaders',
    input: async (f) => ({ id: await f.fresh.groupReply(), kind: 'clap' }),
  },
  'community.unreactReply': {
    rule: 'postReaders',
    input: async (f) => ({ id: await f.fresh.groupReply(), kind: 'clap' }),
  },
  'community.replyReactors': {
    rule: 'postReaders',
    input: async (f) => ({ id: await f.fresh.groupReply() }),
  },
  // Votes are a group's members' (a site admin reads the poll but does not vote).
  'community.votePoll': {
    rule: 'postMembers',
    input: async (f) => {
      const poll = await f.fresh.pollPost();
      return { id: poll.id, options: [poll.option] };
    },
  },
  'community.pinPost': {
    rule: 'postManagers',
    input: async (f) => ({ id: await f.fresh.groupPost() }),
  },
  'community.unpinPost': {
    rule: 'postManagers',
    input: async (f) => ({ id: await f.fresh.groupPost() }),
  },

  // chat
  'chat.send': {
    rule: 'roomParticipant',
    input: (f) => ({ conversation_id: f.group.room, content: 'Hello from the matrix' }),
  },
  'chat.messages': {
    rule: 'roomParticipant',
    input: (f) => ({ conversationId: f.group.room }),
  },
  'chat.edit': {
    rule: 'messageSender',
    input: (f) => ({ id: f.group.message, content: 'Edited by the matrix' }),
  },
  'chat.delete': {
    rule: 'messageSenderOrAdmin',
    input: async (f) => ({ id: await f.fresh.groupMessage() }),
  },
  'chat.conversations': { rule: 'authed' },
  'chat.search': {
    rule: 'roomParticipant',
    input: (f) => ({ conversationId: f.group.room, q: 'matrix' }),
  },
  'chat.unread': { rule: 'roomParticipant', input: (f) => ({ id: f.group.room }) },
  'chat.read': { rule: 'roomParticipant', input: (f) => ({ id: f.group.room }) },
  'chat.events': { rule: 'authed' },
  // A fresh member shares no group with anyone: her default dm_policy refuses (403) every caller.
  'chat.direct': {
    rule: 'authed',
    input: async (f) => ({ user_id: await f.fresh.user(), content: 'Hello from the matrix' }),
    business: [403],
  },
  'chat.requests': { rule: 'authed' },
  // Only a request's recipient answers it: no actor is the recipient of a room (direct.test.ts).
  'chat.acceptRequest': { rule: 'hiddenFromAll', input: (f) => ({ conversationId: f.group.room }) },
  'chat.declineRequest': {
    rule: 'hiddenFromAll',
    input: (f) => ({ conversationId: f.group.room }),
  },

  // admin
  'admin.stats': { rule: 'admin' },
  'admin.recentActivity': { rule: 'admin' },
  'admin.activity': { rule: 'admin' },
  'admin.auditLog': { rule: 'admin', input: page },
  'admin.users.list': { rule: 'admin', input: page },
  'admin.users.get': { rule: 'admin', input: self },
  'admin.users.create': {
    rule: 'admin',
    input: (f) => ({ name: 'Invited Member', email: email(f) }),
  },
  'admin.users.update': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.user(), name: 'Renamed Member' }),
  },
  'admin.users.delete': { rule: 'admin', input: async (f) => ({ id: await f.fresh.user() }) },
  'admin.communities.list': { rule: 'admin', input: page },
  'admin.communities.get': { rule: 'admin', input: inG },
  'admin.communities.create': { rule: 'admin', input: newGroup },
  'admin.communities.update': {
    rule: 'admin',
    input: (f) => ({ id: f.group.id, description: f.group.description }),
  },
  'admin.communities.delete': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.publicGroup() }),
  },
  'admin.issues.list': { rule: 'admin', input: page },
  'admin.issues.create': {
    rule: 'admin',
    input: (f) => ({
      issue_number: (matrixIssueNumber += 1),
      title: `Matrix issue ${f.unique()}`,
      description: 'Made by the authorization matrix',
      category: 'Career',
      month: '2026-12',
      access: 'free',
    }),
  },
  'admin.issues.update': {
    rule: 'admin',
    input: (f) => ({ id: f.magazine.draft, description: 'Edited by the matrix' }),
  },
  'admin.issues.delete': {
    rule: 'admin',
    input: async (f) => ({ id: await f.magazine.fresh.issue() }),
  },
  'admin.resources.list': { rule: 'admin' },
  'admin.resources.create': {
    rule: 'admin',
    input: (f) => ({
      type: 'guide',
      title: `Matrix guide ${f.unique()}`,
      description: 'Made by the authorization matrix',
      url: 'https://example.org/guide',
      country: 'International',
      topic: 'legal-aid',
    }),
  },
  'admin.resources.update': {
    rule: 'admin',
    input: async (f) => ({
      id: await f.magazine.fresh.resource(),
      type: 'helpline',
      title: `Matrix line ${f.unique()}`,
      description: 'Edited by the authorization matrix',
      phone: '0800 111 111',
      country: 'IE',
      topic: 'mental-health',
    }),
  },
  'admin.resources.delete': {
    rule: 'admin',
    input: async (f) => ({ id: await f.magazine.fresh.resource() }),
  },
  'admin.stories.list': { rule: 'admin', input: page },
  'admin.stories.get': { rule: 'admin', input: (f) => ({ id: f.publishedStory }) },
  'admin.stories.create': { rule: 'admin', input: story },
  'admin.stories.update': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.draftStory(), title: 'Retitled by the matrix' }),
  },
  'admin.stories.delete': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.draftStory() }),
  },
  'admin.stories.publish': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.draftStory() }),
  },
  'admin.stories.decline': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.draftStory(), note: 'Declined by the matrix' }),
  },
  'admin.newsletter.issues': { rule: 'admin' },
  'admin.newsletter.create': {
    rule: 'admin',
    input: () => ({ subject: 'Matrix news', body: 'Written by the matrix.' }),
  },
  'admin.newsletter.update': {
    rule: 'admin',
    input: async (f) => ({
      id: await f.fresh.newsletterDraft(),
      subject: 'Matrix news, edited',
      body: 'Edited by the matrix.',
    }),
  },
  'admin.newsletter.delete': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.newsletterDraft() }),
  },
  'admin.newsletter.sendTest': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.newsletterDraft() }),
  },
  'admin.newsletter.send': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.newsletterDraft() }),
  },
  'admin.outbox.list': { rule: 'admin', input: page },
  // No email of that id: an admin gets 404, everyone else the refusal before it.
  'admin.outbox.retry': { rule: 'admin', business: [404], input: () => ({ id: MAX_ID }) },
  'admin.inbox.contactMessages': { rule: 'admin', input: page },
  'admin.inbox.deletionRequests': { rule: 'admin', input: page },
  'admin.inbox.reply': {
    rule: 'admin',
    business: [404],
    input: () => ({ id: MAX_ID, text: 'Thank you for writing.' }),
  },
  'admin.inbox.setHandled': {
    rule: 'admin',
    business: [404],
    input: () => ({ id: MAX_ID, handled: true }),
  },
  // Fair process: the rules, appeals (none of that id: 404 for an admin) and a member's record.
  'admin.fairProcess.updateGuidelines': {
    rule: 'admin',
    input: () => ({ rules: [{ title: 'Be kind', text: 'Disagree with ideas, not people.' }] }),
  },
  'admin.fairProcess.appeals': { rule: 'admin', input: () => ({}) },
  'admin.fairProcess.decideAppeal': {
    rule: 'admin',
    business: [404],
    input: () => ({ id: MAX_ID, outcome: 'upheld', reason: 'Looked again' }),
  },
  'admin.fairProcess.memberRecord': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.user() }),
  },
  'admin.fairProcess.suspend': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.user(), days: 1, reason: 'Matrix' }),
  },
  'admin.fairProcess.endSuspension': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.user() }),
  },
  'admin.fairProcess.endPostingMute': {
    rule: 'admin',
    input: async (f) => ({ id: await f.fresh.user() }),
  },
  'admin.settings.get': { rule: 'admin' },
  'admin.settings.update': { rule: 'admin', input: (f) => f.settings },
  'admin.settings.reset': { rule: 'admin' },

  // home (a signed-in member's home page and first-visit checklist)
  'home.mine': { rule: 'authed' },
  'home.checklist': { rule: 'authed' },
  'home.dismissChecklist': { rule: 'authed' },

  // content
  'content.health': { rule: 'public' },
  'content.site': { rule: 'public' },
  'content.guidelines': { rule: 'public' },
  'content.stories': { rule: 'public', input: page },
  'content.story': { rule: 'public', input: (f) => ({ id: f.publishedStory }) },
  'content.submitStory': { rule: 'authed', input: story },
  'content.myStories': { rule: 'authed' },
  // Her own declined story only (story-review.test.ts); an id that is no one's answers 404.
  'content.reviseStory': {
    rule: 'authed',
    business: [404],
    input: () => ({ id: MAX_ID, title: 'Revised', content: 'A revised story, long enough.' }),
  },
  'content.storyComments': { rule: 'public', input: (f) => ({ id: f.publishedStory }) },
  'content.createStoryComment': {
    rule: 'authed',
    input: (f) => ({ id: f.publishedStory, content: `Matrix comment ${f.unique()}` }),
  },
  'content.deleteStoryComment': {
    rule: 'self',
    input: async (f) => ({ id: await f.fresh.storyComment() }),
  },
  'content.savedStories': { rule: 'authed' },
  'content.saveStory': { rule: 'authed', input: (f) => ({ id: f.publishedStory }) },
  'content.unsaveStory': { rule: 'authed', input: (f) => ({ id: f.publishedStory }) },
  'content.subscribe': { rule: 'public', input: (f) => ({ email: email(f) }) },
  'content.contact': {
    rule: 'public',
    input: (f) => ({ name: 'Visitor', email: email(f), subject: 'Hello', message: 'Hi there' }),
  },
  'content.requestDeletion': {
    rule: 'authed',
    changesAccount: true,
    input: () => ({ confirmDataLoss: true, confirmPermanent: true, exportData: false }),
  },
  'content.exportData': { rule: 'authed' },
  // Every actor's address is confirmed: an allowed caller hears so (409), the others are refused.
  'content.resendEmailConfirmation': { rule: 'authed', business: [409] },
  'content.transparency': { rule: 'public', input: () => ({ period: '90d' }) },
  // Magazine issues and the resource directory (issue 36); the PDF is a REST route below.
  'content.issues': { rule: 'public' },
  'content.issue': { rule: 'public', input: (f) => ({ id: f.magazine.issue }) },
  'content.resources': { rule: 'public', input: () => ({ topic: 'mental-health' }) },
  // Podcast episodes (issue 36): listeners read published ones; admins keep them. The audio upload
  // is a REST route below; the feed and the audio files live outside /api (podcast.test.ts).
  'podcast.list': { rule: 'public', input: page },
  'podcast.get': { rule: 'public', input: (f) => ({ episode: String(f.podcast.episode) }) },
  'admin.podcast.list': { rule: 'admin', input: page },
  'admin.podcast.get': { rule: 'admin', input: (f) => ({ id: f.podcast.draft }) },
  'admin.podcast.create': {
    rule: 'admin',
    input: (f) => ({ title: `Matrix episode ${f.unique()}`, show_notes: 'Made by the matrix' }),
  },
  'admin.podcast.update': {
    rule: 'admin',
    input: (f) => ({ id: f.podcast.draft, show_notes: `Edited by the matrix ${f.unique()}` }),
  },
  'admin.podcast.delete': {
    rule: 'admin',
    input: async (f) => ({ id: await f.podcast.fresh.episode() }),
  },

  // reports: each call reports a fresh member, whom every signed-in actor can see
  'moderation.report': {
    rule: 'authed',
    input: async (f) => ({ target_type: 'user', target_id: await f.fresh.user(), reason: 'spam' }),
  },
  'moderation.myReports': { rule: 'authed', input: page },
  // Her decisions; an appeal of a decision not about her is as absent as a missing one (404).
  'moderation.myDecisions': { rule: 'authed', input: page },
  'moderation.appeal': {
    rule: 'authed',
    business: [404],
    input: () => ({ id: MAX_ID, text: 'Please look at this decision again.' }),
  },
  // notifications: each member's own; someone else's id is as absent as a missing one (404).
  'notifications.list': { rule: 'authed', input: page },
  'notifications.read': { rule: 'authed', business: [404], input: () => ({ id: MAX_ID }) },
  'notifications.readAll': { rule: 'authed' },
  // Pushes: the key is public; a subscription is her own (another member's id answers 404).
  'notifications.push.key': { rule: 'public' },
  'notifications.push.subscriptions': { rule: 'authed' },
  'notifications.push.subscribe': {
    rule: 'authed',
    input: () => ({
      endpoint: `https://push.example.com/matrix/${Math.random().toString(36).slice(2)}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    }),
  },
  'notifications.push.update': {
    rule: 'authed',
    business: [404],
    input: () => ({ id: MAX_ID, previews: true }),
  },
  'notifications.push.unsubscribe': {
    rule: 'authed',
    business: [404],
    input: () => ({ id: MAX_ID }),
  },
  // events: site-wide ones are the site admin's (G's events: events.test.ts); the event here is hers.
  'events.list': { rule: 'public', input: page },
  'events.get': { rule: 'public', input: (f) => ({ id: f.event }) },
  // A fresh group of groupAdmin's: G's memberships do not survive every call above.
  'events.create': {
    rule: 'groupManagers',
    input: async (f) => ({
      title: `Matrix event ${f.unique()}`,
      description: 'Made by the authorization matrix',
      category: 'Community',
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 90_000_000).toISOString(),
      timezone: 'Europe/London',
      area: 'Online',
      online_url: 'https://meet.example.org/matrix',
      group_id: await f.fresh.privateGroup(),
    }),
  },
  'events.update': {
    rule: 'admin',
    input: (f) => ({ id: f.event, description: `Edited by the matrix ${f.unique()}` }),
  },
  'events.cancel': { rule: 'admin', input: async (f) => ({ id: await f.fresh.event() }) },
  'events.rsvp': { rule: 'authed', input: (f) => ({ id: f.event, status: 'interested' }) },
  'events.cancelRsvp': { rule: 'authed', input: (f) => ({ id: f.event }) },
  'events.attendees': { rule: 'admin', input: (f) => ({ id: f.event }) },
  // moderation: a signed-in member who runs no group gets 403 (moderation.test.ts); here every
  // actor has run community.create by now, so each reaches her own (empty) queue. No report is
  // in reach of a group admin here: detail and resolve name none (404).
  'moderation.reports': { rule: 'authed', business: [403], input: page },
  'moderation.reportDetail': {
    rule: 'authed',
    business: [403, 404],
    input: () => ({ id: MAX_ID }),
  },
  'moderation.resolve': {
    rule: 'authed',
    business: [403, 404],
    input: () => ({ id: MAX_ID, action: 'dismiss', note: 'Checked by the matrix' }),
  },
  // G's post and reply are signed: unmasking them is refused (400) after the site admin check.
  'moderation.unmask': {
    rule: 'admin',
    business: [400],
    input: (f) => ({ id: f.group.post, reason: 'The matrix' }),
  },
  'moderation.unmaskReply': {
    rule: 'admin',
    business: [400],
    input: async (f) => ({ id: await f.fresh.groupReply(), reason: 'The matrix' }),
  },
};

/** A REST route that is not a procedure (the features' *.http.ts plugins), keyed "METHOD /path". */
export interface ExtraEntry {
  rule: Rule;
  request: (f: Fixtures) => { url: string; payload?: Buffer; headers?: Record<string, string> };
}

export function multipart(field: string, bytes: Buffer) {
  const boundary = '----authz-matrix-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const EXTRA_ROUTES: Record<string, ExtraEntry> = {
  'POST /users/{id}/upload-profile-picture': {
    rule: 'selfOrAdmin',
    request: (f) => ({
      url: `/api/v1/users/${f.ids.member}/upload-profile-picture`,
      ...multipart('profile_picture', f.picture),
    }),
  },
  'GET /media/{id}': { rule: 'public', request: (f) => ({ url: `/api/v1/media/${f.media}` }) },
  'GET /account/export': { rule: 'authed', request: () => ({ url: '/api/v1/account/export' }) },
  'GET /downloads/{id}': {
    rule: 'authed',
    request: () => ({ url: '/api/v1/downloads/goal-setting-worksheet' }),
  },
  // A members-only issue: refused to visitors (and an ended session), never the file.
  'GET /issues/{id}/pdf': {
    rule: 'authed',
    request: (f) => ({ url: `/api/v1/issues/${f.magazine.issue}/pdf` }),
  },
  'POST /admin/issues/{id}/pdf': {
    rule: 'admin',
    request: (f) => ({
      url: `/api/v1/admin/issues/${f.magazine.draft}/pdf`,
      ...multipart('pdf', f.magazine.pdf),
    }),
  },
  'POST /admin/podcast/episodes/{id}/audio': {
    rule: 'admin',
    request: (f) => ({
      url: `/api/v1/admin/podcast/episodes/${f.podcast.draft}/audio`,
      ...multipart('audio', f.podcast.audio),
    }),
  },
  'POST /admin/issues/{id}/cover': {
    rule: 'admin',
    request: (f) => ({
      url: `/api/v1/admin/issues/${f.magazine.draft}/cover`,
      ...multipart('cover', f.picture),
    }),
  },
  'GET /events/{id}.ics': {
    rule: 'public',
    request: (f) => ({ url: `/api/v1/events/${f.event}.ics` }),
  },
  'GET /account/not-me': {
    rule: 'public',
    request: (f) => ({ url: `/api/v1/account/not-me?token=${f.notMeTokens.pop() ?? ''}` }),
  },
  'POST /account/not-me': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/account/not-me?token=${f.notMeTokens.pop() ?? ''}`,
      payload: Buffer.from(''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /account/deletion/cancel': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/account/deletion/cancel?token=${f.cancelDeletionTokens.pop() ?? ''}`,
    }),
  },
  'POST /account/deletion/cancel': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/account/deletion/cancel?token=${f.cancelDeletionTokens.pop() ?? ''}`,
      payload: Buffer.from(''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /account/email/confirm': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/account/email/confirm?token=${f.emailConfirmTokens.pop() ?? ''}`,
    }),
  },
  'POST /account/email/confirm': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/account/email/confirm?token=${f.emailConfirmTokens.pop() ?? ''}`,
      payload: Buffer.from(''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /notifications/unsubscribe': {
    rule: 'public',
    request: (f) => ({ url: `/api/v1/notifications/unsubscribe?token=${f.unsubscribeToken}` }),
  },
  'POST /notifications/unsubscribe': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/notifications/unsubscribe?token=${f.unsubscribeToken}`,
      payload: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /newsletter/confirm': {
    rule: 'public',
    request: (f) => ({ url: `/api/v1/newsletter/confirm?token=${f.newsletter.confirm}` }),
  },
  'POST /newsletter/confirm': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/newsletter/confirm?token=${f.newsletter.confirm}`,
      payload: Buffer.from(''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  'GET /newsletter/unsubscribe': {
    rule: 'public',
    request: (f) => ({ url: `/api/v1/newsletter/unsubscribe?token=${f.newsletter.unsubscribe}` }),
  },
  'POST /newsletter/unsubscribe': {
    rule: 'public',
    request: (f) => ({
      url: `/api/v1/newsletter/unsubscribe?token=${f.newsletter.unsubscribe}`,
      payload: Buffer.from('List-Unsubscribe=One-Click'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
};

/** Things that exist but must look as if they did not: the same procedures on hidden targets. */
export const HIDDEN: Record<string, Entry & { procedure: string }> = {
  'community.get of an inactive group': {
    procedure: 'community.get',
    rule: 'hiddenFromMembers',
    input: (f) => ({ id: f.inactiveGroup.id }),
  },
  'community.members of an inactive group': {
    procedure: 'community.members',
    rule: 'hiddenFromMembers',
    input: (f) => ({ id: f.inactiveGroup.id }),
  },
  'community.posts of an inactive group': {
    procedure: 'community.posts',
    rule: 'hiddenFromMembers',
    input: (f) => ({ id: f.inactiveGroup.id }),
  },
  'community.join of an inactive group': {
    procedure: 'community.join',
    rule: 'hiddenFromAll',
    input: (f) => ({ id: f.inactiveGroup.id }),
  },
  "chat.messages of an inactive group's room": {
    procedure: 'chat.messages',
    rule: 'hiddenFromAll',
    input: (f) => ({ conversationId: f.inactiveGroup.room }),
  },
  "chat.send to an inactive group's room": {
    procedure: 'chat.send',
    rule: 'hiddenFromAll',
    input: (f) => ({ conversation_id: f.inactiveGroup.room, content: 'Anyone here?' }),
  },
  'users.profile of a deactivated member': {
    procedure: 'users.profile',
    rule: 'hiddenFromMembers',
    input: (f) => ({ id: f.ids.deactivated }),
  },
};
