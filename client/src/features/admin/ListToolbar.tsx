import type { ReactNode } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** Search box and status filter above an admin table. */
export function ListToolbar({
  label,
  search,
  onSearch,
  status,
  onStatus,
  statuses,
  children,
}: {
  label: string;
  search: string;
  onSearch: (value: string) => void;
  status: string | null;
  onStatus: (value: string | null) => void;
  statuses: { value: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" mb="md" wrap="wrap">
      <TextInput
        aria-label={`Search ${label}`}
        placeholder={`Search ${label}`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Select
        aria-label="Filter by status"
        placeholder="All statuses"
        clearable
        data={statuses}
        value={status}
        onChange={onStatus}
        w={170}
      />
      {children}
    </Group>
  );
}
