// Names (a member's first and last name, the admin forms' full name, a group's name) refuse the
// characters that show nothing or change what others read: a name made to look like another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInput } from '@hercircle/shared';
import { createTestDatabase } from '../../../test/db.ts';
import { auth, createHarness, signUp, type Harness } from '../../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(await createTestDatabase());
});
afterAll(() => h.close());

const HIDDEN_CHARS = 'Names cannot contain invisible or text-direction characters';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every character issue 30 lists, and the Unicode classes it names, one by one. */
const LISTED = [
  0x00ad, // soft hyphen
  0x034f, // combining grapheme joiner
  0x061c, // Arabic letter mark
  0x115f, // Hangul choseong filler
  0x1160, // Hangul jungseong filler
  0x17b4, // Khmer inherent vowels
  0x17b5,
  ...range(0x180b, 0x180f), // Mongolian variation selectors and vowel separator
  ...range(0x200b, 0x200f), // zero-width space, (non-)joiners, direction marks
  0x2028, // line separator
  0x2029, // paragraph separator
  ...range(0x202a, 0x202e), // direction embeddings and overrides
  ...range(0x2060, 0x206f), // word joiner, invisible operators, isolates, deprecated formats
  0x2800, // braille pattern blank
  0x3164, // Hangul filler
  ...range(0xfe00, 0xfe0f), // variation selectors (U+FE0F is refused outside an emoji)
  0xfeff, // byte order mark
  0xffa0, // halfwidth Hangul filler
  ...range(0xfff0, 0xfff8),
  ...range(0x1bca0, 0x1bca3), // shorthand format controls
  ...range(0x1d173, 0x1d17a), // musical symbol formatting
  ...range(0x0000, 0x001f), // C0 controls
  ...range(0x007f, 0x009f), // DEL and C1 controls
];
const TAGS = range(0xe0000, 0xe0fff); // tags and variation selectors supplement

/** The character inside a name, between two letters (where a joiner could be spelling). */
const inside = (cp: number) => `Ad${String.fromCodePoint(cp)}a`;

describe('names refuse invisible and format characters', () => {
  it.each(LISTED.map((cp) => [hex(cp), cp] as const))('%s at register', async (_, cp) => {
    // Joiners are allowed between letters (Persian and Indic spelling): test them at the end.
    const name = cp === 0x200c || cp === 0x200d ? `Ada${String.fromCodePoint(cp)}` : inside(cp);
    const email = `hidden-${cp}@example.com`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'long-enough-phrase', first_name: name, last_name: 'Plain' },
      remoteAddress: `10.70.${cp % 250}.${Math.floor(cp / 250) % 250}`,
    });
    expect(res.statusCode).toBe(400);
    // NUL is refused in every text before any schema, with a message of its own.
    const message = cp === 0 ? expect.stringContaining('NUL') : HIDDEN_CHARS;
    expect(res.json().issues).toContainEqual({ path: ['first_name'], message });
    const rows = await h.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(0);
  });

  it('every tag character (U+E0000 to U+E0FFF), as the register form checks it', () => {
    const accepted = TAGS.filter(
      (cp) =>
        registerInput.safeParse({
          email: 'tags@example.com',
          password: 'long-enough-phrase',
          first_name: inside(cp),
          last_name: 'Plain',
        }).success,
    );
    expect(accepted.map(hex)).toEqual([]);
  });

  it('in a profile update, the admin user forms and a group’s name', async () => {
    const member = await signUp(h, { first_name: 'Plain', last_name: 'Name' });
    const admin = await signUp(h, { role: 'admin' });
    const refused = async (
      method: 'POST' | 'PUT',
      url: string,
      token: string,
      payload: object,
      field: string,
    ) => {
      const res = await h.app.inject({ method, url, headers: auth(token), payload });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().issues).toContainEqual({ path: [field], message: HIDDEN_CHARS });
    };
    await refused(
      'PUT',
      `/api/v1/users/${member.id}/profile`,
      member.token,
      { first_name: 'Pl\u3164ain' },
      'first_name',
    );
    await refused(
      'PUT',
      `/api/v1/users/${member.id}/profile`,
      member.token,
      { last_name: 'Name\u2028' },
      'last_name',
    );
    await refused(
      'POST',
      '/api/v1/admin/users',
      admin.token,
      { name: 'Eve\u00AD Adams', email: 'eve-soft@example.com', password: 'long-enough-phrase' },
      'name',
    );
    await refused(
      'PUT',
      `/api/v1/admin/users/${member.id}`,
      admin.token,
      { name: 'Plain \u2800Name' },
      'name',
    );
    const groupName = `Knitting${String.fromCodePoint(0xe0041)} circle`;
    await refused(
      'POST',
      '/api/v1/community/groups',
      member.token,
      { name: groupName, description: 'Yarn and tea' },
      'name',
    );
    const { group } = await (
      await h.caller(member.token)
    ).community.create({ name: `Yarn ${Date.now()}`, description: 'Yarn and tea' });
    await refused(
      'PUT',
      `/api/v1/community/groups/${group.id}`,
      member.token,
      { name: 'Yarn\uFE0F' },
      'name',
    );
    await refused(
      'POST',
      '/api/v1/admin/communities',
      admin.token,
      { name: 'Offi\u034Fcial', description: 'Looks like ours' },
      'name',
    );

    const row = await h.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Plain', last_name: 'Name' });
    const groups = await h.db
      .selectFrom('groups')
      .select('name')
      .where('name', 'in', [groupName, 'Offi\u034Fcial'])
      .execute();
    expect(groups).toEqual([]);
  });

  it('still accepts an emoji with its emoji presentation selector, accents and other scripts', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'emoji-name@example.com',
        password: 'long-enough-phrase',
        first_name: 'Zoë \u2764\uFE0F',
        last_name: 'नमिता 李',
      },
      remoteAddress: '10.71.0.1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.first_name).toBe('Zoë \u2764\uFE0F');
  });
});
