import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableSortStatus } from 'mantine-datatable';

export const PAGE_SIZE = 20;

/** Search, status filter, sort and page of an admin table, ready to send to the server. */
export function useListState<K extends string>(
  defaultSort: K,
  defaultDirection: 'asc' | 'desc' = 'desc',
) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Record<string, unknown>>>({
    columnAccessor: defaultSort,
    direction: defaultDirection,
  });
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);

  return {
    search,
    setSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    status,
    setStatus: (value: string | null) => {
      setStatus(value);
      setPage(1);
    },
    page,
    setPage,
    sortStatus,
    setSortStatus: (value: DataTableSortStatus<Record<string, unknown>>) => {
      setSortStatus(value);
      setPage(1);
    },
    query: {
      search: debouncedSearch,
      sort: sortStatus.columnAccessor as K,
      direction: sortStatus.direction,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
  };
}

export type ListState<K extends string> = ReturnType<typeof useListState<K>>;
