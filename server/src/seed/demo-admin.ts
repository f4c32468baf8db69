/** The demo admin's address (apart from seed/users.ts, so that the admin guard can name it alone). */
export const DEMO_ADMIN_EMAIL = 'admin@hercircle.example';
