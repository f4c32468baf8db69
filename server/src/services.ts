import type { DbHandle } from './db/index.ts';
import type { AppServices } from './trpc/context.ts';
import { createChatHub } from './features/chat/chat.hub.ts';
import { getSettings } from './features/admin/settings.ts';

export interface RunningServices {
  services: AppServices;
  close(): Promise<void>;
}

/** Process-wide services (background jobs, push channels). Features add theirs here. */
export async function createServices(
  handle: DbHandle,
  log?: { warn(o: object, m: string): void },
): Promise<RunningServices> {
  const chat = await createChatHub(handle, log);
  return {
    services: { chat, settings: { get: () => getSettings(handle.db) } },
    async close() {
      await chat.close();
    },
  };
}
