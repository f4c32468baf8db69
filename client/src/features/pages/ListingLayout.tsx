import { useState, type ReactNode } from 'react';
import { Container, SimpleGrid } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChipRow } from '../../components/ChipRow.tsx';
import type { ListingPage } from '../../content/types.ts';
import { CallToAction } from './CallToAction.tsx';

/** The chip that shows every card. */
const ALL = 'All';

/** The chosen chip of a listing page, and the test its cards pass to show. */
export function useCategory() {
  const [category, setCategory] = useState(ALL);
  const shows = (item: { category: string }) => category === ALL || item.category === category;
  return { category, setCategory, shows };
}

/**
 * A listing page: its header, the category chips if any (they filter the cards through
 * `filter`, from useCategory), a grid of cards, and what closes it (the page's call to action,
 * or `footer` where it has none).
 */
export function ListingLayout({
  page,
  filter,
  footer,
  children,
}: {
  page: ListingPage;
  filter?: ReturnType<typeof useCategory>;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} />
      <Container py={48}>
        {page.chips && filter && (
          <ChipRow
            chips={page.chips.items}
            label={page.chips.label}
            value={filter.category}
            onChange={filter.setCategory}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {children}
        </SimpleGrid>
        {page.callToAction ? <CallToAction {...page.callToAction} /> : footer}
      </Container>
    </>
  );
}
