/** Why a member would choose discreet emails: said where she chooses (sign-up and Settings). */
export const DISCREET_EMAIL_HELP =
  'Plain subjects with no mention of HerCircle or what it is about. Useful if someone else can see your inbox.';
