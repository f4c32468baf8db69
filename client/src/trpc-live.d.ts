// trpc-live-link.ts: @trpc/client under a second name, for the live stream's link.
declare module '@trpc/client?live' {
  export { httpSubscriptionLink } from '@trpc/client';
}
