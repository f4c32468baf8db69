/**
 * The yardstick of the API benchmark: the best a hand-written server does for the group list and
 * chat history. Plain node:http and pg, no framework, no validation library: the bearer token's
 * SHA-256 looks the session up, then the product's own SQL runs (copied from its statement log, with
 * the same parameters) as named prepared statements, planned once per connection, and the answer is
 * the product's JSON shape. Started as its own process, like the product:
 *
 *   DATABASE_URL=postgres://... PORT=4100 node --import tsx server/bench/api/bare-server.ts
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { groupPage, STATEMENTS } from './product-sql.ts';

type Row = Record<string, unknown>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', (error) => console.error('pool error', error.message));

async function run(name: keyof typeof STATEMENTS, values: unknown[]): Promise<Row[]> {
  return (await pool.query<Row>({ name, text: STATEMENTS[name], values })).rows;
}

async function runPage(statement: { name: string; text: string }, values: unknown[]) {
  return (await pool.query<Row>({ ...statement, values })).rows;
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
const picture = (id: unknown) => (id === null ? null : `/api/v1/media/${String(id)}`);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

/** lucia's rule: a session works while unexpired and its account is active. */
async function viewer(header: string | undefined): Promise<number> {
  const token = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
  if (!token || token.length > 200) throw new HttpError(401, 'UNAUTHORIZED');
  const id = createHash('sha256').update(token).digest('hex');
  const row = (await run('session', [id]))[0];
  if (!row || row.status !== 'active' || (row.expires_at as Date) <= new Date())
    throw new HttpError(401, 'UNAUTHORIZED');
  return row.user_id as number;
}

function toGroup(r: Row) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    category: r.category,
    is_private: r.is_private,
    max_members: r.max_members,
    member_count: r.member_count,
    status: r.status,
    created_at: iso(r.created_at),
    creator_id: r.creator_id,
    creator_name: r.creator_name,
    is_member: r.my_role !== null,
    my_role: r.my_role,
    request_pending: r.request_pending,
    allow_anonymous: r.allow_anonymous,
  };
}

async function groupList(userId: number, params: URLSearchParams) {
  const limit = Math.trunc(Math.min(100, Math.max(1, Number(params.get('limit') ?? 20) || 20)));
  const offset = Math.trunc(Math.max(0, Number(params.get('offset') ?? 0) || 0));
  const search = params.get('search')?.trim();
  const base = [userId, userId, 'active'];
  // The product's containsPattern: the term lowercased, LIKE wildcards escaped.
  const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const [rows, total] = await Promise.all(
    pattern
      ? [
          runPage(groupPage(true, limit, offset), [...base, pattern]),
          run('groupsSearchTotal', [...base, pattern]),
        ]
      : [runPage(groupPage(false, limit, offset), base), run('groupsTotal', [])],
  );
  return { data: { groups: rows.map(toGroup), total: Number(total[0]!.total) } };
}

async function history(userId: number, conversationId: number, params: URLSearchParams) {
  const limit = Math.min(100, Math.max(1, Number(params.get('limit') ?? 50) || 50));
  const conversation = (await run('conversation', [conversationId]))[0];
  if (!conversation) throw new HttpError(404, 'NOT_FOUND');
  if (conversation.kind === 'group') {
    const member =
      conversation.group_status === 'active' &&
      (await run('isMember', [conversation.group_id, userId])).length > 0;
    if (!member) throw new HttpError(404, 'NOT_FOUND');
  } else if (conversation.kind !== 'community') {
    throw new HttpError(404, 'NOT_FOUND');
  }
  const rows = await run('messages', [conversationId, userId, userId, userId, userId, limit]);
  return {
    messages: rows.reverse().map((r) => ({
      id: r.id,
      conversation_id: r.conversation_id,
      sender_id: r.sender_id,
      content: r.content,
      message_type: r.message_type,
      created_at: iso(r.created_at),
      edited_at: iso(r.edited_at),
      hidden: r.hidden_at !== null,
      sender: {
        id: r.sender_id,
        first_name: r.first_name,
        last_name: r.last_name,
        profile_picture: picture(r.profile_picture_id),
      },
    })),
  };
}

async function answer(req: http.IncomingMessage): Promise<unknown> {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (req.method !== 'GET') throw new HttpError(405, 'METHOD_NOT_SUPPORTED');
  if (url.pathname === '/health') return { status: 'ok' };
  const userId = await viewer(req.headers.authorization);
  if (url.pathname === '/api/v1/community/groups') return groupList(userId, url.searchParams);
  const chat = /^\/api\/v1\/chat\/messages\/(\d+)$/.exec(url.pathname);
  if (chat) return history(userId, Number(chat[1]), url.searchParams);
  throw new HttpError(404, 'NOT_FOUND');
}

const server = http.createServer((req, res) => {
  answer(req).then(
    (body) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    },
    (error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: (error as Error).message, code: status }));
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 4100), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => {
  server.close(() => void pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
});
