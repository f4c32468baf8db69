/**
 * The comparison is fair only if both servers do the same work: before any load, the product and
 * the bare server must answer the same status and the same JSON (same rows, same order) to the same requests.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Member } from './dataset.ts';
import { SEARCH_TERM } from './dataset.ts';

export async function checkSameAnswers(productUrl: string, bareUrl: string, member: Member) {
  const paths = [
    '/api/v1/community/groups?limit=20',
    `/api/v1/community/groups?limit=20&search=${SEARCH_TERM}`,
    '/api/v1/community/groups?limit=20&offset=20',
    '/api/v1/chat/messages/1?limit=50',
    `/api/v1/chat/messages/${member.groups[0]!.roomId}?limit=50`,
  ];
  for (const p of paths) {
    const [product, bare] = await Promise.all(
      [productUrl, bareUrl].map(async (url) => {
        const res = await fetch(url + p, { headers: { authorization: `Bearer ${member.token}` } });
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
    if (product!.status !== 200 || !isDeepStrictEqual(product, bare))
      throw new Error(
        `The bare server does not answer as the product does for GET ${p}: product ${product!.status} ${JSON.stringify(product!.body).slice(0, 300)}, bare ${bare!.status} ${JSON.stringify(bare!.body).slice(0, 300)}`,
      );
  }
}
