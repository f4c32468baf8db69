import fs from 'node:fs';
import type { Plugin } from 'vite';

/** Names @trpc/client as a module of its own, for lib/live-link.ts alone. */
export const LIVE_CLIENT_ID = '@trpc/client?live';

/**
 * Build plugin: `import … from '@trpc/client?live'` is @trpc/client's own main module, loaded a
 * second time under another name. The bundler puts a module in one chunk whole, with every export
 * any chunk uses; @trpc/client's main module holds both what every page needs (the client, the
 * batch link) and the live stream's link with the server-sent-events reader it pulls from
 * @trpc/server. Under two names, the copy every page loads keeps only the first, and the copy
 * that only live pages load keeps only the second. The modules they import (TRPCClientError, the
 * observables) have one name and stay shared. The dev server and tests load modules one by one,
 * so there the name is @trpc/client itself (the dev server's prebundled copy, one class of each).
 */
export function trpcLiveLinkPlugin(): Plugin {
  let build = false;
  return {
    name: 'hercircle:trpc-live-link',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async resolveId(source, importer, options) {
      if (source !== LIVE_CLIENT_ID) return null;
      const resolved = await this.resolve('@trpc/client', importer, { ...options, skipSelf: true });
      if (!resolved || !build) return resolved;
      return `${resolved.id}?live`;
    },
    load(id) {
      return id.endsWith('?live') ? fs.readFileSync(id.slice(0, -'?live'.length), 'utf8') : null;
    },
  };
}
