import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createHarness, type Harness, type TestUser } from '../../../test/harness.ts';
import { kit, type Json } from '../../../test/shield-kit.ts';
import { openLiveStream } from '../../../test/live-stream.ts';

let h: Harness;
const { call, member, group, post, reply, replies, setFilters } = kit(() => h);
let her: TestUser;
let fellow: TestUser;
let other: TestUser;
let groupAdmin: TestUser;
let g: number;

beforeAll(async () => {
  h = await createHarness(await createTestDatabase(), { RATE_LIMIT_POST_PER_USER: '1000' });
  groupAdmin = await member('Gia');
  her = await member('Hana');
  fellow = await member('Fay');
  other = await member('Oli');
  g = await group(groupAdmin, [her, fellow, other]);
});
afterAll(() => h.close());

const byId = (items: Json[], id: number) => items.find((i) => i.id === id) as Json;

describe('muted words', () => {
  it('saves her filters and lists only the words in force, once each', async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const filters = await setFilters(other, {
      muted_words: [
        { text: 'spoilers' },
        { text: 'SPOILERS' },
        { text: 'finale night', expires_at: soon },
        { text: 'yesterday', expires_at: new Date(Date.now() - 1000).toISOString() },
      ],
    });
    expect(filters).toEqual({
      new_accounts: false,
      strangers: false,
      muted_words: [
        { text: 'spoilers', expires_at: null },
        { text: 'finale night', expires_at: new Date(soon).toISOString() },
      ],
    });
    expect((await call('GET', '/users/me/filters', other)).json().data.filters).toEqual(filters);
    const bad = await call('PUT', '/users/me/filters', other, {
      new_accounts: false,
      strangers: false,
      muted_words: [{ text: '  ' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks a matching reply muted for her and for nobody else', async () => {
    await setFilters(her, { muted_words: [{ text: 'Diet culture' }] });
    const p = await post(g, her, 'How do you rest on a Sunday?');
    const matching = await reply(p.id, fellow, 'Less DIET   culture, more naps.');
    const partial = await reply(p.id, fellow, 'Dietculture is one word here.');
    const mine = await reply(p.id, her, 'No diet culture talk please.');

    const hers = await replies(p.id, her);
    expect(byId(hers, matching.id)).toMatchObject({ muted: true, content: matching.content });
    expect(byId(hers, partial.id).muted).toBe(false);
    // What she wrote herself is never muted.
    expect(byId(hers, mine.id).muted).toBe(false);
    for (const reader of [fellow, other, groupAdmin])
      expect((await replies(p.id, reader)).every((r) => r.muted === false)).toBe(true);
  });

  it('marks posts and chat messages too, and an expired mute stops applying', async () => {
    await setFilters(her, { muted_words: [{ text: 'marathon' }] });
    const p = await post(g, fellow, 'Signing up for the marathon!');
    const list = (await call('GET', `/community/groups/${g}/posts`, her)).json().data.posts;
    expect(byId(list, p.id).muted).toBe(true);
    const theirs = (await call('GET', `/community/groups/${g}/posts`, other)).json().data.posts;
    expect(byId(theirs, p.id).muted).toBe(false);

    const sent = await call('POST', '/chat/direct', fellow, {
      user_id: her.id,
      content: 'Marathon training plan attached',
    });
    expect(sent.statusCode).toBe(201);
    const conversation = sent.json().data.conversation.id as number;
    await call('POST', `/chat/requests/${conversation}/accept`, her);
    const messages = await call('GET', `/chat/messages/${conversation}`, her);
    expect(messages.json().messages).toEqual([
      expect.objectContaining({ content: 'Marathon training plan attached', muted: true }),
    ]);

    await h.db
      .updateTable('muted_words')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', her.id)
      .execute();
    const after = (await call('GET', `/community/groups/${g}/posts`, her)).json().data.posts;
    expect(byId(after, p.id).muted).toBe(false);
    expect((await call('GET', '/users/me/filters', her)).json().data.filters.muted_words).toEqual(
      [],
    );
  });
});

describe('muted words, live', () => {
  it('marks what reaches her live stream (posts, replies, messages) for her alone', async () => {
    await setFilters(her, { muted_words: [{ text: 'eclipse' }] });
    const hers = await openLiveStream(h, her);
    const theirs = await openLiveStream(h, other);
    const p = await post(g, fellow, 'Who saw the eclipse?');
    await reply(p.id, fellow, 'The Eclipse was short');
    const fay = await h.caller(fellow.token);
    const room = (await fay.chat.conversations()).conversations.find((c) => c.group_id === g)!;
    await fay.chat.send({ conversation_id: room.id, content: 'eclipse photos here' });
    const last = (e: Json) => e.type === 'created' && e.message?.content === 'eclipse photos here';
    const mutedOf = (events: Json[]) =>
      events.flatMap((e) =>
        e.type === 'post_created' && e.post.id === p.id
          ? [['post', e.post.muted]]
          : e.type === 'reply_created' && e.reply.content === 'The Eclipse was short'
            ? [['reply', e.reply.muted]]
            : last(e)
              ? [['message', e.message.muted]]
              : [],
      );
    expect(mutedOf(await hers.until(last))).toEqual([
      ['post', true],
      ['reply', true],
      ['message', true],
    ]);
    expect(mutedOf(await theirs.until(last))).toEqual([
      ['post', false],
      ['reply', false],
      ['message', false],
    ]);
    await setFilters(her, { muted_words: [] });
  });
});

describe('who may reply', () => {
  it('refuses a reply to a post with replies off (403), and its author changes it', async () => {
    const p = await post(g, her, 'Just sharing, no advice please', { reply_policy: 'nobody' });
    expect(p.reply_policy).toBe('nobody');
    const refused = await call('POST', `/community/posts/${p.id}/replies`, fellow, {
      content: 'But have you tried…',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The author turned replies off for this post');
    // The author herself may still add to her post.
    await reply(p.id, her, 'An update from me');

    const byOther = await call('PUT', `/community/posts/${p.id}/reply-policy`, groupAdmin, {
      reply_policy: 'everyone',
    });
    expect(byOther.statusCode).toBe(403);
    const opened = await call('PUT', `/community/posts/${p.id}/reply-policy`, her, {
      reply_policy: 'everyone',
    });
    expect(opened.json().data.post.reply_policy).toBe('everyone');
    await reply(p.id, fellow, 'Thinking of you');
    const list = (await call('GET', `/community/groups/${g}/posts`, fellow)).json().data.posts;
    expect(byId(list, p.id)).toMatchObject({ reply_policy: 'everyone', reply_count: 2 });
  });
});

describe('hiding a reply on her own post', () => {
  it('shows it to others as hidden by the author, without its text; its author still sees hers', async () => {
    const p = await post(g, her, 'My news');
    const r = await reply(p.id, fellow, 'Something unkind');
    expect(
      (await call('PUT', `/community/replies/${r.id}/hidden-by-author`, other, { hidden: true }))
        .statusCode,
    ).toBe(403);
    const hidden = await call('PUT', `/community/replies/${r.id}/hidden-by-author`, her, {
      hidden: true,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.reply).toMatchObject({ hidden_by_author: true });

    expect(byId(await replies(p.id, other), r.id)).toMatchObject({
      hidden_by_author: true,
      content: '',
    });
    expect(byId(await replies(p.id, fellow), r.id)).toMatchObject({
      hidden_by_author: true,
      content: 'Something unkind',
    });
    expect(byId(await replies(p.id, her), r.id).content).toBe('Something unkind');

    await call('PUT', `/community/replies/${r.id}/hidden-by-author`, her, { hidden: false });
    expect(byId(await replies(p.id, other), r.id)).toMatchObject({
      hidden_by_author: false,
      content: 'Something unkind',
    });
  });
});

describe('blocking several at once from her post', () => {
  it('lists who reacted or replied, and blocks exactly the chosen, once', async () => {
    const pileOn = [await member('Pia'), await member('Quin'), await member('Rae')];
    for (const m of pileOn) await call('POST', `/community/groups/${g}/join`, m);
    const p = await post(g, her, 'A post that drew a crowd');
    const [pia, quin, rae] = pileOn as [TestUser, TestUser, TestUser];
    await reply(p.id, pia, 'Ugh');
    await call('PUT', `/community/posts/${p.id}/reactions/laugh`, quin);
    await call('PUT', `/community/posts/${p.id}/reactions/heart`, rae);

    expect((await call('GET', `/community/posts/${p.id}/engaged`, fellow)).statusCode).toBe(403);
    const engaged = (await call('GET', `/community/posts/${p.id}/engaged`, her)).json().data.users;
    expect(engaged.map((u: Json) => [u.id, u.reacted, u.replied, u.blocked])).toEqual([
      [pia.id, false, true, false],
      [quin.id, true, false, false],
      [rae.id, true, false, false],
    ]);

    const outsider = await call('POST', `/community/posts/${p.id}/block`, her, {
      user_ids: [pia.id, fellow.id],
    });
    expect(outsider.statusCode).toBe(400);
    const blocked = await call('POST', `/community/posts/${p.id}/block`, her, {
      user_ids: [pia.id, quin.id],
    });
    expect(blocked.statusCode).toBe(200);
    const again = await call('POST', `/community/posts/${p.id}/block`, her, {
      user_ids: [pia.id, quin.id],
    });
    expect(again.statusCode).toBe(200);
    const rows = await h.db
      .selectFrom('user_blocks')
      .select('blocked_id')
      .where('blocker_id', '=', her.id)
      .orderBy('blocked_id')
      .execute();
    expect(rows.map((r) => r.blocked_id)).toEqual([pia.id, quin.id]);
    const mine = (await call('GET', '/users/me/blocks', her)).json().data.users;
    expect(mine.map((u: Json) => u.id).sort()).toEqual([pia.id, quin.id].sort());
  });
});
