import type { DbHandle } from './db/index.ts';
import type { AppServices } from './trpc/context.ts';

export interface RunningServices {
  services: AppServices;
  close(): Promise<void>;
}

/** Process-wide services (background jobs, push channels). Features add theirs here. */
export async function createServices(_handle: DbHandle): Promise<RunningServices> {
  return { services: {}, close: async () => undefined };
}
