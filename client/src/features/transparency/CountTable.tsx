import { Table, Title } from '@mantine/core';
import { useTexts } from '../../i18n/texts.ts';
import { fairProcessTexts } from '../../i18n/areas/fairProcess.ts';

/**
 * One of the report's tables: a heading, then what was counted and how many, row by row.
 * `isolate` for rows written by people (a rule's title), which keep their own direction.
 */
export function CountTable({
  id,
  title,
  what,
  rows,
  isolate = false,
}: {
  id: string;
  title: string;
  what: string;
  rows: [string, string][];
  isolate?: boolean;
}) {
  const { t } = useTexts(fairProcessTexts);
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz={20} id={id} mb="sm">
        {title}
      </Title>
      <Table aria-labelledby={id} verticalSpacing={8}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{what}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('transparency.count')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {isolate ? <bdi>{label}</bdi> : label}
              </Table.Th>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
