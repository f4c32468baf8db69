/**
 * The comparison is fair only if both servers do the same work. Before any load, for the same
 * requests: the product and the bare server must answer the same status and the same JSON (same
 * rows, same order), and every statement the bare server runs must be one the product sent for that
 * request (read from PostgreSQL's statement log), so a change of the product's SQL is caught here
 * rather than measured against stale SQL. The product keeps a session's lookup for a while
 * (server/src/auth/session-cache.ts): it sends the lookup for the first request only, so a bare
 * statement may match one the product sent for an earlier request of the check.
 */
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import type { Member } from './dataset.ts';
import { SEARCH_TERM } from './dataset.ts';
import { serverLogPath } from './plans.ts';

/** Statement texts PostgreSQL logged (`execute <name>: ...`) since `from`. */
function statements(log: string, from: number): string[] {
  const found: string[] = [];
  for (const entry of fs
    .readFileSync(log, 'utf8')
    .slice(from)
    .split(/\n(?=\S)/)) {
    const match = /LOG: {2}execute [^:]+: ([\s\S]*)$/.exec(entry);
    if (match) found.push(match[1]!.trim());
  }
  return found;
}

export async function checkSameAnswers(
  adminUrl: string,
  productUrl: string,
  bareUrl: string,
  member: Member,
) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const log = await serverLogPath(admin);
  await admin.query(`alter system set log_statement = 'all'`);
  await admin.query('select pg_reload_conf()');
  // Each backend rereads the configuration between commands, after the postmaster signals it.
  await new Promise((r) => setTimeout(r, 1000));
  try {
    const paths = [
      '/api/v1/community/groups?limit=20',
      `/api/v1/community/groups?limit=20&search=${SEARCH_TERM}`,
      '/api/v1/community/groups?limit=20&offset=20',
      '/api/v1/chat/messages/1?limit=50',
      `/api/v1/chat/messages/${member.groups[0]!.roomId}?limit=50`,
    ];
    const productSent = new Set<string>();
    for (const p of paths) {
      const answers = [];
      const sent: string[][] = [];
      for (const url of [productUrl, bareUrl]) {
        const from = fs.statSync(log).size;
        const res = await fetch(url + p, { headers: { authorization: `Bearer ${member.token}` } });
        answers.push({ status: res.status, body: (await res.json()) as unknown });
        // The log is written by another process: give it a moment to land.
        await new Promise((r) => setTimeout(r, 300));
        sent.push(statements(log, from));
      }
      const [product, bare] = answers;
      for (const statement of sent[0]!) productSent.add(statement);
      if (product!.status !== 200 || !isDeepStrictEqual(product, bare))
        throw new Error(
          `The bare server does not answer as the product does for GET ${p}: product ${product!.status} ${JSON.stringify(product!.body).slice(0, 300)}, bare ${bare!.status} ${JSON.stringify(bare!.body).slice(0, 300)}`,
        );
      const stale = sent[1]!.filter((s) => !productSent.has(s));
      if (sent[1]!.length === 0 || stale.length > 0)
        throw new Error(
          `The bare server runs SQL the product no longer sends for GET ${p}: copy the product's statements into server/bench/api/product-sql.ts.\nBare only: ${stale.join('\n')}\nProduct: ${sent[0]!.join('\n')}`,
        );
    }
  } finally {
    await admin.query('alter system reset log_statement');
    await admin.query('select pg_reload_conf()');
    await admin.end();
  }
}
