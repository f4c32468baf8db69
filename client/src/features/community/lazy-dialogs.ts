import { lazy } from 'react';

/**
 * The edit forms of a post and of a reply (their fields, content-note Select, checks and Modal) load
 * when a member opens her item's menu or first edits, not with the group page.
 */
export const loadEditDialogs = () => import('./EditPostDialog.tsx');
export const EditPostDialog = lazy(() =>
  loadEditDialogs().then((m) => ({ default: m.EditPostDialog })),
);
export const EditReplyDialog = lazy(() =>
  loadEditDialogs().then((m) => ({ default: m.EditReplyDialog })),
);
