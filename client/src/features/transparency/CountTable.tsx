import { Table, Title } from '@mantine/core';

/** One of the report's tables: a heading, then what was counted and how many, row by row. */
export function CountTable({
  id,
  title,
  what,
  rows,
}: {
  id: string;
  title: string;
  what: string;
  rows: [string, string][];
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz={20} id={id} mb="sm">
        {title}
      </Title>
      <Table aria-labelledby={id} verticalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{what}</Table.Th>
            <Table.Th scope="col" ta="right">
              Count
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
