let readAt: number | null = null;

/**
 * When the server began rendering this page with its data (its clock, in ms), or null for a page
 * rendered in the browser: the tab's live stream asks for what happened since (features/live).
 */
export function renderedReadAt(): number | null {
  return readAt;
}

/** Set once, as the router hydrates the server's HTML (router.tsx). */
export function setReadAt(at: number): void {
  if (Number.isSafeInteger(at) && at > 0) readAt = at;
}
