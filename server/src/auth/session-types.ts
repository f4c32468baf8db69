/** What a signed-in request knows of its member and session (auth/sessions.ts reads them). */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'user' | 'admin';
  status: 'active' | 'inactive';
  profile_picture: string | null;
  /** ISO end of a suspension that still lasts (writes refused), else null. */
  suspended_until: string | null;
  /** She confirmed her address (site setting verifiedEmailRequiredFor). */
  email_verified: boolean;
  /** She has a second factor: an authenticator app or a passkey. */
  two_factor: boolean;
  /** Every email to her in its neutral form (lib/discreet-mail.ts). */
  discreet_email: boolean;
  /** The language she chose (issue 34), null until she does: her answers' messages are in it. */
  language?: string | null;
}

export interface AuthSession {
  id: string;
  userId: number;
  expiresAt: Date;
}

/** The account fields a session lookup reads with the session (lucia's user attributes). */
export interface UserAttributes {
  email: string;
  first_name: string;
  last_name: string;
  role: 'user' | 'admin';
  status: 'active' | 'inactive';
  profile_picture_id: number | null;
  suspended_until: Date | null;
  email_verified: boolean;
  two_factor: boolean;
  discreet_email: boolean;
  /** Read with the session since issue 34 (a record kept from before has none). */
  language?: string | null;
}
