/**
 * What @trpc/tanstack-react-query imports from @trpc/server, in the browser's build (the build
 * hands it this module: src/trpc-stand-ins.ts). Calling a router's procedures in process is for
 * the server's own render (client/src/entry-server.tsx, built with the real module); the browser
 * calls them over HTTP, and the real function brought the server's procedure caller (about 1 kB
 * gzipped) into the first load.
 */
export { createRecursiveProxy as createTRPCRecursiveProxy } from '@trpc/server/unstable-core-do-not-import';

export function callTRPCProcedure(): never {
  throw new Error('The browser calls the server over HTTP, not a router in process.');
}
