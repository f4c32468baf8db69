import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../features/pages/ShopPage.tsx';

export const Route = createFileRoute('/shop')({
  staticData: { translated: true },
  component: ShopPage,
});
