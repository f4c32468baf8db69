import type { ReactNode } from 'react';
import { Container, SimpleGrid } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChipRow } from '../../components/Visual.tsx';

/** A listing page: its header, the category chips if any, a grid of cards, and what closes it. */
export function ListingLayout({
  title,
  subtitle,
  chips,
  footer,
  children,
}: {
  title: string;
  subtitle: string;
  chips?: { items: readonly string[]; label: string };
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Container py={48}>
        {chips && <ChipRow chips={chips.items} label={chips.label} />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {children}
        </SimpleGrid>
        {footer}
      </Container>
    </>
  );
}
