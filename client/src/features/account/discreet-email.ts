/**
 * Why a member would choose discreet emails: said where she chooses, at sign-up (here) and in
 * Settings (its catalogue, i18n/areas/settings.ts, in her language: keep the two saying the same).
 */
export const DISCREET_EMAIL_HELP =
  'Plain subjects with no mention of HerCircle or what it is about. Useful if someone else can see your inbox.';
