import type { ReactNode } from 'react';
import { ActionIcon, Alert, Group, Tooltip } from '@mantine/core';
import { notifications } from '../../lib/toasts.ts';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { trpc } from '../../lib/trpc.ts';
import { ActionIconLink } from '../../components/ButtonLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { ListState } from './list-state.ts';
import { PAGE_SIZE } from './queries.ts';
// With the tables that use it, not the portal's layout: the dashboard, rendered for the admin
// with her data, paints without waiting for it.
import 'mantine-datatable/styles.layer.css';

/**
 * A table's scroll area takes focus, so a keyboard can scroll a table wider than a phone (axe:
 * scrollable-region-focusable). Every DataTable of the portal is given it.
 */
export const KEYBOARD_SCROLL = { viewportProps: { tabIndex: 0 } };

/**
 * The admin portal's server-side table: one page of records with sorting and paging driven by
 * `list`, the error in place of the table, and an empty text that says whether filters hide rows.
 */
export function AdminTable<T>({
  list,
  records,
  total,
  fetching,
  error,
  filtered,
  noun,
  emptyText,
  columns,
}: {
  list: ListState<string>;
  records: T[] | undefined;
  total: number | undefined;
  fetching: boolean;
  error: unknown;
  /** Whether a search or filter is applied (changes the empty text). */
  filtered: boolean;
  /** Plural, lower case: "communities". */
  noun: string;
  emptyText: string;
  columns: DataTableColumn<T>[];
}) {
  if (error)
    return (
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  return (
    <DataTable<T>
      scrollAreaProps={KEYBOARD_SCROLL}
      minHeight={240}
      withTableBorder={false}
      highlightOnHover
      records={records ?? []}
      fetching={fetching}
      totalRecords={total ?? 0}
      recordsPerPage={PAGE_SIZE}
      page={list.page}
      onPageChange={list.setPage}
      sortStatus={list.sortStatus as never}
      onSortStatusChange={list.setSortStatus as never}
      noRecordsText={
        filtered ? `No ${noun} match these filters. Clear the search or filters.` : emptyText
      }
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      columns={columns}
    />
  );
}

/** View, edit and delete buttons at the end of a row, each named after the record. */
export function RowActions({
  name,
  view,
  onEdit,
  onDelete,
  deleteDisabledReason,
  children,
}: {
  name: string;
  view?: { to: '/admin/users/$id' | '/admin/stories/$id'; id: number };
  onEdit: () => void;
  onDelete: () => void;
  /** When set, Delete is disabled and its tooltip says why. */
  deleteDisabledReason?: string;
  /** Extra actions, shown first. */
  children?: ReactNode;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      {view && (
        <Tooltip label="View">
          <ActionIconLink
            variant="subtle"
            to={view.to}
            params={{ id: view.id }}
            aria-label={`View ${name}`}
          >
            <IconEye size={16} aria-hidden />
          </ActionIconLink>
        </Tooltip>
      )}
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${name}`}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteDisabledReason ?? 'Delete'}>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={deleteDisabledReason !== undefined}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * Mutation callbacks for an admin change: a toast, then the touched list and the dashboard's stats
 * refetched; a failure is shown as a red toast.
 */
export function afterAdminChange<D>(
  queryClient: QueryClient,
  listKey: QueryKey,
  message: string | ((data: D) => string),
) {
  return {
    onSuccess: (data: D) => {
      notifications.show({
        color: 'sage',
        message: typeof message === 'string' ? message : message(data),
      });
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.queryKey() });
    },
    onError: (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) }),
  };
}
