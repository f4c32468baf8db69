/** Moderation by site and group admins: /moderation/reports, resolve, unmask. */
export const moderationProcedures = {};
