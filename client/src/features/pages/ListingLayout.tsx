import type { ReactNode } from 'react';
import { Container, SimpleGrid } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ChipRow } from '../../components/Visual.tsx';
import type { ListingPage } from '../../content/types.ts';
import { CallToAction } from './CallToAction.tsx';

/**
 * A listing page: its header, the category chips if any, a grid of cards, and what closes it
 * (the page's call to action, or `footer` where it has none).
 */
export function ListingLayout({
  page,
  footer,
  children,
}: {
  page: ListingPage;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={page.title} subtitle={page.subtitle} />
      <Container py={48}>
        {page.chips && <ChipRow chips={page.chips.items} label={page.chips.label} />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {children}
        </SimpleGrid>
        {page.callToAction ? <CallToAction {...page.callToAction} /> : footer}
      </Container>
    </>
  );
}
