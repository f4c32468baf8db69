/** How the journeys' server runs: production mode, and login limits that many sign-ins from one address fit under. */
export const E2E_SERVER_ENV = {
  NODE_ENV: 'production',
  // Browser journeys sign in many times from one address.
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_REGISTER_PER_IP: '100000',
  RATE_LIMIT_CONTACT_PER_IP: '100000',
  RATE_LIMIT_NEWSLETTER_PER_IP: '100000',
  // The admin journeys test the portal, not its gate: e2e/account-security.e2e.ts runs a server
  // with the gate on (the default in production) and walks an admin through it.
  ADMIN_REQUIRE_2FA: 'false',
};
