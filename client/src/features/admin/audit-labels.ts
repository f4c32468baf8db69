/**
 * The audit log's actions and entities as the screen names them (the server's AuditAction and
 * AuditEntity). One the screen does not know yet shows as it is stored.
 */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  publish: 'Published',
  decline: 'Declined',
  reset: 'Reset',
  hide: 'Hid',
  unhide: 'Showed again',
  auto_hide: 'Hid automatically',
  dismiss: 'Dismissed reports',
  ban_from_group: 'Banned from a group',
  suspend_user: 'Suspended',
  unmask: 'Unmasked an author',
  ban: 'Banned',
  unban: 'Lifted a ban',
  remove_member: 'Removed a member',
  retry: 'Sent again',
  appeal_upheld: 'Upheld an appeal',
  appeal_reversed: 'Reversed on appeal',
  lift_mute: 'Lifted a posting mute',
  reply: 'Replied',
  mark_handled: 'Marked handled',
  reopen: 'Reopened',
} as const;

export const AUDIT_ENTITY_LABELS = {
  user: 'Member',
  community: 'Community',
  group: 'Group',
  story: 'Story',
  settings: 'Settings',
  post: 'Post',
  reply: 'Reply',
  message: 'Chat message',
  event: 'Event',
  newsletter_issue: 'Newsletter issue',
  magazine_issue: 'Magazine issue',
  podcast_episode: 'Podcast episode',
  resource: 'Resource',
  email: 'Email',
  guidelines: 'House rules',
  appeal: 'Appeal',
  contact_message: 'Contact message',
} as const;

export const AUDIT_ACTIONS = Object.keys(
  AUDIT_ACTION_LABELS,
) as (keyof typeof AUDIT_ACTION_LABELS)[];
export const AUDIT_ENTITIES = Object.keys(
  AUDIT_ENTITY_LABELS,
) as (keyof typeof AUDIT_ENTITY_LABELS)[];

export function actionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action;
}

export function entityLabel(entity: string): string {
  return AUDIT_ENTITY_LABELS[entity as keyof typeof AUDIT_ENTITY_LABELS] ?? entity;
}
