/**
 * What @trpc/tanstack-react-query imports from @trpc/client, without the rest of it (the build
 * hands it this module: src/trpc-stand-ins.ts). The query options call the client they were
 * given through these two; importing the real ones kept all of @trpc/client's links in the first
 * load, although lib/trpc.ts loads them only with the first call.
 */

/**
 * The options proxy asks whether its client is an untyped client before it reads the typed
 * client's. Ours (lib/trpc.ts) is never one, and no value is ever an instance of this class.
 */
export class TRPCUntypedClient {}

/** The untyped client behind a typed one, read as @trpc/client reads it (a registered symbol). */
export function getUntypedClient(client: object): unknown {
  return (client as Record<symbol, unknown>)[UNTYPED_CLIENT];
}

/** @trpc/client's key for a typed client's untyped one. */
export const UNTYPED_CLIENT = Symbol.for('trpc_untypedClient');
