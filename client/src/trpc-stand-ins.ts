import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CLIENT_STAND_IN = fileURLToPath(new URL('./lib/trpc-client-stand-in.ts', import.meta.url));
const SERVER_STAND_IN = fileURLToPath(new URL('./lib/trpc-server-stand-in.ts', import.meta.url));

/**
 * Build plugin: @trpc/tanstack-react-query gets lib/trpc-client-stand-in.ts for its import of
 * @trpc/client. The two things it takes from it are defined in @trpc/client's main module, which
 * imports every link the client has; that import alone put all of them (about 7 kB gzipped) in the
 * entry, although lib/trpc.ts loads the links with the first call. Everything else (the transport
 * in lib/trpc-transport.ts) imports the real @trpc/client. In the browser's build, its import of
 * @trpc/server gets lib/trpc-server-stand-in.ts too: the server's render calls procedures in process
 * through it, the browser never.
 */
export function trpcStandIns(): Plugin {
  return {
    name: 'hercircle:trpc-stand-ins',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer || !/[\\/]@trpc[\\/]tanstack-react-query[\\/]/.test(importer)) return undefined;
      if (source === '@trpc/client') return CLIENT_STAND_IN;
      if (source === '@trpc/server' && !options.ssr) return SERVER_STAND_IN;
      return undefined;
    },
  };
}
