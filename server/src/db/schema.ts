import type { ColumnType, Generated, Selectable } from 'kysely';

/** Timestamps are read as Date and written as Date or left to their defaults. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined>;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined>;
  bio: string | null;
  location: string | null;
  occupation: string | null;
  interests: string | null;
  /** YYYY-MM-DD: the date parser is set to keep dates as strings. */
  date_of_birth: string | null;
  profile_picture_id: number | null;
  newsletter_opt_in: ColumnType<boolean, boolean | undefined, boolean>;
  email_notifications: ColumnType<boolean, boolean | undefined, boolean>;
  deactivated_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  expires_at: Date;
  created_at: Timestamp;
}

export interface MediaTable {
  id: Generated<number>;
  owner_user_id: number | null;
  content_type: string;
  bytes: Buffer;
  byte_size: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: number;
  expires_at: Date;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
  sent_at: Date | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  media: MediaTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
  outbox_emails: OutboxEmailsTable;
}

export type UserRow = Selectable<UsersTable>;
