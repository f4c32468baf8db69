import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useSearchText } from '../../lib/use-search-text.ts';
import type { AdminListSearch } from './queries.ts';

/**
 * Search, filters, sort and page of an admin table, kept in the URL so that a filtered table can
 * be linked and reloaded. Changing anything but the page starts again at page 1.
 */
export function useListState<P extends AdminListSearch>(defaultSort: NonNullable<P['sort']>) {
  // The same tables show under /new too (the create dialog open), so read the page's own match:
  // its route's validateSearch has checked every value.
  const search = useRouterState({ select: (s) => s.matches.at(-1)?.search });
  const params = (search ?? {}) as P;
  const navigate = useNavigate();
  // The router types `search` per route; this one serves several tables' routes.
  const update = (next: AdminListSearch, replace = false) =>
    void navigate({
      to: '.',
      search: (prev: AdminListSearch) => ({ ...prev, page: undefined, ...next }),
      replace,
    } as never);
  const [text, setText] = useSearchText(
    params.search ?? '',
    (text) => update({ search: text || undefined }, true),
    250,
  );

  return {
    params,
    // A method, so that a table's state is usable where any table's is expected.
    update(next: Partial<P>) {
      update(next);
    },
    search: text,
    setSearch: setText,
    status: params.status ?? null,
    setStatus: (value: string | null) => update({ status: value ?? undefined }),
    page: params.page ?? 1,
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
    sortStatus: {
      columnAccessor: params.sort ?? defaultSort,
      direction: params.dir ?? 'desc',
    } as DataTableSortStatus<Record<string, unknown>>,
    setSortStatus: (value: DataTableSortStatus<Record<string, unknown>>) =>
      update({
        sort: value.columnAccessor === defaultSort ? undefined : value.columnAccessor,
        dir: value.direction === 'desc' ? undefined : value.direction,
      }),
  };
}

export type ListState<K extends string> = ReturnType<typeof useListState<AdminListSearch<K>>>;
