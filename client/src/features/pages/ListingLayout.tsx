import { useState, type ReactNode } from 'react';
import { Container, SimpleGrid } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChipRow } from '../../components/ChipRow.tsx';
import type { ListingPage } from '../../content/types.ts';
import { CallToAction } from './CallToAction.tsx';

/** The chip that shows every card (a value: its words are the page's `chipLabel`). */
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
 * or `footer` where it has none). `page` comes in her language; its chips are values (the cards'
 * categories), each shown as `chipLabel` says.
 */
export function ListingLayout({
  page,
  filter,
  chipLabel = (chip) => chip,
  footer,
  children,
}: {
  page: ListingPage;
  filter?: ReturnType<typeof useCategory>;
  chipLabel?: (chip: string) => string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const chips = page.chips?.items ?? [];
  const labels = chips.map(chipLabel);
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} />
      <Container py={48}>
        {page.chips && filter && (
          <ChipRow
            chips={labels}
            label={page.chips.label}
            value={chipLabel(filter.category)}
            onChange={(label) => filter.setCategory(chips[labels.indexOf(label)] ?? ALL)}
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
