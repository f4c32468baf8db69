import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered list and how many rows the whole filter matches, read in parallel: the
 * `{ rows, total }` every paged list answers with. `ordered` picks the columns and the order;
 * the page's cut and the count are the same for every list.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
) {
  const [rows, count] = await Promise.all([
    ordered(filtered).limit(page.limit).offset(page.offset).execute(),
    filtered
      .select((eb) => eb.fn.countAll<number>().as('total'))
      // A generic builder loses the count's type in Kysely's result helpers; restate it.
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}
