import type { ReactNode } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { KEYBOARD_SCROLL } from './AdminTable.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { AdminPage } from './AdminPage.tsx';
import { confirmDelete } from './confirm-delete.tsx';
// With the tables that use it, not the portal's layout: the dashboard, rendered for the admin
// with her data, paints without waiting for it.
import 'mantine-datatable/styles.layer.css';

interface AdminCatalogProps<T> {
  title: string;
  description: string;
  /** The button that opens the form for a new one: "New Issue". */
  newLabel: string;
  onNew: () => void;
  /** The page of records shown, and how many there are in all. */
  records: T[];
  total: number;
  fetching: boolean;
  error: unknown;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  noRecordsText: string;
  columns: DataTableColumn<T>[];
  /** The row's buttons, at its end. */
  actions: (record: T) => ReactNode;
  /** The form that creates and edits one. */
  children?: ReactNode;
}

/**
 * A portal page that keeps a catalogue (events, podcast episodes, magazine issues, resources): a
 * paged table of them with each row's buttons, a New button, and the form the page opens.
 */
export function AdminCatalog<T>({
  title,
  description,
  newLabel,
  onNew,
  records,
  total,
  fetching,
  error,
  page,
  pageSize,
  onPageChange,
  noRecordsText,
  columns,
  actions,
  children,
}: AdminCatalogProps<T>) {
  return (
    <AdminPage
      title={title}
      description={description}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
          {newLabel}
        </Button>
      }
    >
      <Paper p="md" radius="md" withBorder>
        {error ? (
          <Alert color="red" variant="light">
            {errorMessage(error)}
          </Alert>
        ) : (
          <DataTable<T>
            scrollAreaProps={KEYBOARD_SCROLL}
            minHeight={240}
            withTableBorder={false}
            highlightOnHover
            records={records}
            fetching={fetching}
            totalRecords={total}
            recordsPerPage={pageSize}
            page={page}
            onPageChange={onPageChange}
            noRecordsText={noRecordsText}
            paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
            columns={[
              ...columns,
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                render: (record) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {actions(record)}
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Paper>
      {children}
    </AdminPage>
  );
}

/** A row's icon button, named for its row ("Delete Spring issue") and with its word as a tooltip. */
export function RowAction({
  tooltip,
  label,
  icon,
  onClick,
  color,
  disabled,
}: {
  tooltip: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        color={color}
        disabled={disabled}
        onClick={onClick}
        aria-label={label}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The Edit button every catalogue row has. */
export function EditAction({
  title,
  onEdit,
  disabled,
}: {
  title: string;
  onEdit: () => void;
  disabled?: boolean;
}) {
  return (
    <RowAction
      tooltip="Edit"
      label={`Edit ${title}`}
      icon={<IconPencil size={16} aria-hidden />}
      onClick={onEdit}
      disabled={disabled}
    />
  );
}

/** The Delete button, which asks first (the spec's confirmation). */
export function DeleteAction({
  kind,
  title,
  onDelete,
}: {
  kind: Parameters<typeof confirmDelete>[0];
  title: string;
  onDelete: () => void;
}) {
  return (
    <RowAction
      tooltip="Delete"
      label={`Delete ${title}`}
      icon={<IconTrash size={16} aria-hidden />}
      color="red"
      onClick={() => confirmDelete(kind, title, onDelete)}
    />
  );
}

/** A row's first cell: its title, and a line under it in grey. */
export function TitleCell({ title, detail }: { title: string; detail?: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
          {detail}
        </Text>
      )}
    </div>
  );
}

/** Published or Draft, for what a draft can become once it has its file. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge color="sage">Published</Badge> : <Badge color="gray">Draft</Badge>;
}
