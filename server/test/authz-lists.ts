/**
 * What each actor sees in the lists and searches of the authorization matrix (authz-matrix.test.ts
 * runs these on every allowed answer, through tRPC and REST alike). The matrix's own rows say who
 * may call; these say what an allowed call holds, after lib/visibility.queries.ts: `blocked` (a
 * plain member of G whom groupMember blocked) sees none of groupMember's named posts, replies,
 * messages or notifications and does not find her; `banned` and the outsiders (member, other,
 * otherGroupAdmin) find nothing of the private group G's discussion or room.
 */
import type { Actor, Fixtures } from './authz-matrix.ts';

export type Sees = (f: Fixtures, actor: Actor, data: unknown) => string[];
type Item = { id: number; [key: string]: unknown };

/** Members of G (search and rooms follow membership: a site admin is none of G's). */
const MEMBERS_OF_G: Actor[] = ['groupMember', 'groupAdmin', 'suspended', 'blocked'];

function listOf(data: unknown, key: string): Item[] {
  const list = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? (list as Item[]) : [];
}

/** One line when `found` is not what the actor should get. */
function expect(actor: Actor, what: string, found: boolean, wanted: boolean): string[] {
  if (found === wanted) return [];
  return [`${actor} ${wanted ? 'does not see' : 'sees'} ${what}`];
}

const byGroupMember = (f: Fixtures) => (item: Item) =>
  item.user_id === f.ids.groupMember ||
  item.sender_id === f.ids.groupMember ||
  (item.user as Item | undefined)?.id === f.ids.groupMember ||
  (item.actor as Item | undefined)?.id === f.ids.groupMember;

/** Answers that list things, by procedure: what each allowed actor must and must not see. */
export const SEES: Record<string, Sees> = {
  // G's posts: its readers see groupMember's named posts, except the member she blocked.
  'community.posts': (f, actor, data) =>
    expect(
      actor,
      "groupMember's named posts in G",
      listOf(data, 'posts').some(byGroupMember(f)),
      actor !== 'blocked',
    ),
  'community.members': (f, actor, data) =>
    expect(
      actor,
      'groupMember among G’s members',
      listOf(data, 'members').some(byGroupMember(f)),
      actor !== 'blocked',
    ),
  'chat.messages': (f, actor, data) =>
    expect(
      actor,
      "groupMember's messages in G's room",
      listOf(data, 'messages').some(byGroupMember(f)),
      actor !== 'blocked',
    ),
  'chat.search': (f, actor, data) =>
    expect(
      actor,
      "groupMember's messages in G's room",
      listOf(data, 'messages').some(byGroupMember(f)),
      actor !== 'blocked',
    ),
  'chat.conversations': (f, actor, data) => {
    const room = listOf(data, 'conversations').find((c) => c.id === f.group.room);
    const last = room?.last_message as Item | null | undefined;
    return [
      ...expect(actor, "G's room", room !== undefined, MEMBERS_OF_G.includes(actor)),
      ...(last && byGroupMember(f)(last) && actor === 'blocked'
        ? [`blocked sees groupMember's message as the room's last`]
        : []),
    ];
  },
  // The needle is in groupMember's post in G and in her last name.
  'search.query': (f, actor, data) => {
    const results = listOf(data, 'results');
    const post = results.some((r) => r.type === 'posts' && r.id === f.group.needlePost);
    const member = results.some((r) => r.type === 'members' && r.id === f.ids.groupMember);
    const reads = MEMBERS_OF_G.includes(actor) && actor !== 'blocked';
    return [
      ...expect(actor, "groupMember's post in G", post, reads),
      ...expect(actor, 'groupMember as a member', member, actor !== 'blocked'),
      ...results
        .filter((r) => r.type === 'posts' && r.id !== f.group.needlePost)
        .map((r) => `${actor} finds post ${r.id}, which does not hold the word`),
    ];
  },
  'users.search': (f, actor, data) =>
    expect(
      actor,
      'groupMember by her name',
      listOf(data, 'users').some((u) => u.id === f.ids.groupMember),
      actor !== 'blocked',
    ),
  // groupMember's mention of G's post reached blocked (it raced the block) and suspended.
  'notifications.list': (f, actor, data) => {
    const mention = listOf(data, 'notifications').some(byGroupMember(f));
    if (actor !== 'blocked' && actor !== 'suspended') return [];
    return expect(actor, "groupMember's mention", mention, actor === 'suspended');
  },
};
