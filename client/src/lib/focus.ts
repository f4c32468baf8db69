/**
 * A ref for the field a new step of a form opens on (the second step of sign-in, a password asked
 * again): focus moves there as it appears, so a keyboard or screen reader user lands on what the
 * step asks for instead of staying on a button that is gone.
 */
export function focusOnShow(element: HTMLElement | null): void {
  element?.focus();
}
