import { router } from '../../trpc/init.ts';
import { health } from './health.ts';

export const contentRouter = router({
  health,
});
