import { SESSION_END_CHANNEL } from '../auth/session-cache.ts';

/**
 * The PostgreSQL channel every server process LISTENs on for live notices (messages, discussions,
 * notifications, audience changes). One channel, so that every stream hears them in commit order.
 */
export const LIVE_CHANNEL = 'hercircle_chat';

/** Where the database announces ended sessions and accounts (its triggers NOTIFY it). */
export { SESSION_END_CHANNEL };
